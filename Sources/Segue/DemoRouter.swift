import GtkKit
import SegueCore

/// Makes the screen each demo opens with.
@MainActor
enum DemoRouter {
    static func controller(for demo: Demo, locator: DataLocator = DataLocator()) throws(DataError) -> ViewController {
        switch demo.id {
        default:
            return DisclosureButtonsViewController(logic: DisclosureButtonsLogic(catalog: try MovieCatalog.load(using: locator)))
        }
    }
}

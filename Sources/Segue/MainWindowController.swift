import FoundationEssentials
import GtkKit
import SegueCore

/// The main window: a navigation stack whose root is the first-level list of demos.
@MainActor
final class MainWindowController {
    let window: Window
    let navigation: NavigationController

    let services: AppServices

    init(application: Application?, services: AppServices = AppServices()) {
        self.services = services
        // The app's own style sheet is optional polish: without it the app still works.
        StyleSheet.install(extraCSS: (try? DataLocator().url(for: "segue.css", in: .resources))
            .flatMap { try? String(contentsOf: $0, encoding: .utf8) })
        let root = DemoListViewController(services: services)
        navigation = NavigationController(rootViewController: root)
        window = Window(application: application)
        window.setDefaultSize(width: 480, height: 640)
        window.rootViewController = navigation
    }

    /// Whether the window is still open (GTK has not destroyed it).
    var isOpen: Bool { window.isToplevel }

    func present() { window.present() }

    /// Opens a demo's page directly (`--page`, desktop actions), without animation.
    func open(_ demo: Demo) {
        navigation.popToRootViewController(animated: false)
        (navigation.topViewController as? DemoListViewController)?.open(demo, animated: false)
    }
}

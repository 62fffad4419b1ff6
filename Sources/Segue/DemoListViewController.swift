import FoundationEssentials
import GtkKit
import SegueCore

/// The navigation root: one row per working demo (the seed's first-level controller).
@MainActor
final class DemoListViewController: TableViewController, TableViewDataSource, TableViewDelegate {
    let demos = Demo.allCases
    let services: AppServices

    init(services: AppServices) {
        self.services = services
        super.init()
        dataSource = self
        delegate = self
        title = AppIdentity.name
    }

    func table(_ table: TableViewController, numberOfRowsInSection section: Int) -> Int { demos.count }

    func table(_ table: TableViewController, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let demo = demos[indexPath.row]
        let cell = TableViewCell(text: demo.title)
        cell.iconName = demo.iconName
        cell.accessory = .disclosureIndicator
        return cell
    }

    func table(_ table: TableViewController, didSelectRowAt indexPath: IndexPath) {
        open(demos[indexPath.row])
    }

    /// Pushes the demo's screen; a demo whose data cannot be read explains why instead, and a
    /// store that could not be used as expected is explained over the opened screen.
    func open(_ demo: Demo, animated: Bool = true) {
        do {
            let (controller, problems) = try DemoRouter.controller(for: demo, services: services)
            navigationController?.push(controller, animated: animated)
            if let summary = StoreProblem.summary(of: problems) {
                Alert.showProblem(summary.title, summary.message, over: controller.view)
            }
        } catch {
            Alert.showProblem(localized("This demo could not be opened"), String(describing: error), over: view)
        }
    }
}

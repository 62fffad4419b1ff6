import FoundationEssentials
import GtkKit
import SegueCore

/// The navigation root: one row per working demo (the seed's first-level controller).
@MainActor
final class DemoListViewController: TableViewController {
    let demos = Demo.allCases
    let services: AppServices

    init(services: AppServices) {
        self.services = services
        super.init()
        title = AppIdentity.name
        restorationIdentifier = "demos"
    }

    required init?(coder: Coder) { nil }

    /// The demo that was open when Segue quit, made again (restoration); nil if it cannot be
    /// opened now. A store problem is still explained, over the restored page.
    override func viewControllerToRestore(withIdentifier identifier: String, coder: Coder) -> ViewController? {
        guard let demo = Demo.named(identifier), let (controller, problems) = try? controller(for: demo) else { return nil }
        if let summary = StoreProblem.summary(of: problems) {
            problemAlert = MainLoop.after(milliseconds: 0) { controller.showProblem(summary.title, summary.message) }
        }
        return controller
    }
    private var problemAlert: MainLoop.Timer?

    /// The screens of demos with undoable changes, made once per window and shown again when the
    /// demo is reopened (as the seed reuses its detail controller): what the window's undo
    /// history refers to stays alive, so an undo still works after leaving a demo and coming back.
    private var opened: [Demo: ViewController] = [:]

    private func controller(for demo: Demo) throws -> (ViewController, [StoreProblem]) {
        if let controller = opened[demo] { return (controller, []) }
        let (controller, problems) = try DemoRouter.controller(for: demo, services: services)
        if demo.hasUndoableChanges { opened[demo] = controller }
        return (controller, problems)
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { demos.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let demo = demos[indexPath.row]
        let cell = TableViewCell(text: demo.title)
        cell.iconName = demo.iconName
        cell.accessory = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        open(demos[indexPath.row])
    }

    override func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point)
        -> ContextMenuConfiguration?
    {
        rowMenu(at: indexPath)
    }

    /// Pushes the demo's screen; a demo whose data cannot be read explains why instead, and a
    /// store that could not be used as expected is explained over the opened screen.
    func open(_ demo: Demo, animated: Bool = true) {
        do {
            let (controller, problems) = try controller(for: demo)
            navigationController?.pushViewController(controller, animated: animated)
            if let summary = StoreProblem.summary(of: problems) {
                controller.showProblem(summary.title, summary.message)
            }
        } catch {
            showProblem(localized("This demo could not be opened"), String(describing: error))
        }
    }
}

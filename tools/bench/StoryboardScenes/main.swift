// One scene made two ways, for `make bench` and the speech test of storyboards: a navigation
// controller over a table of 20 rows from a prototype cell, and a detail scene the rows show —
// from Rows.storyboard (`--storyboard`), from a large storyboard in a folder (`--large DIR`:
// the same first scene among 60), or built in code (`--code`). The window is titled "Rows".
import Foundation
import Glibc
import GtkKit

/// The list: 20 rows dequeued from the "Row" prototype (a storyboard's, or one registered in code).
final class RowsViewController: TableViewController {
    let rows = (1...20).map { "Row \($0)" }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Rows"
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        // The storyboard's prototype has its disclosure indicator already.
        if storyboard == nil { cell.accessory = .disclosureIndicator }
        return cell
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        guard let cell = sender as? TableViewCell, let detail = segue.destination as? RowDetailViewController else { return }
        detail.row = cell.textLabel?.text
    }

    /// Built in code: the row shows the detail, as the storyboard's segue does.
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard storyboard == nil else { return }
        let detail = RowDetailViewController()
        detail.row = rows[indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }
}

/// The detail: the row's name in a label centred between the margins.
final class RowDetailViewController: ViewController {
    @Outlet var label: Label!
    var row: String?

    override func loadView() {
        guard storyboard == nil else { return super.loadView() }
        // The storyboard's scene, in code.
        let page = View()
        let label = Label()
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        page.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: page.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: page.layoutMarginsGuide.trailingAnchor),
            label.centerYAnchor.constraint(equalTo: page.centerYAnchor),
        ])
        self.label = label
        view = page
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        title = row
        label.text = row.map { "You chose \($0)" } ?? ""
    }
}

/// The first screen, made as the mode asks.
@MainActor
func firstScreen(_ arguments: [String]) -> ViewController {
    if arguments.contains("--code") {
        let list = RowsViewController()
        list.tableView.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        return NavigationController(rootViewController: list)
    }
    let storyboard: Storyboard
    if let index = arguments.firstIndex(of: "--large"), index + 1 < arguments.count {
        storyboard = Storyboard(name: "Large", bundle: Bundle(path: arguments[index + 1]))
    } else {
        storyboard = Storyboard(name: "Rows", bundle: .module)
    }
    return storyboard.instantiateInitialViewController() ?? ViewController()
}

guard Application.openDisplay() else {
    print("storyboard-scenes: cannot open a display")
    exit(1)
}
let application = Application(id: "io.github.segue.StoryboardScenes", allowsMultipleInstances: true)
var window: Window?
application.onActivate {
    let made = Window(application: application)
    made.rootViewController = firstScreen(CommandLine.arguments)
    made.present()
    window = made
}
for signal in [SIGTERM, SIGINT] {
    MainLoop.onUnixSignal(signal) { application.quit() }
}
exit(application.run([CommandLine.arguments[0]]))

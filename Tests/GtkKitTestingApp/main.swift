// The app GtkKitTesting's own tests drive: one of each element its queries find, in UIKit's
// usual shape (a tab bar, a navigation stack, a table, an alert), each doing something a test
// can see. GTKKIT_TESTING_ROWS sets the table's number of rows (default 30);
// GTKKIT_TESTING_APP_BUG=count-twice makes Count count two a tap (tools/check-ui-test-failure).
import FoundationEssentials
import Glibc
import GtkKit

/// Controls and what they did: a status label every control writes to.
@MainActor
final class ControlsViewController: ViewController {
    let status = Label("Ready")
    let count = Button(label: "Count")
    let unavailable = Button(label: "Unavailable")
    let name = TextField()
    let notes = TextView()
    let notifications = Switch()
    let volume = Slider()
    let alertButton = Button(label: "Show Alert")
    let details = Button(label: "Details")
    private var taps = 0

    override init() {
        super.init()
        title = "Controls"
        tabBarItem.iconName = "emblem-system-symbolic"
    }

    required init?(coder: Coder) { nil }

    override func loadView() {
        status.accessibilityIdentifier = "status"
        count.accessibilityIdentifier = "count"
        name.accessibilityIdentifier = "name-field"
        count.onClicked { [weak self] in self?.counted() }
        unavailable.isEnabled = false
        name.placeholder = "Name"
        name.accessibilityLabel = "Name"
        name.onChanged { [weak self] in self?.status.text = "Name: \(self?.name.text ?? "")" }
        notes.accessibilityLabel = "Notes"
        notifications.accessibilityLabel = "Notifications"
        notifications.addAction(
            Action { [weak self] _ in self?.status.text = "Notifications: \(self?.notifications.isOn == true ? "on" : "off")" },
            for: .valueChanged)
        volume.accessibilityLabel = "Volume"
        volume.minimumValue = 0
        volume.maximumValue = 10
        volume.value = 5
        volume.addAction(Action { [weak self] _ in self?.status.text = "Volume: \(Int(self?.volume.value ?? 0))" }, for: .valueChanged)
        alertButton.onClicked { [weak self] in self?.showAlert() }
        details.onClicked { [weak self] in self?.navigationController?.pushViewController(DetailViewController(), animated: false) }
        let page = StackView(arrangedSubviews: [status, count, unavailable, name, notes, notifications, volume, alertButton, details])
        page.axis = .vertical
        page.spacing = 12
        page.isLayoutMarginsRelativeArrangement = true
        page.directionalLayoutMargins = DirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
        page.verticalAlignment = .start
        view = page
    }

    private func counted() {
        // A deliberate bug for tools/check-ui-test-failure, which proves a UI test fails at its line.
        taps += getenv("GTKKIT_TESTING_APP_BUG").map { String(cString: $0) } == "count-twice" ? 2 : 1
        status.text = "Taps: \(taps)"
    }

    private func showAlert() {
        let alert = AlertController(title: "Delete Everything?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.status.text = "Alert: Cancel" })
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.status.text = "Alert: Delete" })
        present(alert, animated: false)
    }
}

/// A page pushed on the navigation stack.
@MainActor
final class DetailViewController: ViewController {
    override init() {
        super.init()
        title = "Details"
    }

    required init?(coder: Coder) { nil }

    override func loadView() { view = Label("The details page") }
}

/// A pad the pointer's strokes land on, and what each did: a tap (with where it landed, from the
/// pad's centre), a double tap, a long press, a swipe in each direction.
@MainActor
final class GesturesViewController: ViewController {
    let status = Label("No gesture")
    let pad = Label("Gesture pad")

    override init() {
        super.init()
        title = "Gestures"
        tabBarItem.iconName = "input-touchpad-symbolic"
    }

    required init?(coder: Coder) { nil }

    override func loadView() {
        status.accessibilityIdentifier = "gesture-status"
        pad.accessibilityIdentifier = "pad"
        pad.textAlignment = .center
        pad.isUserInteractionEnabled = true
        let single = TapGestureRecognizer { [weak self] tap in
            guard let self else { return }
            let point = tap.location(in: self.pad)
            let x = Int((point.x - self.pad.bounds.width / 2).rounded())
            let y = Int((point.y - self.pad.bounds.height / 2).rounded())
            self.status.text = "Tapped \(x), \(y) from the centre"
        }
        let double = TapGestureRecognizer { [weak self] _ in self?.status.text = "Double-tapped" }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        pad.addGestureRecognizer(single)
        pad.addGestureRecognizer(double)
        let press = LongPressGestureRecognizer { [weak self] press in
            if press.state == .began { self?.status.text = "Long-pressed" }
        }
        press.minimumPressDuration = 1
        pad.addGestureRecognizer(press)
        for (direction, name) in [
            (SwipeGestureRecognizer.Direction.left, "left"), (.right, "right"), (.up, "up"), (.down, "down"),
        ] {
            let swipe = SwipeGestureRecognizer { [weak self] _ in self?.status.text = "Swiped \(name)" }
            swipe.direction = direction
            pad.addGestureRecognizer(swipe)
        }
        let page = StackView(arrangedSubviews: [status, pad])
        page.axis = .vertical
        page.spacing = 12
        page.distribution = .fillEqually
        view = page
    }
}

/// A table of numbered rows; choosing one says so in the window's title.
@MainActor
final class RowsViewController: TableViewController {
    let rows: Int

    init(rows: Int) {
        self.rows = rows
        super.init()
        title = "Rows"
        tabBarItem.iconName = "view-list-symbolic"
    }

    required init?(coder: Coder) { nil }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell()
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        title = "Chose Row \(indexPath.row + 1)"
    }
}

guard Application.openDisplay() else {
    print("GtkKitTestingApp: cannot open a display")
    exit(1)
}
let application = Application(id: "io.github.segue.GtkKitTestingApp")
let rows = getenv("GTKKIT_TESTING_ROWS").flatMap { Int(String(cString: $0)) } ?? 30
var window: Window?
application.onActivate {
    let tabs = TabBarController()
    tabs.setViewControllers([
        NavigationController(rootViewController: ControlsViewController()), RowsViewController(rows: rows), GesturesViewController(),
    ])
    let made = Window(application: application)
    made.rootViewController = tabs
    made.present()
    window = made
}
for signal in [SIGTERM, SIGINT] {
    MainLoop.onUnixSignal(signal) { application.quit() }
}
exit(application.run(CommandLine.arguments))

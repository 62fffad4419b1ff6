import GtkKit
import GtkKitTestSupport

/// A controller that records its lifecycle calls into a shared log, tagged with its name.
@MainActor
class RecordingViewController: ViewController {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init()
        title = name
    }

    required init?(coder: Coder) { nil }

    override func loadView() {
        log.events.append("\(name).loadView")
        let box = Box(.vertical)
        box.append(Button(label: "\(name) button"))
        view = box
    }

    override func viewDidLoad() { log.events.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.events.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.events.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.events.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.events.append("\(name).viewDidDisappear") }
}

/// The shared, ordered record of lifecycle calls.
@MainActor
final class EventLog {
    var events: [String] = []
    func take() -> [String] {
        defer { events = [] }
        return events
    }
}

extension GtkTestCase {
    /// A window whose root is a navigation controller over a recording "Root" controller.
    @MainActor
    func makeNavigationWindow() -> (Window, NavigationController, EventLog) {
        let log = EventLog()
        let navigation = NavigationController(rootViewController: RecordingViewController("Root", log: log))
        return (presentInWindow(navigation), navigation, log)
    }
}

import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// Lets a test see when a closure (and so the signal box holding it) is freed.
@MainActor
final class DeinitProbe {
    let onDeinit: () -> Void
    init(_ onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
    isolated deinit { onDeinit() }
}

final class LeakTests: GtkTestCase {
    @MainActor
    func testPoppedControllersAndTheirSignalBoxesAreFreed() async {
        let log = EventLog()
        let navigation = NavigationController(rootViewController: RecordingViewController("Root", log: log))
        let window = Window(application: nil)
        window.rootViewController = navigation
        window.present()
        var boxesFreed = 0
        weak var lastPopped: RecordingViewController?
        for cycle in 0..<200 {
            do {
                let detail = RecordingViewController("Detail \(cycle)", log: log)
                let button = Button(label: "Tap")
                let probe = DeinitProbe { boxesFreed += 1 }
                button.onClicked { _ = probe }
                (detail.view as? Box)?.append(button)
                navigation.pushViewController(detail, animated: cycle % 2 == 0)
                navigation.popViewController(animated: cycle % 2 == 0)
                lastPopped = detail
            }
            pump()
            XCTAssertNil(lastPopped, "popped controller \(cycle) is still alive")
        }
        pump(until: { boxesFreed == 200 }) // popped pages leave the stack a moment after the pop
        XCTAssertEqual(boxesFreed, 200, "every popped page's signal closures are released")
        XCTAssertEqual(navigation.viewControllers.count, 1)
    }

    @MainActor
    func testClosingTheWindowFreesEveryController() async {
        weak var weakNavigation: NavigationController?
        weak var weakRoot: ViewController?
        weak var weakDetail: ViewController?
        weak var weakWindow: Window?
        do {
            let log = EventLog()
            let root = RecordingViewController("Root", log: log)
            let detail = RecordingViewController("Detail", log: log)
            let navigation = NavigationController(rootViewController: root)
            let window = Window(application: nil)
            window.rootViewController = navigation
            window.present()
            navigation.pushViewController(detail, animated: false)
            weakNavigation = navigation
            weakRoot = root
            weakDetail = detail
            weakWindow = window
            window.close()
            pump()
        }
        XCTAssertNil(weakNavigation)
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakDetail)
        XCTAssertNil(weakWindow, "the window wrapper is freed once GTK destroyed the window")
    }

    @MainActor
    func testDisconnectingReleasesTheBoxAtOnce() async {
        var freed = false
        let button = Button(label: "x")
        let own = button.connectedHandlerCount // the button's own, which sends its control events
        do {
            let probe = DeinitProbe { freed = true }
            let id = button.connect("clicked") { _ = probe }
            XCTAssertEqual(button.connectedHandlerCount, own + 1)
            button.disconnect(id)
        }
        XCTAssertTrue(freed)
        XCTAssertEqual(button.connectedHandlerCount, own)
    }

    @MainActor
    func testWrapperIsFoundFromTheCInstanceOnlyWhileAlive() async {
        var raw: UnsafeMutableRawPointer?
        do {
            let label = Label("hello")
            raw = label.raw
            g_object_ref(label.gobject) // keep the C object alive past the wrapper
            XCTAssertTrue(Object.wrapper(of: raw) === label)
        }
        XCTAssertNil(Object.wrapper(of: raw), "a dead wrapper is never returned")
        g_object_unref(raw?.assumingMemoryBound(to: GObject.self))
    }
}

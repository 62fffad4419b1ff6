import GtkKit
import GtkKitTestSupport
import XCTest

/// A controller written as UIKit's target–action reads, its `#selector`s turned into the
/// methods themselves (what `gtkkit-port` writes): actions of no argument, with the sender typed
/// as its own class, and with `Any`.
@MainActor
private final class Scene {
    var heard: [String] = []
    func refresh() { heard.append("refresh") }
    func add(_ sender: BarButtonItem) { heard.append("add \(sender.button != nil)") }
    func tapped(_ sender: Button) { heard.append("tapped \(sender.label ?? "")") }
    func anything(_ sender: Any) { heard.append("any \(type(of: sender))") }
    func slid(_ sender: Slider) { heard.append("slid") }
    func handleTap(_ recognizer: TapGestureRecognizer) { heard.append("tap \(recognizer.state)") }
    func plainTap() { heard.append("plain tap") }
}

final class TargetActionTests: GtkTestCase {
    @MainActor
    func testEveryShapeOfUIKitsActionMethodIsCalledWithItsSender() {
        let scene = Scene()
        let button = Button(label: "Go")
        button.addTarget(scene, action: Scene.tapped, for: .touchUpInside)
        button.addTarget(scene, action: Scene.refresh, for: .touchUpInside)
        button.addTarget(scene, action: Scene.anything, for: .touchUpInside)
        button.click()
        XCTAssertEqual(scene.heard, ["tapped Go", "refresh", "any Button"], "each in the order added, with the button")

        scene.heard = []
        let add = BarButtonItem(barButtonSystemItem: .add, target: scene, action: Scene.add)
        let reload = BarButtonItem(barButtonSystemItem: .refresh, target: scene, action: Scene.refresh)
        let done = BarButtonItem(title: "Done", style: .done, target: scene, action: Scene.anything)
        for item in [add, reload, done] { item.button?.click() }
        XCTAssertEqual(scene.heard, ["add true", "refresh", "any BarButtonItem"], "a bar item is its own sender")
        XCTAssertEqual(reload.button?.accessibilityLabel, "Refresh", "an icon-only system item is named")
        XCTAssertTrue(done.button?.hasCSSClass("suggested-action") ?? false, "a .done item is the suggested action")
    }

    @MainActor
    func testASenderOfTheWrongTypeIsLoggedAndNotCalled() {
        let scene = Scene()
        let button = Button(label: "Go")
        expectedLogMessages = ["an action's sender is a Slider, not this Button"]
        button.addTarget(scene, action: Scene.slid, for: .touchUpInside)
        button.click()
        XCTAssertEqual(scene.heard, [], "a Slider action is not called with a button")
    }

    @MainActor
    func testTheTargetIsHeldWeakly() {
        var scene: Scene? = Scene()
        weak let gone = scene
        let item = BarButtonItem(barButtonSystemItem: .trash, target: scene!, action: Scene.refresh)
        let tap = TapGestureRecognizer(target: scene!, action: Scene.handleTap)
        scene = nil
        XCTAssertNil(gone, "neither the item nor the recognizer keeps its target")
        item.button?.click()
        XCTAssertEqual(tap.state, .possible, "a recognizer whose target is gone stays usable")
    }

    @MainActor
    func testARecognizerMadeWithATargetCallsItWhenRecognized() async throws {
        try skipUnlessWindowsBecomeActive()
        let scene = Scene()
        let view = View()
        let window = show(view, width: 300, height: 200)
        window.title = "Target"
        defer { window.close() }
        pump()
        let tap = TapGestureRecognizer(target: scene, action: Scene.handleTap)
        tap.addTarget(scene, action: Scene.plainTap)
        view.addGestureRecognizer(tap)
        try XKeyboard.click(on: view, inWindowTitled: "Target")
        XCTAssertTrue(pump(until: { scene.heard.count == 2 }), "\(scene.heard)")
        XCTAssertEqual(scene.heard, ["tap ended", "plain tap"], "the recognizer as the sender, then the action of no argument")
    }
}

import GtkKit
import GtkKitTestSupport
import XCTest

/// The list an editor unwinds to: records each unwind action's segue, and can refuse.
@MainActor
private final class ListViewController: ViewController {
    var unwound: [(identifier: String, source: ViewController)] = []
    var refuses = false

    func unwindToList(_ segue: StoryboardSegue) { unwound.append((segue.identifier, segue.source)) }

    override func canPerformUnwindSegueAction(_ identifier: String, from source: ViewController, sender: Any?) -> Bool { !refuses }
}

/// An editor that records `prepare(for:sender:)` for the unwind.
@MainActor
private final class EditorViewController: ViewController {
    var prepared: [String] = []
    override func prepare(for segue: StoryboardSegue, sender: Any?) { prepared.append(segue.identifier) }
}

/// Unwind segues (UIKit's exit segues): back to the controller registered for them, its action
/// called with the segue, popping or dismissing what was above it.
final class StoryboardUnwindTests: GtkTestCase {
    @MainActor
    private func storyboard() -> Storyboard {
        let storyboard = Storyboard()
        storyboard.register(segue: "edit") { EditorViewController() }
        storyboard.register(segue: "editModally", kind: .modal) { NavigationController(rootViewController: EditorViewController()) }
        storyboard.register(segue: "editMore") { EditorViewController() }
        storyboard.register(unwindSegue: "save", to: ListViewController.self) { list, segue in list.unwindToList(segue) }
        return storyboard
    }

    @MainActor
    func testAnUnwindPopsBackToItsControllerAndCallsItsAction() async throws {
        let list = ListViewController()
        let navigation = NavigationController(rootViewController: list)
        navigation.storyboard = storyboard()
        _ = presentInWindow(navigation)
        list.performSegue(withIdentifier: "edit", sender: nil)
        let editor = try XCTUnwrap(navigation.topViewController as? EditorViewController)
        editor.performSegue(withIdentifier: "editMore", sender: nil)
        let deeper = try XCTUnwrap(navigation.topViewController as? EditorViewController)

        deeper.performSegue(withIdentifier: "save", sender: nil)
        XCTAssertEqual(deeper.prepared, ["save"], "the source prepares for the unwind")
        XCTAssertEqual(list.unwound.map(\.identifier), ["save"])
        XCTAssertTrue(list.unwound.first?.source === deeper)
        XCTAssertTrue(navigation.topViewController === list, "both editors were popped")
    }

    @MainActor
    func testAnUnwindFromAPresentedEditorDismissesIt() async throws {
        let list = ListViewController()
        let navigation = NavigationController(rootViewController: list)
        navigation.storyboard = storyboard()
        _ = presentInWindow(navigation)
        list.performSegue(withIdentifier: "editModally", sender: nil)
        let sheet = try XCTUnwrap(list.presentedViewController as? NavigationController)
        let editor = try XCTUnwrap(sheet.topViewController as? EditorViewController)
        XCTAssertTrue(pump(until: { editor.view.isDrawable }), "the editor's window is shown")

        editor.performSegue(withIdentifier: "save", sender: nil)
        XCTAssertEqual(list.unwound.count, 1)
        XCTAssertNil(list.presentedViewController, "the presentation ended")
        XCTAssertFalse(editor.view.isDrawable)
    }

    @MainActor
    func testNoControllerToUnwindToIsSaidAndNothingMoves() async throws {
        let list = ListViewController()
        list.refuses = true
        let navigation = NavigationController(rootViewController: list)
        navigation.storyboard = storyboard()
        _ = presentInWindow(navigation)
        list.performSegue(withIdentifier: "edit", sender: nil)
        let editor = try XCTUnwrap(navigation.topViewController as? EditorViewController)
        expectedLogMessages = ["performSegue(withIdentifier: “save”): no controller below EditorViewController takes this unwind segue"]
        editor.performSegue(withIdentifier: "save", sender: nil)
        XCTAssertTrue(list.unwound.isEmpty)
        XCTAssertTrue(navigation.topViewController === editor, "nothing was popped")
    }
}

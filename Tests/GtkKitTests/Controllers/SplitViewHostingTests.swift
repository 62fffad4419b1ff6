import GtkKit
import GtkKitTestSupport
import XCTest

/// A list page that opens an editor for a name through a "show detail" segue, and makes it again
/// from its saved state.
@MainActor
private final class NameList: ViewController {
    static let segue = "showName"
    let addButton = Button(label: "Add")

    override init() {
        super.init()
        title = "Names"
        navigationItem.rightBarButtonItem = BarButtonItem(customView: addButton)
    }

    required init?(coder: Coder) { nil }

    /// A row, as a list has: the focus has somewhere to go in the list.
    let row = Button(label: "Ada")

    override func loadView() { view = row }

    func open(_ name: String) { performSegue(withIdentifier: Self.segue, sender: name) }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        (segue.destination as? NameEditor)?.name = sender as? String ?? ""
    }

    override func restorationSender(forSegue identifier: String, coder: Coder) -> Any? {
        coder.decodeString(forKey: "name")
    }
}

/// An item's page: a text view holding a name, with the cursor in it.
@MainActor
private final class NameEditor: ViewController {
    var name = ""
    let textView = TextView()

    override init() {
        super.init()
        title = "Name"
    }

    required init?(coder: Coder) { nil }

    override func loadView() {
        textView.accessibilityLabel = "Name"
        textView.text = name
        view = textView
    }

    override var initialFocusWidget: View? { textView }

    override func encodeRestorableState(with coder: Coder) {
        coder.encode(isViewLoaded ? textView.text : name, forKey: "name")
    }
}

/// The root page, which makes the split view again when a window is restored.
@MainActor
private final class HomePage: ViewController {
    override init() {
        super.init()
        title = "Home"
        restorationIdentifier = "home"
    }

    required init?(coder: Coder) { nil }

    override func loadView() { view = Label("Home") }

    override func viewControllerToRestore(withIdentifier identifier: String, coder: Coder) -> ViewController? {
        identifier == "names" ? SplitViewHostingTests.makeSplit().0 : nil
    }
}

/// A split view as a page of a navigation stack, the way an app opens a list and its items:
/// "show detail" segues, the list's header, the focus and cursor kept across a collapse and an
/// expansion, and restoration.
final class SplitViewHostingTests: GtkTestCase {
    @MainActor
    fileprivate static func makeSplit() -> (SplitViewController, NameList) {
        let list = NameList()
        let split = SplitViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(ContentPage(Label("No Name Selected")), for: .secondary)
        split.restorationIdentifier = "names"
        return (split, list)
    }

    /// A window whose root page opens the split view; with `pushing`, it is open.
    @MainActor
    private func namesInWindow(width: Int, pushing: Bool = true) -> (NavigationController, SplitViewController, NameList, Window) {
        let (split, list) = Self.makeSplit()
        let navigation = NavigationController(rootViewController: HomePage())
        let storyboard = Storyboard()
        storyboard.register(segue: NameList.segue, kind: .showDetail) { NameEditor() }
        navigation.storyboard = storyboard
        let window = presentInWindow(navigation)
        window.setDefaultSize(width: width, height: 600)
        if pushing { navigation.pushViewController(split, animated: false) }
        pump()
        return (navigation, split, list, window)
    }

    @MainActor
    func testAShowDetailSegueOpensBesideTheListWhenWideAndPushesWhenNarrow() async throws {
        try skipUnlessWindowsBecomeActive() // checks where the keyboard focus is
        let (navigation, split, list, window) = namesInWindow(width: 1000)
        defer { window.close() }
        XCTAssertTrue(pump(until: { split.view.bounds.width > 900 && !split.isCollapsed }))
        list.open("Ada")
        let ada = try XCTUnwrap(split.viewController(for: .secondary) as? NameEditor, "the editor is the secondary")
        XCTAssertTrue(navigation.topViewController === split, "beside the list, nothing is pushed")
        XCTAssertTrue(pump(until: { ada.textView.hasFocus }), "the keyboard goes to the page the user opened")
        XCTAssertTrue(list.view.isDrawable, "and the list stays on screen")

        window.setDefaultSize(width: 480, height: 600)
        XCTAssertTrue(pump(until: { split.isCollapsed }))
        list.open("Grace")
        let grace = try XCTUnwrap(navigation.topViewController as? NameEditor, "collapsed, the editor is pushed")
        XCTAssertEqual(grace.textView.text, "Grace")
        XCTAssertTrue(grace.splitViewController === split)

        // Outside a split view, "show detail" pushes, as UIKit's falls back to "show".
        let plain = NameList()
        navigation.pushViewController(plain, animated: false)
        plain.open("Linus")
        XCTAssertEqual((navigation.topViewController as? NameEditor)?.textView.text, "Linus")
    }

    @MainActor
    func testTheWindowHeaderShowsTheListsTitleAndButtons() async throws {
        let (_, split, list, window) = namesInWindow(width: 1000)
        defer { window.close() }
        XCTAssertTrue(pump(until: { window.title == "Names" }), "the list's title, not an empty one: \(window.title)")
        XCTAssertTrue(pump(until: { list.addButton.isDrawable }), "the list's button is in the header")
        list.title = "People"
        XCTAssertTrue(pump(until: { window.title == "People" }), "a change of the list's title reaches the header")
        split.title = "Split"
        XCTAssertTrue(pump(until: { window.title == "Split" }), "the split view's own title wins, as a tab bar controller's does")
    }

    @MainActor
    func testTypingGoesOnAcrossACollapseAndAnExpansion() async throws {
        try skipUnlessWindowsBecomeActive() // checks where the keyboard focus is
        let (navigation, split, list, window) = namesInWindow(width: 1000)
        defer { window.close() }
        XCTAssertTrue(pump(until: { !split.isCollapsed && split.view.bounds.width > 900 }))
        list.open("Ada Lovelace")
        let editor = try XCTUnwrap(split.viewController(for: .secondary) as? NameEditor)
        XCTAssertTrue(pump(until: { editor.textView.hasFocus }))
        editor.textView.cursorOffset = 3

        window.setDefaultSize(width: 480, height: 600)
        XCTAssertTrue(pump(until: { navigation.topViewController === editor }), "narrowed: the open editor is pushed")
        XCTAssertTrue(pump(until: { editor.textView.hasFocus }), "the keyboard stays in it")
        XCTAssertEqual(editor.textView.cursorOffset, 3, "and the cursor where it was")

        window.setDefaultSize(width: 1000, height: 600)
        XCTAssertTrue(pump(until: { !split.isCollapsed && editor.parent === split }), "widened: back in its column")
        XCTAssertTrue(navigation.topViewController === split)
        XCTAssertTrue(pump(until: { editor.textView.hasFocus }), "the keyboard still in the editor, not on the list")
        XCTAssertEqual(editor.textView.cursorOffset, 3)
        XCTAssertEqual(editor.textView.text, "Ada Lovelace")
    }

    @MainActor
    func testRestorationReopensTheOpenItemInItsColumnOrPushed() async throws {
        for (width, collapsed) in [(1000, false), (480, true)] {
            let (navigation, split, list, window) = namesInWindow(width: width)
            XCTAssertTrue(pump(until: { split.view.bounds.width > 0 && split.isCollapsed == collapsed }))
            list.open("Ada")
            let editor = try XCTUnwrap(split.viewController(for: .secondary) as? NameEditor)
            editor.textView.text = "Ada Lovelace"
            let archive = try XCTUnwrap(navigation.restorationArchive(version: "1"))
            window.close()

            let (again, _, _, againWindow) = namesInWindow(width: width, pushing: false)
            XCTAssertEqual(again.restore(fromArchive: archive, version: "1"), 1, "the split view is pushed; it reopens its item itself")
            let restoredSplit = try XCTUnwrap(again.viewControllers[1] as? SplitViewController)
            XCTAssertTrue(
                pump(until: { restoredSplit.isCollapsed == collapsed && (collapsed || restoredSplit.view.bounds.width > 0) }),
                "at \(width) px: collapsed \(restoredSplit.isCollapsed)")
            let restored = try XCTUnwrap(restoredSplit.viewController(for: .secondary) as? NameEditor, "at \(width) px")
            XCTAssertEqual(restored.textView.text, "Ada Lovelace", "at \(width) px")
            XCTAssertTrue(
                collapsed ? again.topViewController === restored : restored.parent === restoredSplit,
                "at \(width) px: \(collapsed ? "pushed" : "in its column")")
            againWindow.close()
        }
    }
}

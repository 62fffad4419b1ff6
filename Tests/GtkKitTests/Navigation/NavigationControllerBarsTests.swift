import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// The navigation controller's delegate, toolbars and hidden navigation bar, as a user meets
/// them: which buttons are on screen, where, and in what order.
final class NavigationControllerBarsTests: GtkTestCase {
    @MainActor
    func testTheDelegateHearsEveryPageShownAfterItsOwnAppearanceCalls() async {
        let (_, navigation, log) = makeNavigationWindow()
        let delegate = RecordingNavigationDelegate(log: log)
        navigation.delegate = delegate
        _ = log.take()
        let detail = RecordingViewController("Detail", log: log)
        navigation.pushViewController(detail, animated: false)
        XCTAssertEqual(
            log.take(),
            [
                "Detail.loadView", "Detail.viewDidLoad", "Root.viewWillDisappear", "Detail.viewWillAppear", "willShow Detail",
                "Root.viewDidDisappear", "Detail.viewDidAppear", "didShow Detail",
            ])
        navigation.popViewController(animated: false)
        XCTAssertEqual(
            log.take(),
            [
                "Detail.viewWillDisappear", "Root.viewWillAppear", "willShow Root", "Detail.viewDidDisappear", "Root.viewDidAppear",
                "didShow Root",
            ])
    }

    @MainActor
    func testAPageToolbarShowsItsItemsInUIKitsOrderAndLeavesWithThePage() async throws {
        let (_, navigation, log) = makeNavigationWindow()
        navigation.isToolbarHidden = false
        let detail = RecordingViewController("Detail", log: log)
        let share = BarButtonItem(title: "Share") {}
        let count = BarButtonItem(customView: Label("3 notes"))
        let add = BarButtonItem(systemItem: .add) {}
        let trash = BarButtonItem(iconName: "user-trash-symbolic", accessibilityLabel: "Delete") {}
        detail.toolbarItems = [share, .flexibleSpace(), count, .flexibleSpace(), add, trash]
        XCTAssertNil(
            WidgetTree.first(ofType: gtk_action_bar_get_type(), under: navigation.view.widget), "the root page has no items, so no bar")
        navigation.pushViewController(detail, animated: false)
        pump()
        let bar = try XCTUnwrap(WidgetTree.first(ofType: gtk_action_bar_get_type(), under: navigation.view.widget))
        XCTAssertTrue(Bool(gboolean: gtk_widget_is_drawable(bar)), "the bar shows under the page")
        XCTAssertTrue(detail.view.isDrawable)
        let x = { (item: BarButtonItem) in self.x(of: item.view, in: bar) }
        XCTAssertTrue(pump(until: { gtk_widget_get_width(bar) > 0 && x(trash) > 0 }), "the bar is laid out")
        XCTAssertLessThan(x(share), x(count), "the item before the first flexible space is at the start")
        XCTAssertLessThan(x(count), x(add), "the one between them in the centre")
        XCTAssertLessThan(x(add), x(trash), "and those after the last at the end, in their order")
        navigation.setToolbarHidden(true, animated: false)
        XCTAssertFalse(Bool(gboolean: gtk_widget_is_drawable(bar)), "hidden with the toolbar")
        navigation.setToolbarHidden(false, animated: false)
        navigation.popViewController(animated: false)
        XCTAssertFalse(Bool(gboolean: gtk_widget_is_drawable(bar)), "the bar belongs to its page, and leaves with it")
    }

    @MainActor
    func testAHiddenNavigationBarKeepsTheWindowsButtonsAndHidesTheRest() async {
        let (window, navigation, log) = makeNavigationWindow()
        let detail = RecordingViewController("Detail", log: log)
        let add = Button(iconName: "list-add-symbolic", accessibilityLabel: "Add")
        detail.navigationItem.rightBarButtonItem = BarButtonItem(customView: add)
        navigation.pushViewController(detail, animated: false)
        navigation.setNavigationBarHidden(true, animated: false)
        pump()
        XCTAssertFalse(navigation.backButton.isDrawable, "no Back button")
        XCTAssertFalse(add.isDrawable, "no bar items")
        XCTAssertFalse(navigation.headerBar.titleLabel.isDrawable, "no title")
        XCTAssertTrue(navigation.headerBar.isDrawable, "the header bar stays: it is the window's title bar")
        XCTAssertEqual(window.title, "Detail", "the window keeps its name")
        XCTAssertTrue(add.isVisible, "the item's own visibility is untouched")
        navigation.isNavigationBarHidden = false
        pump()
        XCTAssertTrue(navigation.backButton.isDrawable)
        XCTAssertTrue(add.isDrawable)
        XCTAssertTrue(navigation.headerBar.titleLabel.isDrawable)
    }

    @MainActor
    private func x(of widget: View, in bar: UnsafeMutablePointer<GtkWidget>) -> Double {
        var point = graphene_point_t()
        var origin = graphene_point_t()
        let computed = gtk_widget_compute_point(widget.widget, bar, &origin, &point)
        XCTAssertNotEqual(computed, 0, "the item is in the bar")
        return Double(point.x)
    }
}

@MainActor
private final class RecordingNavigationDelegate: NavigationControllerDelegate {
    let log: EventLog
    init(log: EventLog) { self.log = log }

    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
        log.events.append("willShow \(viewController.title ?? "")")
    }

    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        log.events.append("didShow \(viewController.title ?? "")")
    }
}

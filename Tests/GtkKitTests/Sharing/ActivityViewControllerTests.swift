import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// UIKit's share sheet as GNOME offers sharing: a popover of what the desktop does with text and
/// links, heard by a screen reader, the choice done and told to the app, a close told as a cancel.
final class ActivityViewControllerTests: GtkTestCase {
    @MainActor
    func testTheShareMenuOffersCopyOpenAndMailAndCopyingIsToldToTheApp() async throws {
        try skipUnlessPopoversShow()
        try skipUnlessWindowsBecomeActive()
        let page = ViewController()
        page.title = "Petition"
        let window = presentInWindow(NavigationController(rootViewController: page))
        window.title = "Petition"
        XCTAssertTrue(pump(until: { gtk_window_is_active(window.pointer()) != 0 && page.view.bounds.width > 0 }))
        let link = URL(string: "https://petitions.example/42")!
        var outcomes: [(ActivityViewController.ActivityType?, Bool)] = []

        let share = ActivityViewController(activityItems: ["Save the parks", link], applicationActivities: nil)
        share.popoverPresentationController?.sourceView = page.view
        share.completionWithItemsHandler = { type, completed, _, _ in outcomes.append((type, completed)) }
        page.present(share, animated: true)
        XCTAssertTrue(pump(until: { share.view.isDrawable }))
        let nodes = try AccessibilityBus.describe(windowTitled: "Petition")
        // GTK 4.8 gives the popover a node named "Share"; GTK 4.18 gives a popover no node of its
        // own (its items sit in the window's tree, and Orca 48 reads them as it meets them).
        let named = nodes.firstIndex { $0.name == "Share" }
        let menu = try XCTUnwrap(named ?? (gtk_get_minor_version() >= 10 ? 0 : nil), "\(nodes.map { "\($0.role) \($0.name)" })")
        let items = nodes[menu...].filter { $0.role.contains("button") }.map(\.name)
        XCTAssertEqual(Array(items.prefix(3)), ["Copy", "Open in Browser", "Send by E-mail"])

        try XKeyboard.press("Return", inWindowTitled: "Petition")
        XCTAssertTrue(pump(until: { !outcomes.isEmpty }), "the choice is told")
        XCTAssertEqual(outcomes.first?.0, .copyToPasteboard)
        XCTAssertEqual(outcomes.first?.1, true)
        XCTAssertEqual(Pasteboard.general.string, "Save the parks\nhttps://petitions.example/42")
        XCTAssertNil(page.presentedViewController)

        let again = ActivityViewController(activityItems: ["Save the parks"], applicationActivities: nil)
        again.excludedActivityTypes = [.mail]
        again.popoverPresentationController?.sourceView = page.view
        again.completionWithItemsHandler = { type, completed, _, _ in outcomes.append((type, completed)) }
        page.present(again, animated: true)
        XCTAssertTrue(pump(until: { again.view.isDrawable }))
        let offered = WidgetTree.visibleLabelTexts(under: again.view.widget)
        XCTAssertEqual(offered, ["_Copy"].map { $0.replacingOccurrences(of: "_", with: "") }, "no link to open, e-mail excluded")
        try XKeyboard.press("Escape", inWindowTitled: "Petition")
        XCTAssertTrue(pump(until: { outcomes.count == 2 }))
        XCTAssertNil(outcomes.last?.0, "closing the menu is a cancel")
        XCTAssertEqual(outcomes.last?.1, false)
    }
}

import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// A context menu on a view that is no table row, opened as GNOME opens one: the Menu key with
/// the focus inside, its actions in a popover a screen reader hears, the focus back afterwards.
final class ContextMenuInteractionTests: GtkTestCase {
    @MainActor
    private final class Photo: ContextMenuInteractionDelegate {
        var offered = true
        var asked: [Point] = []
        var ran: [String] = []

        func contextMenuInteraction(_ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point)
            -> ContextMenuConfiguration?
        {
            asked.append(location)
            guard offered else { return nil }
            return ContextMenuConfiguration(identifier: "photo", previewProvider: nil) { _ in
                Menu(children: [
                    Action(title: "Copy", image: "edit-copy-symbolic") { [weak self] _ in self?.ran.append("Copy") },
                    Action(title: "Hidden", attributes: .hidden) { _ in },
                    Action(title: "Delete", attributes: .destructive) { [weak self] _ in self?.ran.append("Delete") },
                ])
            }
        }
    }

    @MainActor
    func testTheMenuKeyOpensTheViewsMenuAndTheChosenActionRunsWithTheFocusBack() async throws {
        try skipUnlessPopoversShow()
        try skipUnlessWindowsBecomeActive()
        let card = View()
        let open = Button(label: "Open Photo")
        card.addSubview(open)
        let photo = Photo()
        let interaction = ContextMenuInteraction(delegate: photo)
        card.addInteraction(interaction)
        XCTAssertTrue(interaction.view === card)
        XCTAssertEqual(card.interactions.count, 1)
        let window = show(card, width: 300, height: 200)
        window.title = "Photo card"
        XCTAssertTrue(pump(until: { gtk_window_is_active(window.pointer()) != 0 }))
        XCTAssertTrue(open.grabFocus())

        try XKeyboard.press("Menu", inWindowTitled: "Photo card")
        XCTAssertTrue(pump(until: { !photo.asked.isEmpty }), "the delegate was asked")
        XCTAssertEqual(photo.asked.first, Point(x: 150, y: 100), "the keyboard opens it at the view's centre")
        let nodes = try AccessibilityBus.describe(windowTitled: "Photo card")
        // GTK 4.8 gives the popover a node named "Context Menu"; GTK 4.18 gives a popover no node
        // of its own, its items sit in the window's tree.
        let named = nodes.firstIndex { $0.name == "Context Menu" }
        let menuIndex = try XCTUnwrap(named ?? (gtk_get_minor_version() >= 10 ? 0 : nil), "\(nodes.map { "\($0.role) \($0.name)" })")
        let items = nodes[menuIndex...].filter { $0.role == "push button" || $0.role == "button" }.map(\.name).filter { $0 != "Open Photo" }
        XCTAssertEqual(Array(items.prefix(2)), ["Copy", "Delete"], "a hidden action is left out")

        try XKeyboard.press("Return", inWindowTitled: "Photo card")
        XCTAssertTrue(pump(until: { photo.ran == ["Copy"] }), "ran \(photo.ran)")
        XCTAssertTrue(pump(until: { gtk_widget_has_focus(open.widget) != 0 }), "the focus is back in the view")

        photo.offered = false
        try XKeyboard.press("Menu", inWindowTitled: "Photo card")
        XCTAssertTrue(pump(until: { photo.asked.count == 2 }))
        card.removeInteraction(interaction)
        XCTAssertNil(interaction.view)
        XCTAssertTrue(card.interactions.isEmpty)
        try XKeyboard.press("Menu", inWindowTitled: "Photo card")
        _ = pump(until: { false }, timeout: 0.3)
        XCTAssertEqual(photo.asked.count, 2, "a removed interaction is not asked")
    }
}

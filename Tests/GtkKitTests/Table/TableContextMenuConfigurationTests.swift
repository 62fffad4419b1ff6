import GtkKit
import GtkKitTestSupport
import XCTest

/// A list whose rows' context menus come from UIKit's configuration.
@MainActor
private final class ShoppingListViewController: TableViewController {
    let items = ["Milk", "Eggs", "Tea"]
    private(set) var shared: [String] = []
    private(set) var askedFor: [IndexPath] = []

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(text: items[indexPath.row])
    }

    override func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point)
        -> ContextMenuConfiguration?
    {
        askedFor.append(indexPath)
        let item = items[indexPath.row]
        return ContextMenuConfiguration(identifier: item, previewProvider: nil) { _ in
            Menu(children: [
                Action(title: "Share", image: "send-to-symbolic") { [weak self] _ in self?.shared.append(item) },
                Menu(
                    title: "More",
                    children: [
                        Action(title: "Archive", attributes: .hidden) { _ in },
                        Action(title: "Remove", attributes: .destructive) { _ in },
                    ]),
            ])
        }
    }
}

/// UIKit's `contextMenuConfigurationForRowAt`, as GNOME opens a row's context menu: the Menu
/// key on the focused row shows the configuration's actions in a popover at the row.
final class TableContextMenuConfigurationTests: GtkTestCase {
    @MainActor
    func testTheMenuKeyShowsTheConfigurationsActionsAndOneRunsItsHandler() async throws {
        let list = ShoppingListViewController()
        let window = presentInWindow(list)
        defer { window.close() }
        window.title = "Context menu configuration"
        let eggs = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        eggs.grabFocus()
        try XKeyboard.press("Menu", inWindowTitled: "Context menu configuration")
        XCTAssertTrue(pump(until: { WidgetTree.button(labelled: "Share", under: window.widget) != nil }), "the menu opened")
        XCTAssertEqual(list.askedFor, [IndexPath(row: 1, section: 0)], "asked for the focused row")
        let shown = WidgetTree.visibleLabelTexts(under: window.widget)
        XCTAssertTrue(shown.contains("Remove"), "a submenu's actions in its place: \(shown)")
        XCTAssertFalse(shown.contains("Archive"), "a hidden action is left out")
        XCTAssertFalse(shown.contains("Delete"), "the configuration is the whole menu, as in UIKit")
        let share = try XCTUnwrap(WidgetTree.button(labelled: "Share", under: window.widget) as? Button)
        share.click()
        XCTAssertTrue(pump(until: { list.shared == ["Eggs"] }), "the action's handler ran, for its row")
    }
}

import Foundation
import GtkKit
import GtkKitTestSupport
import SegueCore
import XCTest

@testable import Segue

/// Heroes on a wide window: the hero's page beside the two tabs of heroes, its editors pushed
/// over both, and an editor the user is typing in kept on top when the window widens.
final class HeroesSplitTests: DemoFlowTestCase {
    @MainActor
    private func cell(_ text: String, in table: TableView) throws -> TableViewCell {
        let cells = table.cells.flatMap { $0 }
        return try XCTUnwrap(cells.first { $0.text == text }, "no row “\(text)” in \(cells.map(\.text))")
    }

    @MainActor
    func testBesideTheListAHerosEditorSavesBackIntoItsColumn() async throws {
        let (main, heroes) = try open(.heroes, as: HeroesTabBarController.self)
        let split = try widen(main, showing: heroes, emptyState: "No Hero Selected")
        XCTAssertEqual(main.window.title, "Heroes", "the list's title while both show")
        let list = try XCTUnwrap(heroes.selectedViewController as? HeroListViewController)

        try cell("Velocity", in: list.tableView).activate()
        let hero = try XCTUnwrap(split.viewController(for: .secondary) as? HeroDetailViewController)
        XCTAssertTrue(main.shows(heroes), "nothing pushed: the hero beside the list")
        XCTAssertTrue(pump(until: { hero.view.containsFocus }), "the keyboard in the hero's page")

        _ = try cell("Identity", in: hero.tableView).grabFocus()
        try cell("Identity", in: hero.tableView).activate()
        let editor = try XCTUnwrap(main.navigation.topViewController as? ManagedObjectStringEditor, "the editor over the window")
        XCTAssertTrue(pump(until: { editor.field.bounds.width > 0 }))
        XCTAssertLessThanOrEqual(editor.field.bounds.width, 600, "the field keeps a readable width over a 1000-px window")
        editor.field.text = "Ada Okafor-Reyes"
        editor.chrome.saveCurrentValue()
        XCTAssertTrue(pump(until: { main.navigation.topViewController === split }), "Save goes back to both columns")
        XCTAssertTrue(split.viewController(for: .secondary) === hero, "the same hero's page beside the list")
        XCTAssertTrue(pump(until: { (try? self.cell("Identity", in: hero.tableView).valueText) == "Ada Okafor-Reyes" }))
        XCTAssertTrue(
            pump(until: { (try? self.cell("Identity", in: hero.tableView).containsFocus) == true }),
            "the keyboard back on the edited row beside the list, as after Back on a narrow window")
        XCTAssertEqual(main.window.title, "Heroes")
        main.window.setDefaultSize(width: 480, height: 640)
    }

    @MainActor
    func testAnEditorOpenWhenTheWindowWidensStaysOnTopWithItsText() async throws {
        let (main, heroes) = try open(.heroes, as: HeroesTabBarController.self)
        let list = try XCTUnwrap(heroes.selectedViewController as? HeroListViewController)
        try cell("Velocity", in: list.tableView).activate()
        XCTAssertTrue(pump(until: { main.navigation.topViewController is HeroDetailViewController }), "pushed at 480 px")
        let hero = try XCTUnwrap(main.navigation.topViewController as? HeroDetailViewController)
        try cell("Identity", in: hero.tableView).activate()
        let editor = try XCTUnwrap(main.navigation.topViewController as? ManagedObjectStringEditor)
        editor.field.text = "Typed, not saved"

        main.window.setDefaultSize(width: 1000, height: 700)
        let split = try XCTUnwrap(heroes.splitViewController)
        XCTAssertTrue(pump(until: { !split.isCollapsed }), "the split view expands under the editor")
        XCTAssertTrue(main.navigation.topViewController === editor, "the editor stays on top")
        XCTAssertEqual(editor.field.text, "Typed, not saved", "with what the user typed")
        XCTAssertEqual(main.navigation.viewControllers.count, 3, "list, heroes, editor: the hero's page went to its column")
        XCTAssertTrue(split.viewController(for: .secondary) === hero)

        main.navigation.popViewController(animated: false)
        XCTAssertTrue(pump(until: { main.shows(heroes) && hero.view.isDrawable }), "Back shows the hero beside the list")
        main.window.setDefaultSize(width: 480, height: 640)
    }
}

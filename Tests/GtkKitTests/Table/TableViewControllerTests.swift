import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// A two-section table that records what its delegate hears.
@MainActor
class FruitTable: TableViewController {
    var sections: [(String?, [String])] = [("Fruit", ["Apple", "Banana"]), (nil, ["Cherry"])]
    var selected: [IndexPath] = []
    var accessoryTapped: [IndexPath] = []
    var cellsMade = 0

    override func numberOfSections(in tableView: TableView) -> Int { sections.count }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].1.count }
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].0 }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellsMade += 1
        let cell = TableViewCell(text: sections[indexPath.section].1[indexPath.row])
        cell.accessory = .detailDisclosureButton
        cell.accessoryAccessibleLabel = "Show details for \(cell.text)"
        return cell
    }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    override func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        accessoryTapped.append(indexPath)
    }
}

final class TableViewControllerTests: GtkTestCase {
    @MainActor
    private func show(_ table: TableViewController) -> Window {
        presentInWindow(NavigationController(rootViewController: table))
    }

    @MainActor
    func testSectionsHeadingsAndRowsComeFromTheDataSource() async {
        let table = FruitTable()
        let window = show(table)
        XCTAssertEqual(WidgetTree.visibleLabelTexts(under: table.view.widget), ["Fruit", "Apple", "Banana", "Cherry"])
        XCTAssertTrue(window.isDrawable)
        XCTAssertEqual(table.tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.text, "Cherry")
        XCTAssertEqual(
            table.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.accessibilityLabel, "Banana",
            "a row's accessible name is its title")
        XCTAssertNil(table.tableView.cellForRow(at: IndexPath(row: 5, section: 0)))
    }

    @MainActor
    func testATextWrittenOnTheLabelIsTheRowsNameAsUIKitCodeWritesIt() async throws {
        let cell = TableViewCell()
        cell.textLabel?.text = "Milk" // as in UIKit
        XCTAssertEqual(cell.text, "Milk")
        XCTAssertEqual(cell.accessibilityLabel, "Milk", "a screen reader names the row by what it shows")
        cell.text = "Bread"
        XCTAssertEqual(cell.textLabel?.text, "Bread")
        XCTAssertEqual(cell.accessibilityLabel, "Bread")

        // The subtitle style's second line, as ported code writes it.
        cell.detailTextLabel?.text = "Wholemeal, 800 g"
        XCTAssertEqual(cell.detailText, "Wholemeal, 800 g")
        XCTAssertEqual(cell.accessibleSecondaryText, "Wholemeal, 800 g", "heard with the row")
        XCTAssertEqual(cell.text, "Bread", "the title stays the title")
        cell.detailText = "Rye"
        XCTAssertEqual(cell.detailTextLabel?.text, "Rye", "and the label follows the cell")
        // A reused subtitle cell's title written again over its two lines (a storyboard's
        // subtitle prototype arrives with "Subtitle" already there).
        cell.textLabel?.text = "Sourdough"
        XCTAssertEqual(cell.text, "Sourdough", "a title written while a subtitle shows is taken in")
        XCTAssertEqual(cell.detailText, "Rye", "and the subtitle kept under it")
        cell.detailTextLabel?.text = ""
        XCTAssertNil(cell.detailText, "an empty subtitle is none")

        // UIKit's imageView: a picture at the row's start.
        let picture = try XCTUnwrap(Bitmap(named: "badge", in: .module))
        cell.imageView?.image = picture
        XCTAssertTrue(cell.imageView?.image === picture)
        XCTAssertTrue(cell.contentView.arrangedSubviews.first === cell.imageView, "before the text")
    }

    @MainActor
    func testActivatingARowSelectsItAndTheAccessoryButtonDoesNot() async {
        let table = FruitTable()
        _ = show(table)
        table.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!.activate()
        XCTAssertEqual(table.selected, [IndexPath(row: 1, section: 0)])
        XCTAssertEqual(table.accessoryTapped, [])

        table.tableView.cellForRow(at: IndexPath(row: 0, section: 1))!.accessoryButton!.click()
        XCTAssertEqual(table.accessoryTapped, [IndexPath(row: 0, section: 1)])
        XCTAssertEqual(table.selected, [IndexPath(row: 1, section: 0)], "the accessory must not select the row")
        XCTAssertEqual(
            table.tableView.cellForRow(at: IndexPath(row: 0, section: 1))!.accessoryButton!.accessibilityLabel,
            "Show details for Cherry")
    }

    @MainActor
    func testTheRowsAccessibleActivateActionDoesWhatEnterDoes() async {
        let table = FruitTable()
        _ = show(table)
        let cell = table.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        XCTAssertNotEqual(
            gtk_widget_activate_action_variant(cell.widget, "activate", nil), 0,
            "the row has an installed \"activate\" action")
        XCTAssertEqual(table.selected, [IndexPath(row: 0, section: 0)])
    }

    @MainActor
    func testReloadRowsRebuildsOnlyThoseRows() async throws {
        try skipUnlessWindowsBecomeActive()
        let table = FruitTable()
        _ = show(table)
        let untouched = table.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        let old = table.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!
        XCTAssertTrue(old.grabFocus())
        table.sections[0].1[1] = "Blueberry"
        let before = table.cellsMade
        table.tableView.reloadRows(at: [IndexPath(row: 1, section: 0)])
        XCTAssertEqual(table.cellsMade - before, 1)
        let new = table.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!
        XCTAssertFalse(new === old)
        XCTAssertTrue(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === untouched)
        XCTAssertEqual(new.text, "Blueberry")
        XCTAssertTrue(new.hasFocus, "focus stays on the rebuilt row")
        new.activate()
        XCTAssertEqual(table.selected, [IndexPath(row: 1, section: 0)], "the rebuilt row keeps its index path")
    }
}

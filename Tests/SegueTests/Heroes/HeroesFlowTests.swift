import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import SegueCore
import SegueTestFixtures
import XCTest

@testable import Segue

/// The hero list, its configured detail page and the three editors, through the real main window.
final class HeroesFlowTests: DemoFlowTestCase {
    @MainActor
    private func openHero(
        named name: String, configuration: Data? = nil
    ) throws -> (MainWindowController, HeroesTabBarController, HeroDetailViewController) {
        let services = AppServices(environment: ["XDG_DATA_HOME": dataHome.path, "HOME": dataHome.path])
        services.heroConfigurationOverride = configuration
        let main = MainWindowController(application: nil, services: services)
        main.open(.heroes)
        main.present()
        pump()
        // A split view: the hero list is its primary, the hero's page pushed (the window is narrow).
        let tabs = try XCTUnwrap(main.topPage(as: HeroesTabBarController.self), "\(AlertController.visible.map(\.message))")
        let list = try XCTUnwrap(tabs.selectedViewController as? HeroListViewController)
        let row = try XCTUnwrap(
            (0..<list.tableView.numberOfRows).first { list.tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.text == name })
        try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: row, section: 0))).activate()
        _ = pump(until: { main.navigation.topViewController is HeroDetailViewController })
        let detail = try XCTUnwrap(main.navigation.topViewController as? HeroDetailViewController)
        return (main, tabs, detail)
    }

    @MainActor
    private func row(_ label: String, of detail: HeroDetailViewController) throws -> TableViewCell {
        for section in 0..<detail.tableView.cells.count {
            for cell in detail.tableView.cells[section] where cell.text == label { return cell }
        }
        throw MissingRow(label: label) // a failure, not a skip: the row is what the test is about
    }

    private struct MissingRow: Error, CustomStringConvertible {
        let label: String
        var description: String { "the hero's page has no row “\(label)”" }
    }

    @MainActor
    func testTheListHasTwoSortedTabsAndTheDetailFollowsTheConfiguration() async throws {
        let (main, tabs, detail) = try openHero(named: "Velocity")
        XCTAssertEqual((tabs.viewControllers ?? []).map(\.title), ["By Name", "By Secret Identity"])
        XCTAssertEqual(tabs.placement, .bottom)
        XCTAssertEqual(main.window.title, "Velocity")
        XCTAssertEqual(detail.tableView.cells.map { $0.map(\.text) }, [["Name"], ["Identity", "Birthdate", "Sex"]])
        XCTAssertEqual(try row("Identity", of: detail).valueText, "Ada Okafor")
        XCTAssertEqual(try row("Identity", of: detail).accessibleSecondaryText, "Ada Okafor", "the value is read out with the label")
        XCTAssertEqual(try row("Birthdate", of: detail).valueText, HeroDate(year: 1999, month: 1, day: 31)!.localizedText())
        XCTAssertEqual(try row("Sex", of: detail).valueText, "Female")
        main.navigation.popViewController(animated: false)
        let byIdentity = try XCTUnwrap((tabs.viewControllers ?? [])[1] as? HeroListViewController)
        tabs.select(index: 1)
        let identities = (0..<byIdentity.tableView.numberOfRows).compactMap {
            byIdentity.tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.text
        }
        XCTAssertEqual(identities, identities.sorted { $0.lowercased() < $1.lowercased() })
    }

    @MainActor
    func testEachEditorSavesAndTheValuesSurviveARestart() async throws {
        let (main, _, detail) = try openHero(named: "Iron Lantern")
        XCTAssertEqual(try row("Birthdate", of: detail).valueText, "Not set")

        // String: typed with real keys, Enter saves.
        try row("Identity", of: detail).activate()
        let text = try XCTUnwrap(main.navigation.topViewController as? ManagedObjectStringEditor)
        XCTAssertEqual(main.window.title, "Identity", "the editor's title is the row's label")
        XCTAssertFalse(main.navigation.backButton.isVisible, "Cancel replaces Back")
        XCTAssertTrue(text.field.containsFocus)
        text.field.text = ""
        try XKeyboard.type("Marcus Bell Jr", inWindowTitled: "Identity")
        try XKeyboard.press("Return", inWindowTitled: "Identity")
        XCTAssertTrue(pump(until: { main.navigation.topViewController === detail }), "Enter saves and goes back")
        XCTAssertEqual(try row("Identity", of: detail).valueText, "Marcus Bell Jr")

        // Date: the calendar's day, shown above it in the user's locale, then Save.
        try row("Birthdate", of: detail).activate()
        let date = try XCTUnwrap(main.navigation.topViewController as? ManagedObjectDateEditor)
        date.picker.pickAsUser((1980, 12, 31))
        date.picker.pickAsUser((1980, 2, 29))
        XCTAssertTrue(pump(until: { date.chosenLabel.text == HeroDate(year: 1980, month: 2, day: 29)!.localizedText() }))
        date.chrome.saveButton.click()
        XCTAssertTrue(main.navigation.topViewController === detail)

        // Single selection: choosing moves the check mark; Save keeps it.
        try row("Sex", of: detail).activate()
        let choice = try XCTUnwrap(main.navigation.topViewController as? ManagedObjectSingleSelectionListEditor)
        XCTAssertEqual(choice.optionsTable.cells[0].map(\.text), ["Male", "Female"])
        XCTAssertTrue(choice.optionsTable.cells[0].allSatisfy { $0.accessory == .none }, "nothing chosen yet")
        choice.optionsTable.cells[0][0].activate()
        XCTAssertEqual(choice.optionsTable.cells[0].map(\.accessory), [.checkmark, .none])
        choice.optionsTable.cells[0][1].activate()
        XCTAssertEqual(choice.optionsTable.cells[0].map(\.accessory), [.none, .checkmark], "the check mark moved")
        choice.chrome.saveButton.click()

        main.window.close()
        pump()
        let (_, _, again) = try openHero(named: "Iron Lantern")
        XCTAssertEqual(try row("Identity", of: again).valueText, "Marcus Bell Jr")
        XCTAssertEqual(try row("Birthdate", of: again).valueText, HeroDate(year: 1980, month: 2, day: 29)!.localizedText())
        XCTAssertEqual(try row("Sex", of: again).valueText, "Female")
    }

    /// A 10 MB name another program stored: rows and the title show a bounded first line (laying
    /// it out whole took seconds per page and made the window wider than the screen), the
    /// editor says it is too long, and nothing cuts the stored name.
    @MainActor
    func testAHugeStoredNameIsShownBoundedAndKeptWhole() async throws {
        let huge = String(repeating: "Ω", count: 10_000_000)
        let seeding = AppServices(environment: ["XDG_DATA_HOME": dataHome.path, "HOME": dataHome.path])
        try seeding.store().0.database.execute("UPDATE heroes SET name = ? WHERE name = 'Iron Lantern'", [.text(huge)])
        let bounded = String(repeating: "Ω", count: String.displayLineLimit) + "…"
        let (main, _, detail) = try openHero(named: bounded)
        XCTAssertEqual(main.window.title, bounded)
        pump()
        XCTAssertLessThanOrEqual(gtk_widget_get_width(main.window.widget), 1280, "no wider than the screen")
        try row("Name", of: detail).activate()
        let editor = try XCTUnwrap(main.navigation.topViewController as? ManagedObjectStringEditor)
        XCTAssertFalse(editor.chrome.saveButton.isEnabled, "too long to save as it is")
        editor.chrome.cancelButton.click()
        let stored = try HeroListLogic(repository: HeroRepository(database: main.services.store().0.database))
        XCTAssertTrue(stored.heroes(in: .byName).contains { $0.name == huge }, "the stored name is whole")
    }

    /// An editor's Save the store refuses goes back as a save does, the page shows the kept
    /// value, the bar says it is not saved yet, and Retry writes it.
    @MainActor
    func testARefusedSaveIsKeptOnThePageAndSavedOnRetry() async throws {
        let (main, heroes, detail) = try openHero(named: "Iron Lantern")
        let database = main.services.store().0.database
        try database.execute("PRAGMA query_only = 1")
        try row("Identity", of: detail).activate()
        let editor = try XCTUnwrap(main.navigation.topViewController as? ManagedObjectStringEditor)
        editor.field.text = "Kept Identity"
        editor.chrome.saveCurrentValue()
        XCTAssertTrue(pump(until: { main.navigation.topViewController === detail }), "Save goes back, as after a save")
        XCTAssertEqual(try row("Identity", of: detail).valueText, "Kept Identity")
        XCTAssertTrue(heroes.unsavedEdits.isShowing)
        XCTAssertTrue(AlertController.visible.isEmpty)

        try database.execute("PRAGMA query_only = 0")
        heroes.unsavedEdits.retry()
        XCTAssertFalse(heroes.unsavedEdits.isShowing)
        let stored = try HeroListLogic(repository: HeroRepository(database: database))
        XCTAssertTrue(stored.heroes(in: .byName).contains { $0.secretIdentity == "Kept Identity" })
    }

    @MainActor
    func testCancelEscapeAndAnInvalidNameChangeNothing() async throws {
        let (main, _, detail) = try openHero(named: "Captain Nimbus")
        try row("Name", of: detail).activate()
        let editor = try XCTUnwrap(main.navigation.topViewController as? ManagedObjectStringEditor)
        editor.field.text = ""
        XCTAssertFalse(editor.chrome.saveButton.isEnabled, "Save is dimmed while the name is empty")
        XCTAssertEqual(editor.chrome.messageLabel.text, "A hero needs a name.")
        XCTAssertTrue(editor.chrome.messageLabel.isDrawable, "and the reason is written under the field")
        editor.field.text = "Captain Cumulus"
        XCTAssertTrue(editor.chrome.saveButton.isEnabled)
        try XKeyboard.press("Escape", inWindowTitled: "Name")
        XCTAssertTrue(pump(until: { main.navigation.topViewController === detail }), "Escape goes back")
        XCTAssertEqual(try row("Name", of: detail).valueText, "Captain Nimbus", "and discards")

        try row("Name", of: detail).activate()
        let again = try XCTUnwrap(main.navigation.topViewController as? ManagedObjectStringEditor)
        again.field.text = "Captain Cumulus"
        again.chrome.cancelButton.click()
        XCTAssertEqual(try row("Name", of: detail).valueText, "Captain Nimbus", "Cancel discards")

        try row("Birthdate", of: detail).activate()
        let date = try XCTUnwrap(main.navigation.topViewController as? ManagedObjectDateEditor)
        let future = HeroDate.today()
        date.picker.pickAsUser((future.year + 1, future.month, min(future.day, 28)))
        XCTAssertTrue(pump(until: { !date.chrome.saveButton.isEnabled }), "a birthdate in the future cannot be saved")
        XCTAssertEqual(date.chrome.messageLabel.text, "A birthdate cannot be in the future.")
    }

    @MainActor
    func testAConfigurationWithAnAddedRowShowsAndEditsItWithNoCodeChange() async throws {
        let added = try Data(
            contentsOf: SeedFixtures.repositoryRoot.appendingPathComponent("Tests/Fixtures/hero-detail-favorite-color.json"))
        let (main, _, detail) = try openHero(named: "Velocity", configuration: added)
        let color = try row("Favorite Color", of: detail)
        XCTAssertEqual(color.valueText, "Not set")
        color.activate()
        let editor = try XCTUnwrap(main.navigation.topViewController as? ManagedObjectStringEditor)
        XCTAssertEqual(main.window.title, "Favorite Color")
        editor.field.text = "Teal"
        editor.chrome.saveButton.click()
        XCTAssertEqual(try row("Favorite Color", of: detail).valueText, "Teal")
    }

    /// A row for an attribute no code knows ("motto") shows, edits and persists with a change to
    /// the configuration file only.
    @MainActor
    func testARowForANewStringAttributeNeedsOnlyTheConfiguration() async throws {
        let motto = try Data(contentsOf: SeedFixtures.repositoryRoot.appendingPathComponent("Tests/Fixtures/hero-detail-motto.json"))
        let (main, _, detail) = try openHero(named: "Velocity", configuration: motto)
        XCTAssertEqual(try row("Motto", of: detail).valueText, "Not set")
        try row("Motto", of: detail).activate()
        let editor = try XCTUnwrap(main.navigation.topViewController as? ManagedObjectStringEditor)
        XCTAssertEqual(main.window.title, "Motto")
        editor.field.text = "Faster than yesterday"
        editor.chrome.saveButton.click()
        XCTAssertEqual(try row("Motto", of: detail).valueText, "Faster than yesterday")
        main.window.close()
        pump()
        let (_, _, reopened) = try openHero(named: "Velocity", configuration: motto)
        XCTAssertEqual(try row("Motto", of: reopened).valueText, "Faster than yesterday", "kept in the store")
    }

    @MainActor
    func testEveryConfiguredEditorHasAScreenInTheStoryboard() async throws {
        let storyboard = AppStoryboard.make(services: AppServices(environment: ["XDG_DATA_HOME": dataHome.path]))
        for name in HeroEditorRule.seedEditors.keys {
            XCTAssertTrue(storyboard.segueIdentifiers.contains(HeroEditorRegistry.segueIdentifier(for: name)), name)
        }
        XCTAssertEqual(HeroEditorRegistry.rules, HeroEditorRule.seedEditors, "the editor classes are the seed's, by its class names")
        XCTAssertEqual(
            Set(HeroEditorRegistry.editors.map(\.editorName)),
            ["ManagedObjectStringEditor", "ManagedObjectDateEditor", "ManagedObjectSingleSelectionListEditor"],
            "each editor is found by its class name, as NSClassFromString finds it")
    }

    @MainActor
    func testCtrlNAddsAnUntitledHeroAndOpensIt() async throws {
        let (main, tabs, _) = try openHero(named: "Velocity")
        main.navigation.popViewController(animated: false)
        try XKeyboard.press("ctrl+n", inWindowTitled: "Heroes")
        XCTAssertTrue(pump(until: { main.navigation.topViewController is HeroDetailViewController }))
        XCTAssertEqual(main.window.title, "Untitled Hero")
        XCTAssertEqual(tabs.logic.count, 5)
    }
}

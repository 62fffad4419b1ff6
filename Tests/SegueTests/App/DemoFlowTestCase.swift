import Foundation
import GtkKit
import GtkKitTestSupport
import SegueCore
import XCTest

@testable import Segue

/// A widget test that opens the real main window on one demo, with its own data folder.
class DemoFlowTestCase: GtkTestCase {
    let dataHome = FileManager.default.temporaryDirectory.appendingPathComponent("segue-flow-\(UUID().uuidString)")

    override func tearDown() {
        super.tearDown()
        try? FileManager.default.removeItem(at: dataHome)
        // Closing a window saves its pages for the next launch (GSettings, shared by the tests):
        // no test starts where another left off.
        MainActor.assumeIsolated { Self.forgetSavedPages() }
    }

    @MainActor
    static func forgetSavedPages() {
        let settings = Settings.open(
            schemaID: AppIdentity.applicationID, extraDirectories: AppServices(environment: [:]).uninstalledSchemaDirectories)
        settings?.setString("restoration-state", "")
        // Nor in another test's window size (a wide one shows the demos as split views).
        settings?.setInteger("window-width", 480)
        settings?.setInteger("window-height", 640)
        // Nor with another test's preferences.
        if let settings {
            let preferences = AppPreferences(store: SettingsPreferenceStore(settings: settings))
            preferences.confirmsReset = true
            preferences.tabBarPosition = .bottom
            preferences.countStep = 1
            preferences.thumbnailSize = AppPreferences.defaultThumbnailSize
        }
    }

    /// A connection of its own to the app's store file, as another program (`sqlite3`, another
    /// Segue) or a restart has.
    @MainActor
    func anotherConnection() -> SegueStore {
        SegueStore.open(atOptional: SegueStore.defaultURL(environment: ["XDG_DATA_HOME": dataHome.path])) { _, _ throws(StoreError) in }
    }

    /// The tasks' texts as the store on disk has them now (a fresh connection, as a restart would).
    @MainActor
    func storedTexts() throws -> [String] {
        try TaskRepository(database: anotherConnection().database).all().map(\.text)
    }

    /// A main window as a new launch makes it on the same data and settings, with the pages that
    /// were open when the last one closed.
    @MainActor
    func relaunch() -> MainWindowController {
        let services = AppServices(environment: ["XDG_DATA_HOME": dataHome.path, "HOME": dataHome.path])
        let main = MainWindowController(application: nil, services: services)
        main.restoreLastSession()
        main.present()
        pump()
        return main
    }

    /// A main window opened on `demo` (again on the same data: a restart), and that demo's page.
    @MainActor
    func open<Page: ViewController>(_ demo: Demo, as page: Page.Type) throws -> (MainWindowController, Page) {
        let services = AppServices(environment: ["XDG_DATA_HOME": dataHome.path, "HOME": dataHome.path])
        let main = MainWindowController(application: nil, services: services)
        main.open(demo)
        main.present()
        pump()
        // A demo shown as a split view: its list is the page the tests drive.
        let page = try XCTUnwrap(
            main.topPage(as: Page.self),
            "\(demo) did not open: \(Alert.visible.map { $0.title + ": " + $0.message }) top: \(type(of: main.navigation.topViewController)) count: \(main.navigation.viewControllers.count)"
        )
        return (main, page)
    }
}

extension MainWindowController {
    /// Whether `page` is what the window shows on top: itself, or as the list of the split view on top.
    @MainActor
    func shows(_ page: ViewController) -> Bool {
        let top = navigation.topViewController
        return top === page || (top is SplitViewController && top === page.splitViewController)
    }

    /// The page on top, or the list of the split view on top, if it is a `Page`. A split view
    /// decides at its first layout whether it has room for two columns: it has been laid out
    /// once this returns.
    @MainActor
    func topPage<Page: ViewController>(as page: Page.Type) -> Page? {
        let top = navigation.topViewController
        if let split = top as? SplitViewController {
            _ = MainLoop.run(until: { split.view.bounds.width > 0 && !split.hasPendingTransition }, timeoutMilliseconds: 2000)
        }
        return top as? Page ?? (top as? SplitViewController)?.viewController(for: .primary) as? Page
    }
}

extension GtkTestCase {
    /// Widens the window to the test screen's width (1260 px: the item's column is 900 px) and
    /// opens the first row of `list`, returning the page beside it.
    @MainActor
    func openFirstRowOnAWideWindow<Page: ViewController>(
        _ main: MainWindowController, list: TableViewController, as page: Page.Type
    ) throws -> Page {
        main.window.setDefaultSize(width: 1260, height: 900)
        let split = try XCTUnwrap(list.splitViewController)
        XCTAssertTrue(pump(until: { !split.isCollapsed && split.view.bounds.width > 1200 }))
        try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))).activate()
        return try XCTUnwrap(split.viewController(for: .secondary) as? Page)
    }

    /// Widens the window to 1000 px and returns `list`'s split view once it shows both columns,
    /// `emptyState` in the item's place.
    @MainActor
    func widen(_ main: MainWindowController, showing list: ViewController, emptyState: String) throws -> SplitViewController {
        main.window.setDefaultSize(width: 1000, height: 700)
        let split = try XCTUnwrap(list.splitViewController)
        XCTAssertTrue(pump(until: { !split.isCollapsed && split.view.bounds.width > 900 }))
        XCTAssertTrue(
            pump(until: { WidgetTree.visibleLabelTexts(under: split.view.widget).contains(emptyState) }),
            "before an item is chosen, “\(emptyState)” beside the list")
        return split
    }
}

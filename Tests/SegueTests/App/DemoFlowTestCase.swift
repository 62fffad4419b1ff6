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

    /// Closes the alert on screen with its button, as a user would, and waits until it has gone
    /// (an alert's action dismisses it on the main loop's next turn, as UIKit's does).
    @MainActor
    func closeShownAlert(file: StaticString = #filePath, line: UInt = #line) {
        AlertController.visible.last?.clickButton()
        XCTAssertTrue(pump(until: { AlertController.visible.isEmpty }), "the alert closed", file: file, line: line)
    }

    /// The alert on screen once one is (an alert asked for before its window was shown opens
    /// with the window).
    @MainActor
    func shownAlert(file: StaticString = #filePath, line: UInt = #line) throws -> AlertController {
        XCTAssertTrue(pump(until: { !AlertController.visible.isEmpty }), "an alert opened", file: file, line: line)
        return try XCTUnwrap(AlertController.visible.last, file: file, line: line)
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
            preferences.homepwnerLayout = .list
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
            "\(demo) did not open: \(AlertController.visible.map { "\($0.title ?? ""): \($0.message ?? "")" }) top: \(type(of: main.navigation.topViewController)) count: \(main.navigation.viewControllers.count)"
        )
        return (main, page)
    }
}

import SegueCore
import XCTest

/// A store in a dictionary, holding whatever another program may have written.
@MainActor
private final class DictionaryStore: PreferenceStoring {
    var values: [String: Any] = [:]
    func integer(_ key: String) -> Int? { values[key] as? Int }
    func boolean(_ key: String) -> Bool? { values[key] as? Bool }
    func string(_ key: String) -> String? { values[key] as? String }
    func setInteger(_ key: String, _ value: Int) -> Bool { store(value, key) }
    func setBoolean(_ key: String, _ value: Bool) -> Bool { store(value, key) }
    func setString(_ key: String, _ value: String) -> Bool { store(value, key) }
    private func store(_ value: Any, _ key: String) -> Bool {
        values[key] = value
        return true
    }
}

final class AppPreferencesTests: XCTestCase {
    @MainActor
    func testDefaultsAreTheSeedsBehaviour() async {
        let preferences = AppPreferences(store: DictionaryStore())
        XCTAssertTrue(preferences.confirmsReset)
        XCTAssertEqual(preferences.tabBarPosition, .bottom)
        XCTAssertEqual(preferences.countStep, 1, "the seed counts by one")
        XCTAssertEqual(preferences.thumbnailSize, AppPreferences.defaultThumbnailSize)
        XCTAssertEqual(preferences.homepwnerLayout, .list, "the book's table")
    }

    @MainActor
    func testHomepwnersGridChoiceIsRememberedByTheNextLaunch() async {
        let store = DictionaryStore()
        AppPreferences(store: store).homepwnerLayout = .grid
        XCTAssertEqual(store.values[AppPreferences.Key.homepwnerLayout] as? String, "grid")
        XCTAssertEqual(AppPreferences(store: store).homepwnerLayout, .grid)
        store.values[AppPreferences.Key.homepwnerLayout] = "mosaic"
        XCTAssertEqual(AppPreferences(store: store).homepwnerLayout, .list, "not a layout: the default")
    }

    @MainActor
    func testBadStoredValuesReadAsTheDefaults() async {
        let store = DictionaryStore()
        store.values = [
            AppPreferences.Key.countStep: 99, AppPreferences.Key.thumbnailSize: "large",
            AppPreferences.Key.tabBarPosition: "sideways", AppPreferences.Key.confirmsReset: 1,
        ]
        let preferences = AppPreferences(store: store)
        XCTAssertEqual(preferences.countStep, 1, "out of range")
        XCTAssertEqual(preferences.thumbnailSize, AppPreferences.defaultThumbnailSize, "wrong type")
        XCTAssertEqual(preferences.tabBarPosition, .bottom, "not a position")
        XCTAssertTrue(preferences.confirmsReset, "wrong type")
        store.values[AppPreferences.Key.countStep] = -5
        XCTAssertEqual(preferences.countStep, 1)
    }

    @MainActor
    func testChangesAreKeptClampedAndToldWhileTheObserverLives() async {
        let store = DictionaryStore()
        let preferences = AppPreferences(store: store)
        var heard: [String] = []
        var owner: NSObject? = NSObject()
        preferences.observe(owner: owner!) { heard.append($0) }
        preferences.countStep = 12
        XCTAssertEqual(preferences.countStep, 10, "kept within 1–10")
        XCTAssertEqual(store.values[AppPreferences.Key.countStep] as? Int, 10)
        preferences.tabBarPosition = .top
        XCTAssertEqual(store.values[AppPreferences.Key.tabBarPosition] as? String, "top")
        XCTAssertEqual(heard, [AppPreferences.Key.countStep, AppPreferences.Key.tabBarPosition])
        owner = nil
        preferences.confirmsReset = false
        XCTAssertEqual(heard.count, 2, "an observer gone is not told")
        XCTAssertFalse(AppPreferences(store: store).confirmsReset, "read back by the next launch")
    }

    @MainActor
    func testWithoutAStoreTheyLastTheRun() async {
        let preferences = AppPreferences(store: nil)
        preferences.thumbnailSize = 80
        XCTAssertEqual(preferences.thumbnailSize, 80)
    }
}

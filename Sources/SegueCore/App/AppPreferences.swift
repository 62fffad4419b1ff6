/// Segue's preferences: what the Preferences window sets, kept in a ``PreferenceStoring`` and
/// read by the demos at once. A stored value of the wrong type or out of range reads as the
/// default: a preference never stops the app or asks anything of the user.
@MainActor
public final class AppPreferences {
    /// Where the tab bar of the Counting Tabs demo is.
    public enum TabBarPosition: String, CaseIterable, Sendable {
        /// At the bottom, where the seed's iOS tab bar is (the default).
        case bottom
        /// At the top, under the header bar, as GNOME's view switchers usually are.
        case top
    }

    /// How Homepwner shows its items.
    public enum ItemLayout: String, CaseIterable, Sendable {
        /// A list of rows, as the book's table (the default).
        case list
        /// A grid of pictures, each with its item's name and value.
        case grid
    }

    /// The stored keys (the GSettings schema's names).
    public enum Key {
        /// Whether Reset asks before zeroing the counts.
        public static let confirmsReset = "confirm-reset"
        /// ``TabBarPosition``'s raw value.
        public static let tabBarPosition = "tab-bar-position"
        /// How much one Count press adds.
        public static let countStep = "count-step"
        /// The side of Homepwner's thumbnails, in pixels.
        public static let thumbnailSize = "thumbnail-size"
        /// ``ItemLayout``'s raw value: Homepwner's last "View as Grid / List" choice.
        public static let homepwnerLayout = "homepwner-layout"
    }

    /// What Count adds: 1 (the seed's, the default) to 10.
    public static let countStepRange = 1...10
    /// Homepwner's thumbnail side in pixels: up to the 80 × 80 its thumbnail files hold.
    public static let thumbnailSizeRange = 32...80
    /// The thumbnail side before one is chosen: the size Homepwner's rows were made for.
    public static let defaultThumbnailSize = 40

    /// One party told of changes, while it lives.
    private struct Observer {
        weak var owner: AnyObject?
        let change: @MainActor (String) -> Void
    }

    private let store: PreferenceStoring?
    private var observers: [Observer] = []
    /// The values for a run without a store (no schema installed): kept until the app quits.
    private var confirmsResetInMemory = true
    private var tabBarPositionInMemory = TabBarPosition.bottom
    private var countStepInMemory = 1
    private var thumbnailSizeInMemory = defaultThumbnailSize
    private var homepwnerLayoutInMemory = ItemLayout.list

    /// Preferences kept in `store`; nil keeps them for this run only.
    public init(store: PreferenceStoring?) {
        self.store = store
    }

    /// Whether Reset asks first (true by default: Segue always asked).
    public var confirmsReset: Bool {
        get { store.map { $0.boolean(Key.confirmsReset) ?? true } ?? confirmsResetInMemory }
        set {
            confirmsResetInMemory = newValue
            _ = store?.setBoolean(Key.confirmsReset, newValue)
            changed(Key.confirmsReset)
        }
    }

    /// Where the counting tabs are.
    public var tabBarPosition: TabBarPosition {
        get { store.map { $0.string(Key.tabBarPosition).flatMap(TabBarPosition.init(rawValue:)) ?? .bottom } ?? tabBarPositionInMemory }
        set {
            tabBarPositionInMemory = newValue
            _ = store?.setString(Key.tabBarPosition, newValue.rawValue)
            changed(Key.tabBarPosition)
        }
    }

    /// What one Count press adds.
    public var countStep: Int {
        get { store.map { Self.valid($0.integer(Key.countStep), in: Self.countStepRange, otherwise: 1) } ?? countStepInMemory }
        set {
            countStepInMemory = newValue.clamped(to: Self.countStepRange)
            _ = store?.setInteger(Key.countStep, countStepInMemory)
            changed(Key.countStep)
        }
    }

    /// The side of Homepwner's thumbnails.
    public var thumbnailSize: Int {
        get {
            store.map { Self.valid($0.integer(Key.thumbnailSize), in: Self.thumbnailSizeRange, otherwise: Self.defaultThumbnailSize) }
                ?? thumbnailSizeInMemory
        }
        set {
            thumbnailSizeInMemory = newValue.clamped(to: Self.thumbnailSizeRange)
            _ = store?.setInteger(Key.thumbnailSize, thumbnailSizeInMemory)
            changed(Key.thumbnailSize)
        }
    }

    /// Whether Homepwner shows a list or a grid: the user's last choice, kept across runs.
    public var homepwnerLayout: ItemLayout {
        get { store.map { $0.string(Key.homepwnerLayout).flatMap(ItemLayout.init(rawValue:)) ?? .list } ?? homepwnerLayoutInMemory }
        set {
            homepwnerLayoutInMemory = newValue
            _ = store?.setString(Key.homepwnerLayout, newValue.rawValue)
            changed(Key.homepwnerLayout)
        }
    }

    /// Calls `change` with the key after every change, for as long as `owner` lives.
    public func observe(owner: AnyObject, _ change: @escaping @MainActor (String) -> Void) {
        observers.append(Observer(owner: owner, change: change))
    }

    private func changed(_ key: String) {
        observers.removeAll { $0.owner == nil }
        for observer in observers { observer.change(key) }
    }

    private static func valid(_ value: Int?, in range: ClosedRange<Int>, otherwise fallback: Int) -> Int {
        guard let value, range.contains(value) else { return fallback }
        return value
    }
}

extension Int {
    /// The number kept within `range`.
    fileprivate func clamped(to range: ClosedRange<Int>) -> Int { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}

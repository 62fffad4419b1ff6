/// The Counting tab bar's state: the seed's `CountingTabBarController` properties `firstCount`,
/// `secondCount`, `thirdCount`, plus each tab's badge, persisted in the store.
@MainActor
public final class CountingLogic {
    /// How many times each scene's Count was pressed.
    public private(set) var counts: [CountingScene: Int] = [:]
    /// Each scene's badge text (nil: no badge).
    public private(set) var badges: [CountingScene: String] = [:]
    private let repository: CountingRepository

    /// Loads the counts from `repository`.
    public init(repository: CountingRepository) throws(StoreError) {
        self.repository = repository
        for (scene, value) in try repository.all() {
            counts[scene] = value.count
            badges[scene] = value.badge
        }
    }

    /// The seed's `firstCount`.
    public var firstCount: Int { counts[.first] ?? 0 }
    /// The seed's `secondCount`.
    public var secondCount: Int { counts[.second] ?? 0 }
    /// The seed's `thirdCount`.
    public var thirdCount: Int { counts[.third] ?? 0 }

    /// The screen title.
    public var title: String { localized("Counting Tabs") }

    /// What every scene's label shows: the seed's `First: %d\nSecond: %d\nThird: %d`
    /// (numbered here, as every format in Segue is, so translations may reorder them).
    public var labelText: String {
        localized(format: "First: %1$@\nSecond: %2$@\nThird: %3$@", String(firstCount), String(secondCount), String(thirdCount))
    }

    /// Count pressed in `scene`: its counter and its badge go up by one, saved at once.
    public func count(_ scene: CountingScene) throws(StoreError) {
        let count = (counts[scene] ?? 0) + 1
        let badge = CountingBadge.incremented(badges[scene])
        try repository.save(scene, count: count, badge: badge)
        counts[scene] = count
        badges[scene] = badge
    }

    /// Every count and badge as they are now: what an undo puts back.
    public struct Snapshot: Equatable, Sendable {
        /// The counts.
        public let counts: [CountingScene: Int]
        /// The badges.
        public let badges: [CountingScene: String]
    }

    /// The counts and badges now.
    public var snapshot: Snapshot { Snapshot(counts: counts, badges: badges) }

    /// Puts every count and badge back as `snapshot` has them (undo and redo), saved at once in
    /// one transaction.
    public func restore(_ snapshot: Snapshot) throws(StoreError) {
        try repository.database.transaction { () throws(StoreError) in
            for scene in CountingScene.allCases {
                try repository.save(scene, count: snapshot.counts[scene] ?? 0, badge: snapshot.badges[scene])
            }
        }
        counts = snapshot.counts
        badges = snapshot.badges
    }

    /// Clears every count and badge.
    public func reset() throws(StoreError) {
        try repository.reset()
        counts = [:]
        badges = [:]
    }
}

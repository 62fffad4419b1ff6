/// The Counting tab bar's state: the seed's `CountingTabBarController` properties `firstCount`,
/// `secondCount`, `thirdCount`, plus each tab's badge, persisted in the store. A count (or an
/// undo of one) the store refuses is kept and written later (``UnsavedEditsKeeping``).
@MainActor
public final class CountingLogic: UnsavedEditsKeeping {
    /// How many times each scene's Count was pressed.
    public private(set) var counts: [CountingScene: Int] = [:]
    /// Each scene's badge text (nil: no badge).
    public private(set) var badges: [CountingScene: String] = [:]
    private let repository: CountingRepository
    /// Whether another program (another Segue) wrote the store since the counts were read.
    private var watch: StoreChangeWatch
    /// Scenes whose count the store has not taken yet.
    public private(set) var unsavedScenes: Set<CountingScene> = []

    /// Whether some count is only in memory.
    public var hasUnsavedEdits: Bool { !unsavedScenes.isEmpty }

    /// Loads the counts from `repository`.
    public init(repository: CountingRepository) throws(StoreError) {
        self.repository = repository
        watch = try StoreChangeWatch(database: repository.database)
        try read()
    }

    private func read() throws(StoreError) {
        let stored = try repository.all()
        for scene in CountingScene.allCases where !unsavedScenes.contains(scene) {
            counts[scene] = stored[scene]?.count
            badges[scene] = stored[scene]?.badge
        }
    }

    /// Catches up with counts another program (another Segue) stored: read again, except those
    /// kept unsaved here; returns whether anything had changed (one pragma when nothing did).
    @discardableResult
    public func followStore() throws(StoreError) -> Bool {
        guard try watch.changedElsewhere() else { return false }
        try read()
        return true
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
    public var labelText: String { Self.labelText(first: firstCount, second: secondCount, third: thirdCount) }

    /// The label for these three counts (what a scene's `updateCounts` writes).
    public static func labelText(first: Int, second: Int, third: Int) -> String {
        localized(format: "First: %1$@\nSecond: %2$@\nThird: %3$@", String(first), String(second), String(third))
    }

    /// Count pressed in `scene`: its counter and its badge go up by one, saved at once. A count
    /// the store refuses is kept (shown) and thrown; ``saveUnsavedEdits()`` writes it later.
    @discardableResult
    public func count(_ scene: CountingScene) throws(StoreError) -> Bool {
        try count(scene, badge: CountingBadge.incremented(badges[scene]))
    }

    /// What one Count press adds: 1, as the seed counts, unless the user's preferences say more
    /// (the badge still counts presses).
    public var step = 1

    /// Count pressed in `scene`, whose tab item now shows `badge` (the scene works its badge out
    /// itself, as the seed's `updateBadge` does): the counter goes up by ``step``, and both are
    /// saved.
    ///
    /// Counts are stored whole, so the press first takes in another Segue's counts: its presses
    /// are never written over. If that Segue counted this scene too, the badge the scene worked
    /// out from what it showed is one press behind: it is worked out again from the stored one.
    /// Returns whether the counts changed elsewhere (the scenes then show them again).
    @discardableResult
    public func count(_ scene: CountingScene, badge: String) throws(StoreError) -> Bool {
        let shown = badges[scene]
        let followed = (try? followStore()) == true
        let badge = followed && badges[scene] != shown ? CountingBadge.incremented(badges[scene]) : badge
        let count = counts[scene] ?? 0
        // A stored count near Int.max (another program's) stops there, never traps.
        counts[scene] = count > Int.max - step ? Int.max : count + step
        badges[scene] = badge
        try save([scene])
        return followed
    }

    private func save(_ scenes: Set<CountingScene>) throws(StoreError) {
        unsavedScenes.formUnion(scenes)
        try repository.database.transaction { () throws(StoreError) in
            for scene in CountingScene.allCases where unsavedScenes.contains(scene) {
                try repository.save(scene, count: counts[scene] ?? 0, badge: badges[scene])
            }
        }
        unsavedScenes = []
    }

    /// Writes every count the store did not take before; returns whether all are saved now.
    @discardableResult
    public func saveUnsavedEdits() throws(StoreError) -> Bool {
        try save([])
        return true
    }

    /// Keeps `count` and `badge` as `scene`'s unsaved count (taken back from an earlier run).
    func keepTakenBack(_ scene: CountingScene, count: Int, badge: String?) {
        counts[scene] = count
        badges[scene] = badge
        unsavedScenes.insert(scene)
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
    /// one transaction; kept and thrown, like a count, if the store refuses.
    public func restore(_ snapshot: Snapshot) throws(StoreError) {
        counts = snapshot.counts
        badges = snapshot.badges
        try save(Set(CountingScene.allCases))
    }

    /// Clears every count and badge (and any count kept unsaved). Refused, it changes nothing.
    public func reset() throws(StoreError) {
        try repository.reset()
        counts = [:]
        badges = [:]
        unsavedScenes = []
    }
}

import SegueCore

/// What a Counting scene needs of its tab bar controller: the three counters that live there (the
/// seed's `firstCount`, `secondCount`, `thirdCount` on `CountingTabBarController`). A scene
/// reaches them through `tabBarController` as this protocol, so it never names the concrete
/// class, where the seed casts `parentViewController` to it.
@MainActor
protocol CountHolding: AnyObject {
    /// The seed's `firstCount`.
    var firstCount: Int { get }
    /// The seed's `secondCount`.
    var secondCount: Int { get }
    /// The seed's `thirdCount`.
    var thirdCount: Int { get }
    /// The seed's `firstCount++` (and friends): `scene`'s counter goes up by one; `badge` is what
    /// the scene's tab item shows now, kept with the count so both survive a restart.
    func incrementCount(of scene: CountingScene, badge: String)
    /// The badge kept for `scene` (after a restart, an undo or Reset).
    func storedBadge(of scene: CountingScene) -> String?
}

import GtkKit

/// Looks, while a list page shows, whether another program (another Segue, `sqlite3`) changed
/// the store: when the page appears and every second after, until it disappears. The look is the
/// page's own (`follow`); in every list it costs one pragma when nothing changed.
@MainActor
final class StoreFollower {
    /// How often a showing list looks.
    static let intervalMilliseconds = 1000
    private var timer: MainLoop.Timer?
    private let follow: @MainActor () -> Void

    init(_ follow: @escaping @MainActor () -> Void) { self.follow = follow }

    /// Looks now, then every second.
    func start() {
        timer = MainLoop.after(milliseconds: Self.intervalMilliseconds) { [weak self] in self?.start() }
        follow()
    }

    /// Stops looking (the page went).
    func stop() { timer = nil }
}

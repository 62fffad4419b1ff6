/// The moments an owner changes something itself — switches its own tab, pops its own page — so
/// the handlers of that change can tell it from the user's. They nest. A class, so the owner keeps
/// it as a constant and its handlers read it while the change runs.
@MainActor
final class OwnChange {
    private var depth = 0

    /// Whether the owner is changing it now.
    var isHappening: Bool { depth > 0 }

    /// Runs `body` as the owner's own change.
    func during<Result>(_ body: () throws -> Result) rethrows -> Result {
        depth += 1
        defer { depth -= 1 }
        return try body()
    }
}

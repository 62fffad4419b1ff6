/// The wrapper of an object whose signals an owner watches (a frame clock, an adjustment), kept
/// while it watches: the handlers live as long as the wrapper. A class, so its owner keeps it as a
/// constant and starts watching through it.
@MainActor
final class KeptWatch {
    private var object: Object?

    /// Whether an object is watched.
    var isWatching: Bool { object != nil }

    /// Keeps `object`, whose handlers the owner has connected, in place of any earlier one.
    func keep(_ object: Object) { self.object = object }
}

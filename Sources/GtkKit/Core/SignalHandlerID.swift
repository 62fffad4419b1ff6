internal import CGtk

/// A signal handler's id, for a handler that disconnects itself (one that should run once).
@MainActor
final class SignalHandlerID {
    var value: gulong = 0
}

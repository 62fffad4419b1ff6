package import CGtk

/// A Swift wrapper that owns exactly one reference to a GObject.
///
/// Ownership is decided once, at construction, by `Ownership`: a floating reference (every new
/// widget) is sunk and becomes the wrapper's; a full reference is adopted; a borrowed pointer gets a
/// reference of its own. `deinit` balances it with one `g_object_unref`. Signal handlers connected
/// through the wrapper are disconnected in `deinit`, which releases their boxed closures.
///
/// The wrapper can be found again from the C instance with `wrapper(of:)` (package access) while it is
/// alive. The back-pointer is stored unretained in qdata, so it keeps neither side alive; `deinit`
/// clears it before dropping the reference.
///
/// `open` only because ``View`` is; its initialiser is internal to GtkKit (public only as SPI):
/// apps subclass ``View``, ``TableViewCell`` and ``ViewController``, never `Object` itself.
@MainActor
open class Object {
    /// How a C pointer handed to ``init(_:ownership:)`` is owned.
    @_spi(GtkKitInternals) public enum Ownership: Sendable {
        /// A constructor's result: a floating reference is sunk, a full one adopted.
        case full
        /// Borrowed (transfer none): the wrapper takes a reference of its own.
        case none
    }

    /// The wrapped instance; valid for the wrapper's whole life. Package access, like every C
    /// accessor below: apps use GtkKit's Swift API, GtkKit and its tests reach GTK through these.
    package let gobject: UnsafeMutablePointer<GObject>

    /// Handler ids connected through this wrapper, on its own instance.
    var handlerIDs = ConnectedHandlers()

    private static let wrapperQuark = g_quark_from_string("segue-gtkkit-wrapper")

    /// Wraps `pointer`, taking one reference according to `ownership`. Public only as SPI,
    /// hidden from apps: with a designated initialiser they cannot see, Swift would not let a
    /// ``View`` subclass that overrides `init(frame:)` inherit `init()`, as UIKit's do.
    @_spi(GtkKitInternals) public init(_ pointer: UnsafeMutableRawPointer, ownership: Ownership) {
        gobject = pointer.assumingMemoryBound(to: GObject.self)
        switch ownership {
        case .full:
            if Bool(gboolean: g_object_is_floating(gobject)) { g_object_ref_sink(gobject) }
        case .none:
            g_object_ref(gobject)
        }
        // The first wrapper of an instance is the one `wrapper(of:)` finds; a later one (a
        // watcher made to connect a signal on a window another wrapper owns) only borrows it.
        if g_object_get_qdata(gobject, Self.wrapperQuark) == nil {
            g_object_set_qdata(gobject, Self.wrapperQuark, Unmanaged.passUnretained(self).toOpaque())
        }
    }

    isolated deinit {
        for id in handlerIDs.ids where Bool(gboolean: g_signal_handler_is_connected(gobject, id)) {
            g_signal_handler_disconnect(gobject, id)
        }
        if g_object_get_qdata(gobject, Self.wrapperQuark) == Unmanaged.passUnretained(self).toOpaque() {
            g_object_set_qdata(gobject, Self.wrapperQuark, nil)
        }
        g_object_unref(gobject)
    }

    /// The live wrapper of `pointer`, if one exists.
    package static func wrapper(of pointer: UnsafeMutableRawPointer?) -> Object? {
        guard let pointer else { return nil }
        let instance = pointer.assumingMemoryBound(to: GObject.self)
        guard let raw = g_object_get_qdata(instance, wrapperQuark) else { return nil }
        return Unmanaged<Object>.fromOpaque(raw).takeUnretainedValue()
    }

    /// The instance as an untyped pointer, for C calls that take `gpointer`.
    package var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(gobject) }

    /// The instance as a pointer to `T`, for typed C calls.
    package func pointer<T>(as type: T.Type = T.self) -> UnsafeMutablePointer<T> {
        raw.assumingMemoryBound(to: T.self)
    }

    /// The instance as an `OpaquePointer`, for C types Swift imports opaquely (final GTK classes).
    package var opaque: OpaquePointer { OpaquePointer(raw) }

    /// The number of signal handlers this wrapper currently holds; tests use it to prove release.
    package var connectedHandlerCount: Int {
        handlerIDs.ids.filter { Bool(gboolean: g_signal_handler_is_connected(gobject, $0)) }.count
    }
}

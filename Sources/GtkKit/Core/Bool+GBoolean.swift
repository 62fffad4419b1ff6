package import CGtk

/// GLib's `gboolean` is an `Int32` (any non-zero value is true): the one conversion each way.
extension Bool {
    /// A C `gboolean` as a Swift `Bool`.
    package init(gboolean value: gboolean) {
        self = value != 0
    }

    /// This value as a C `gboolean` (1 or 0).
    package var gboolean: gboolean { self ? 1 : 0 }
}

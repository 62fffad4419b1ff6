internal import CGtk

/// GTK constructors import as `OpaquePointer` (final classes) or typed pointers (derivable ones);
/// these two overloads turn either into the untyped pointer ``Object`` wraps. GTK constructors
/// never return NULL, so a nil here is a GTK bug worth stopping on.
@MainActor
func untyped(_ pointer: OpaquePointer?) -> UnsafeMutableRawPointer {
    guard let pointer else { fatalError("GtkKit: a GTK constructor returned NULL") }
    return UnsafeMutableRawPointer(pointer)
}

/// See ``untyped(_:)-OpaquePointer``.
@MainActor
func untyped<T>(_ pointer: UnsafeMutablePointer<T>?) -> UnsafeMutableRawPointer {
    guard let pointer else { fatalError("GtkKit: a GTK constructor returned NULL") }
    return UnsafeMutableRawPointer(pointer)
}

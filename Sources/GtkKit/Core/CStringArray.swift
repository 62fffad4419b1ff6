internal import CGtk

/// Calls `body` with a NULL-terminated array of C strings copied from `strings`, valid only during
/// the call (GTK copies what it keeps: accelerator lists, credit sections, argument vectors).
@MainActor
func withCStringArray<Result>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Result) -> Result {
    var pointers: [UnsafePointer<CChar>?] = strings.map { UnsafePointer(strdup($0)) } + [nil]
    defer { for pointer in pointers { free(UnsafeMutablePointer(mutating: pointer)) } }
    return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}

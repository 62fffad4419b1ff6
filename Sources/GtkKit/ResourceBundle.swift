import CGtk

/// Compiled GResource bundles (`glib-compile-resources`), registered for the whole process so
/// CSS, UI files and icons can be loaded by resource path.
@MainActor
public enum ResourceBundle {
    /// Loads and registers the bundle at `path`; false (and nothing registered) if it cannot be read.
    public static func register(path: String) -> Bool {
        var error: UnsafeMutablePointer<GError>?
        guard let resource = g_resource_load(path, &error) else {
            g_clear_error(&error)
            return false
        }
        g_resources_register(resource) // the registry keeps its own reference
        g_resource_unref(resource)
        return true
    }
}

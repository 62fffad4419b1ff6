internal import CGtk
import FoundationEssentials

/// Compiled GResource bundles (`glib-compile-resources`), registered for the whole process so
/// CSS, UI files and icons can be loaded by resource path.
@MainActor
public enum ResourceBundle {
    /// The bundles registered here, in order (each holding a reference): where an app's files
    /// are looked for by name (``Storyboard/init(name:bundle:)`` and xibs with no bundle).
    private static var registered: [OpaquePointer] = []

    /// Loads and registers the bundle at `path`; false (and nothing registered) if it cannot be read.
    public static func register(path: String) -> Bool {
        var error: UnsafeMutablePointer<GError>?
        guard let resource = g_resource_load(path, &error) else {
            g_clear_error(&error)
            return false
        }
        g_resources_register(resource) // the registry keeps its own reference
        registered.append(resource) // and so does this list, which keeps this one
        return true
    }

    /// Registers a bundle held in memory (compiled into the program, say); false (and nothing
    /// registered) if `data` is no GResource bundle. GLib keeps its own copy of the bytes.
    public static func register(data: Data) -> Bool {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let resource = g_resource_new_from_data(bytes, &error) else {
            g_clear_error(&error)
            return false
        }
        g_resources_register(resource)
        registered.append(resource)
        return true
    }

    /// The bytes of the file at `path` in the registered bundles (`/io/github/…/file.json`),
    /// or nil when no bundle has it.
    public static func data(atPath path: String) -> Data? {
        guard let bytes = g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil) else { return nil }
        defer { g_bytes_unref(bytes) }
        return Data(copying: bytes)
    }

    /// The path of the file named `name` in the bundles registered here, at any depth, the
    /// shallowest first (the first bundle's at a tie); nil when none has one.
    static func find(named name: String) -> String? {
        var folders = ["/"]
        while !folders.isEmpty {
            var deeper: [String] = []
            for folder in folders {
                for resource in registered {
                    guard let children = g_resource_enumerate_children(resource, folder, G_RESOURCE_LOOKUP_FLAGS_NONE, nil) else {
                        continue
                    }
                    defer { g_strfreev(children) }
                    var index = 0
                    while let child = children[index] {
                        let childName = String(cString: child)
                        if childName == name { return folder + childName }
                        if childName.hasSuffix("/"), !deeper.contains(folder + childName) { deeper.append(folder + childName) }
                        index += 1
                    }
                }
            }
            folders = deeper.sorted()
        }
        return nil
    }
}

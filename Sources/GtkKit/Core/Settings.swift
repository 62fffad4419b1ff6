internal import CGtk

/// A `GSettings` object for one schema, found among the installed schemas or in extra folders of
/// compiled schemas (an uninstalled build). Opening never aborts: GLib does when a schema is
/// missing, so ``open(schemaID:extraDirectories:)`` looks first and returns nil instead.
@MainActor
public final class Settings: Object {
    /// The settings for `schemaID`, or nil when no installed or extra schema defines it.
    public static func open(schemaID: String, extraDirectories: [String] = []) -> Settings? {
        let defaultSource = g_settings_schema_source_get_default()
        var schema = defaultSource.flatMap { g_settings_schema_source_lookup($0, schemaID, 1) }
        for directory in extraDirectories where schema == nil {
            guard let source = g_settings_schema_source_new_from_directory(directory, defaultSource, 0, nil) else { continue }
            schema = g_settings_schema_source_lookup(source, schemaID, 0)
            g_settings_schema_source_unref(source)
        }
        guard let schema else { return nil }
        defer { g_settings_schema_unref(schema) }
        let settings = Settings(untyped(g_settings_new_full(schema, nil, nil)), ownership: .full)
        if let list = g_settings_schema_list_keys(schema) {
            var index = 0
            while let key = list[index] {
                settings.keys.insert(String(cString: key))
                index += 1
            }
            g_strfreev(list)
        }
        return settings
    }

    /// Why changes will not outlast the process, in words, or nil when they will. GLib takes
    /// every write and keeps it in memory without a word when it has no backend to save with
    /// (GLib's memory backend), or when dconf has no D-Bus session bus to reach its writer; an app
    /// says so once rather than lose the user's window size and place silently. (UIKit's
    /// `UserDefaults` always saves; on the desktop this can happen, so it is asked.)
    public var persistenceProblem: String? {
        switch String(cString: gtkkit_settings_backend_name(pointer())) {
        case "GMemorySettingsBackend":
            return gettextString("no settings store is installed (GLib keeps settings in memory only)")
        case "DConfSettingsBackend":
            var error: UnsafeMutablePointer<GError>?
            guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
                g_clear_error(&error)
                return gettextString("there is no D-Bus session bus to reach the settings store")
            }
            g_object_unref(UnsafeMutableRawPointer(bus))
            return nil
        default:
            return nil
        }
    }

    /// The keys the schema defines. A schema from an older or newer install may lack a key this
    /// version reads, and GLib aborts the process on an unknown key: every read and write checks.
    private var keys: Set<String> = []

    /// An integer key's value, or nil when the schema has no such key.
    public func integer(_ key: String) -> Int? {
        keys.contains(key) ? Int(g_settings_get_int(pointer(), key)) : nil
    }

    /// Sets an integer key (false if the schema has no such key, or the value is out of its range
    /// or of a 32-bit integer's).
    @discardableResult
    public func setInteger(_ key: String, _ value: Int) -> Bool {
        guard keys.contains(key), let value = Int32(exactly: value) else { return false }
        return Bool(gboolean: g_settings_set_int(pointer(), key, value))
    }

    /// A boolean key's value, or nil when the schema has no such key.
    public func boolean(_ key: String) -> Bool? {
        keys.contains(key) ? Bool(gboolean: g_settings_get_boolean(pointer(), key)) : nil
    }

    /// Sets a boolean key (false if the schema has no such key).
    @discardableResult
    public func setBoolean(_ key: String, _ value: Bool) -> Bool {
        guard keys.contains(key) else { return false }
        return Bool(gboolean: g_settings_set_boolean(pointer(), key, value.gboolean))
    }

    /// A string key's value, or nil when the schema has no such key.
    public func string(_ key: String) -> String? {
        guard keys.contains(key), let value = g_settings_get_string(pointer(), key) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// Sets a string key (false if the schema has no such key).
    @discardableResult
    public func setString(_ key: String, _ value: String) -> Bool {
        guard keys.contains(key) else { return false }
        return Bool(gboolean: g_settings_set_string(pointer(), key, value))
    }
}

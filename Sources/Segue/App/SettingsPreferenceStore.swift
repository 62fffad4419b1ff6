import GtkKit
import SegueCore

/// The app's GSettings as SegueCore's preference store. GSettings itself reads a stored value
/// of the wrong type, out of its range or not among its choices as the key's default.
@MainActor
final class SettingsPreferenceStore: PreferenceStoring {
    private let settings: Settings

    init(settings: Settings) { self.settings = settings }

    func integer(_ key: String) -> Int? { settings.integer(key) }
    func boolean(_ key: String) -> Bool? { settings.boolean(key) }
    func string(_ key: String) -> String? { settings.string(key) }
    func setInteger(_ key: String, _ value: Int) -> Bool { settings.setInteger(key, value) }
    func setBoolean(_ key: String, _ value: Bool) -> Bool { settings.setBoolean(key, value) }
    func setString(_ key: String, _ value: String) -> Bool { settings.setString(key, value) }
}

/// Where preferences are kept (GSettings in the app, a dictionary in tests): typed reads that
/// are nil for a key the store lacks or holds with another type, and writes that say whether
/// they were kept.
@MainActor
public protocol PreferenceStoring: AnyObject {
    /// The integer at `key`, or nil.
    func integer(_ key: String) -> Int?
    /// The Boolean at `key`, or nil.
    func boolean(_ key: String) -> Bool?
    /// The string at `key`, or nil.
    func string(_ key: String) -> String?
    /// Keeps an integer; false when the store refuses it.
    func setInteger(_ key: String, _ value: Int) -> Bool
    /// Keeps a Boolean; false when the store refuses it.
    func setBoolean(_ key: String, _ value: Bool) -> Bool
    /// Keeps a string; false when the store refuses it.
    func setString(_ key: String, _ value: String) -> Bool
}

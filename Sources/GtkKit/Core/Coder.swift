import FoundationEssentials

/// Values by key, UIKit's `NSCoder`: what a controller saves to come back as it was at the next
/// launch (`encodeRestorableState(with:)`), and what a view or controller made from a coder
/// (`init?(coder:)`) is handed. Strings, integers, booleans and nested coders.
///
/// Only plain values, so an archive from another version or a damaged one can never make the app
/// do more than ignore it: every decode has a default, and ``NavigationController`` checks the
/// archive's version before using any of it.
@MainActor
public final class Coder {
    /// A value a coder holds.
    enum Value: Codable, Equatable, Sendable {
        case string(String)
        case integer(Int)
        case boolean(Bool)
        case nested([String: Value])
    }

    private(set) var values: [String: Value]

    /// An empty coder.
    public init() { values = [:] }

    init(values: [String: Value]) { self.values = values }

    /// Saves `value` for `key`.
    public func encode(_ value: String, forKey key: String) { values[key] = .string(value) }
    /// Saves `value` for `key`.
    public func encode(_ value: Int, forKey key: String) { values[key] = .integer(value) }
    /// Saves `value` for `key`.
    public func encode(_ value: Bool, forKey key: String) { values[key] = .boolean(value) }
    /// Saves another controller's state (a tab's) under `key`.
    public func encode(_ coder: Coder, forKey key: String) { values[key] = .nested(coder.values) }

    /// The string saved for `key`, or nil (missing, or another type).
    public func decodeString(forKey key: String) -> String? {
        guard case .string(let value)? = values[key] else { return nil }
        return value
    }

    /// The integer saved for `key`, or nil.
    public func decodeInteger(forKey key: String) -> Int? {
        guard case .integer(let value)? = values[key] else { return nil }
        return value
    }

    /// The boolean saved for `key`, or nil.
    public func decodeBool(forKey key: String) -> Bool? {
        guard case .boolean(let value)? = values[key] else { return nil }
        return value
    }

    /// The nested coder saved for `key`, or nil.
    public func decodeCoder(forKey key: String) -> Coder? {
        guard case .nested(let value)? = values[key] else { return nil }
        return Coder(values: value)
    }

    /// Whether a value was saved for `key` (UIKit's `containsValue(forKey:)`).
    public func containsValue(forKey key: String) -> Bool { values[key] != nil }

    /// Whether nothing was saved.
    public var isEmpty: Bool { values.isEmpty }
}

/// A value bound to, or read from, an SQLite statement.
public enum SQLiteValue: Equatable, Sendable {
    /// SQL NULL.
    case null
    /// A 64-bit integer.
    case integer(Int64)
    /// UTF-8 text.
    case text(String)

    /// The integer, if this is one.
    public var integer: Int64? { if case .integer(let value) = self { value } else { nil } }
    /// The text, if this is text.
    public var text: String? { if case .text(let value) = self { value } else { nil } }
    /// The value as text: text as it is, an integer in decimal digits (a column another program
    /// filled with a number where text belongs), nil for NULL.
    public var textual: String? {
        switch self {
        case .null: nil
        case .integer(let value): String(value)
        case .text(let value): value
        }
    }
}

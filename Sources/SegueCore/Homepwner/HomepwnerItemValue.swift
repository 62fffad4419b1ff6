/// Reads the value field of an item's detail page: a whole number of dollars, 0 or more.
/// A leading "$" and surrounding spaces are allowed ("$42" reads as 42); anything else is
/// explained, not guessed at.
public enum HomepwnerItemValue {
    /// The largest value accepted (a billion dollars: more is a typing slip, not a possession).
    public static let maximum = 1_000_000_000

    /// The value `text` means, or why it means none.
    public static func parse(_ text: String) -> Result<Int, ItemValueError> {
        var digits = text.drop { $0.isWhitespace }
        while digits.last?.isWhitespace == true { digits = digits.dropLast() }
        if digits.hasPrefix("$") { digits = digits.dropFirst().drop { $0 == " " } }
        guard !digits.isEmpty else { return .failure(.empty) }
        if digits.hasPrefix("-"), digits.dropFirst().allSatisfy(\.isASCIIDigit), digits.count > 1 { return .failure(.negative) }
        guard digits.allSatisfy(\.isASCIIDigit) else { return .failure(.notAWholeNumber) }
        guard let value = Int(digits), value <= maximum else { return .failure(.tooLarge) }
        return .success(value)
    }
}

/// Why a value is not accepted; the description is the inline message under the field.
public enum ItemValueError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing typed.
    case empty
    /// Below zero.
    case negative
    /// Letters, a decimal point or other signs.
    case notAWholeNumber
    /// Over ``HomepwnerItemValue/maximum``.
    case tooLarge

    public var description: String {
        switch self {
        case .empty: localized("Enter a value in whole dollars, such as 42.")
        case .negative: localized("A value cannot be below zero.")
        case .notAWholeNumber: localized("Use whole dollars only, such as 42.")
        case .tooLarge: localized("That value is too large.")
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

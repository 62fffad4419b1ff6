import FoundationEssentials
import Glibc

/// How a value shows itself in a hero's detail row: the seed's `HeroValueDisplay` category on
/// `NSString`, `NSDate`, `NSNumber` and `NSDecimalNumber`, as a protocol the value types adopt.
/// Values are not translated; dates and numbers follow the user's locale.
public protocol HeroValueDisplay {
    /// The text the row shows.
    var heroValueDisplay: String { get }
}

extension String: HeroValueDisplay {
    /// Text as it is.
    public var heroValueDisplay: String { self }
}

extension HeroDate: HeroValueDisplay {
    /// The date in the user's locale.
    public var heroValueDisplay: String { localizedText() }
}

extension Int: HeroValueDisplay {
    /// The number with the locale's digit grouping (`LC_NUMERIC`): "1,234" or "1.234".
    public var heroValueDisplay: String { localizedDigits() }
}

extension Decimal: HeroValueDisplay {
    /// The number with the locale's digit grouping and decimal point (`LC_NUMERIC`): "1,234.5"
    /// or "1.234,5" — the seed's `NSDecimalNumber` category.
    public var heroValueDisplay: String {
        let text = "\(self)" // "-1234.5": digits, and a point when there is a fraction
        let negative = text.hasPrefix("-")
        let unsigned = negative ? text.dropFirst() : Substring(text)
        let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = Int(parts[0]).map { $0.localizedDigits() } ?? String(parts[0])
        var result = (negative ? "-" : "") + whole
        if parts.count > 1 {
            let point = localeconv().pointee.decimal_point.map { String(cString: $0) } ?? "."
            result += (point.isEmpty ? "." : point) + parts[1]
        }
        return result
    }
}

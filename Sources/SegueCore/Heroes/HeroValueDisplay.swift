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

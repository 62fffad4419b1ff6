/// The seed's badge arithmetic: badge string → integer → + 1 → string.
public enum CountingBadge {
    /// The badge after one more count. Reads the current badge as `NSString.intValue` does
    /// (leading spaces, an optional sign, then digits; anything else counts as 0).
    public static func incremented(_ badge: String?) -> String {
        String(intValue(of: badge ?? "") &+ 1)
    }

    /// `NSString.intValue`: the leading integer of `text`, or 0.
    public static func intValue(of text: String) -> Int32 {
        var scalars = Substring(text).drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" })
        var sign: Int64 = 1
        if let first = scalars.first, first == "-" || first == "+" {
            sign = first == "-" ? -1 : 1
            scalars = scalars.dropFirst()
        }
        var value: Int64 = 0
        for character in scalars {
            guard let digit = character.wholeNumberValue, character.isASCII else { break }
            value = min(value * 10 + Int64(digit), Int64(Int32.max) + 1)
        }
        return Int32(clamping: sign * value)
    }
}

import Glibc

extension Int {
    /// The number with the thousands separator of the process's `LC_NUMERIC` locale, grouped in
    /// threes ("1,234,567"; "1.234.567" in German). Without a separator (the C locale), the digits.
    public func localizedDigits() -> String {
        let separator = localeconv().pointee.thousands_sep.map { String(cString: $0) } ?? ""
        let digits = String(magnitude)
        guard !separator.isEmpty, digits.count > 3 else { return self < 0 ? "-" + digits : digits }
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (self < 0 ? "-" : "") + groups.joined(separator: separator)
    }
}

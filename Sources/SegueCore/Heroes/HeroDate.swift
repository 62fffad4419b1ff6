import Glibc

/// A calendar date with no time of day or time zone (a birthdate): the same day wherever and
/// whenever it is read. Stored as `YYYY-MM-DD`.
public struct HeroDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year (e.g. 1938).
    public let year: Int
    /// The month, 1 (January) to 12.
    public let month: Int
    /// The day of the month, 1 to 31.
    public let day: Int

    /// The date, or nil when it does not exist (31 April, 29 February 2025, month 13…).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day) else {
            return nil
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `YYYY-MM-DD`.
    public init?(isoText: String) {
        let parts = isoText.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// `YYYY-MM-DD`, as stored.
    public var isoText: String {
        func pad(_ value: Int, _ width: Int) -> String {
            String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    public var description: String { isoText }

    public static func < (lhs: HeroDate, rhs: HeroDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// How many days `month` has in `year` (Gregorian leap years).
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The last day a `HeroDate` holds (31 December 9999): today, for a clock past it.
    public static let latest = HeroDate(valid: (9999, 12, 31))
    /// The first day a `HeroDate` holds (1 January 1): today, for a clock before it.
    public static let earliest = HeroDate(valid: (1, 1, 1))

    private init(valid date: (year: Int, month: Int, day: Int)) {
        (year, month, day) = date
    }

    /// Today in the local time zone, for the clock at `now` (the system's by default). A clock
    /// outside the years 1 to 9999 (set wrong, or a test's) gives the nearest day a `HeroDate`
    /// holds: it never traps.
    public static func today(at now: time_t = time(nil)) -> HeroDate {
        var now = now
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return now < 0 ? earliest : latest }
        let year = Int(parts.tm_year) + 1900
        return HeroDate(year: year, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday)) ?? (year < 1 ? earliest : latest)
    }

    /// The date as the locale writes it (`strftime`'s `%x` for `LC_TIME`): `24.12.2026` in
    /// German, `2026年12月24日` in Traditional Chinese, `12/24/2026` in US English, and
    /// `2026-12-24` where `%x` would write a two-digit year (the C locale). `localeName`
    /// picks a locale ("de_DE.UTF-8"); nil uses the process's. FoundationEssentials has no ICU,
    /// so this is the C library's locale data, which Debian's locales provide.
    public func localizedText(localeName: String? = nil) -> String {
        var parts = tm()
        parts.tm_year = Int32(year - 1900)
        parts.tm_mon = Int32(month - 1)
        parts.tm_mday = Int32(day)
        parts.tm_hour = 12
        if let localeName, let locale = newlocale(LC_TIME_MASK, localeName, nil) {
            defer { freelocale(locale) }
            return CalendarDateText.text(of: parts, locale: locale)
        }
        return CalendarDateText.text(of: parts, locale: nil)
    }
}

extension HeroDate: Codable {
    /// Reads `YYYY-MM-DD`, as stored; any other text is an error.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = HeroDate(isoText: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a date: \(text)"))
        }
        self = date
    }

    /// Writes `YYYY-MM-DD`, as stored.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(isoText)
    }
}

import Glibc

/// A calendar day as the user's locale writes it (`strftime`'s `%x`, from `LC_TIME`), but never
/// with a two-digit year: where the locale's `%x` has one (the C/POSIX locale prints `12/31/71`,
/// so 1920 and 2020 look alike), ISO 8601's `1971-12-31` is written instead. The C library's
/// formatter, not Foundation's, keeps ICU out of the process.
enum CalendarDateText {
    /// `parts` (a `tm` with at least year, month and day) as text, in `locale` (nil: the process's).
    static func text(of parts: tm, locale: locale_t?) -> String {
        let format = hasFullYear(locale: locale) ? "%x" : "%Y-%m-%d"
        return formatted(parts, format, locale)
    }

    /// Whether the locale's `%x` writes all four digits of a year.
    private static func hasFullYear(locale: locale_t?) -> Bool {
        var probe = tm()
        probe.tm_year = 1987 - 1900
        probe.tm_mon = 5
        probe.tm_mday = 4
        probe.tm_hour = 12
        return formatted(probe, "%x", locale).contains("1987")
    }

    private static func formatted(_ parts: tm, _ format: String, _ locale: locale_t?) -> String {
        var parts = parts
        var buffer = [CChar](repeating: 0, count: 64)
        let length = locale.map { strftime_l(&buffer, buffer.count, format, &parts, $0) } ?? strftime(&buffer, buffer.count, format, &parts)
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

import FoundationEssentials
import Glibc

extension Date {
    /// The date as the user's locale writes it (`strftime`'s `%x`, from `LC_TIME`): "11/30/2026"
    /// in the US, "30.11.2026" in Germany — never with a two-digit year (the C locale's
    /// "11/30/26" becomes "2026-11-30"; see `CalendarDateText`).
    /// Empty for a date C cannot hold (one read from a damaged or tampered file): never a trap.
    public var localDateText: String {
        guard var seconds = time_t(exactly: timeIntervalSince1970.rounded(.down)) else { return "" }
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return "" }
        return CalendarDateText.text(of: parts, locale: nil)
    }
}

import FoundationEssentials
import Glibc

extension Date {
    /// The date as the user's locale writes it (`strftime`'s `%x`, from `LC_TIME`): "11/30/2026"
    /// in the US, "30.11.2026" in Germany. C's formatter, not Foundation's, keeps ICU out of the
    /// process.
    /// Empty for a date C cannot hold (one read from a damaged or tampered file): never a trap.
    public var localDateText: String {
        guard var seconds = time_t(exactly: timeIntervalSince1970.rounded(.down)) else { return "" }
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return "" }
        var buffer = [CChar](repeating: 0, count: 64)
        let length = strftime(&buffer, buffer.count, "%x", &parts)
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

import FoundationEssentials
import Glibc

extension TaskSelection {
    /// The most text the task editor opens for editing, in UTF-8 bytes: GTK's text view takes a
    /// mebibyte within a frame or so, and a key typed while a much larger text went in was lost
    /// (docs/reliability.md).
    public static let editableByteLimit = 1 << 20
    /// The longest line the editor opens for editing, in characters (Unicode scalars): a wrapped
    /// line is laid out whole, and a longer one with no space in it takes several frames.
    public static let editableLineLimit = 10_000
    /// How much of a text too long to edit the editor shows, read-only.
    public static let previewLimit = 5_000

    /// Whether the text is too long for the editor to hold without freezing the window: it then
    /// opens read-only, showing ``preview``, and passes nothing back, so the stored text stays
    /// byte for byte as it is.
    public var isTooLongToEdit: Bool {
        if text.utf8.count > Self.editableByteLimit { return true }
        // GTK's text buffer ends a text at a NUL (another program can store one): edited, the
        // rest would be cut off.
        if text.utf8.contains(0) { return true }
        var line = 0
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" {
                line = 0
            } else {
                line += 1
                if line > Self.editableLineLimit { return true }
            }
        }
        return false
    }

    /// The start of a text too long to edit, cut at ``previewLimit`` characters with "…".
    public var preview: String {
        let start = text.prefix(Self.previewLimit + 1).prefix { $0 != "\0" }
        return start.count > Self.previewLimit ? String(start.prefix(Self.previewLimit)) + "…" : String(start)
    }

    /// What the read-only editor says about a text too long to edit.
    public var tooLongMessage: String {
        if text.utf8.count <= Self.editableByteLimit, text.utf8.contains(0) {
            return localized(
                "This task holds a character the editor cannot show (NUL). It is shown up to there; the task is kept as it is.")
        }
        // Megabytes to one decimal, with the locale's decimal mark.
        let tenths = (text.utf8.count + 50_000) / 100_000
        let point = localeconv().pointee.decimal_point.map { String(cString: $0) } ?? "."
        let megabytes = (tenths / 10).localizedDigits() + point + String(tenths % 10)
        return localized(
            format:
                "This task is too long to edit here (%1$@ MB, or a line of over %2$@ characters). Its start is shown; the task is kept as it is.",
            megabytes, Self.editableLineLimit.localizedDigits())
    }
}

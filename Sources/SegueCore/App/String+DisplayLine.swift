extension String {
    /// The longest line a row, a title or an accessible name shows: text stored by another program
    /// (a 10 MB name) or pasted on one line would otherwise be laid out and exported whole —
    /// seconds per page and a window wider than the screen. Storage keeps every character.
    public static let displayLineLimit = 300

    /// The first line, cut at `limit` characters with "…" (display only: the text is unchanged).
    public func displayLine(limit: Int = displayLineLimit) -> String {
        // Only the first `limit + 1` characters are looked at: walking a 10 MB string character
        // by character (grapheme breaking) takes seconds.
        let line = prefix(limit + 1).prefix { $0 != "\n" && $0 != "\r\n" && $0 != "\r" }
        guard line.count > limit else { return String(line) }
        return String(line.prefix(limit)) + "…"
    }
}

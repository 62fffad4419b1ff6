extension String {
    /// The longest line a row, a title or an accessible name shows: text stored by another program
    /// (a name megabytes long) or pasted on one line would otherwise be laid out and exported whole —
    /// seconds per page and a window wider than the screen. Storage keeps every character.
    public static let displayLineLimit = 300

    /// The first line, cut at `limit` characters with "…" (display only: the text is unchanged).
    ///
    /// The line is laid out in its own direction (GTK takes it from its first strong letter), but an
    /// embedding, override or isolate control inside it would still reverse what follows it there —
    /// "evil\u{202E}exe.live" shown as "evilevil.exe" — so those controls are left out of the line
    /// shown (and read out). The marks that only set a direction (LRM, RLM, ALM) stay.
    public func displayLine(limit: Int = displayLineLimit) -> String {
        // Only the first `limit + 1` characters are looked at: walking a string megabytes long
        // character by character (grapheme breaking) takes seconds.
        let line = prefix(limit + 1).prefix { $0 != "\n" && $0 != "\r\n" && $0 != "\r" }
        var shown = String(line.count > limit ? line.prefix(limit) : line)
        if shown.unicodeScalars.contains(where: Self.isDirectionalFormatting) {
            shown.unicodeScalars.removeAll(where: Self.isDirectionalFormatting)
        }
        return line.count > limit ? shown + "…" : shown
    }

    /// Unicode's explicit directional embeddings, overrides and isolates (LRE, RLE, PDF, LRO, RLO,
    /// LRI, RLI, FSI, PDI): the controls that reorder the text after them.
    static func isDirectionalFormatting(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}

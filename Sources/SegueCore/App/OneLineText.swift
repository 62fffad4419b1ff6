/// The rule for short one-line fields (hero names, item names and serial numbers): one line of
/// at most a field's maximum characters, without control characters or the invisible marks that
/// reverse text ("Admin\u{202E}evil.exe" shows as "Adminexe.live"). Input that breaks it is
/// explained under the field and not saved until fixed — never silently cut or cleaned, which
/// would change what the user typed without saying so.
public enum OneLineText {
    /// What a field holds, so its message names it.
    public enum Kind: Sendable {
        /// A name (a hero's, an identity, an item's).
        case name
        /// A serial number.
        case serialNumber
    }

    /// Why `text` cannot be saved in a `kind` field of at most `maximum` characters, in words, or nil.
    public static func problem(_ text: String, maximum: Int, kind: Kind = .name) -> String? {
        if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || reordersText($0) }) {
            switch kind {
            case .name: return localized("A name is one line of text, without line breaks or hidden control characters.")
            case .serialNumber:
                return localized("A serial number is one line of text, without line breaks or hidden control characters.")
            }
        }
        guard !text.dropFirst(maximum).isEmpty else { return nil } // not `count`: O(maximum), not O(text)
        switch kind {
        case .name: return localized(format: "A name can be at most %1$@ characters long.", String(maximum))
        case .serialNumber: return localized(format: "A serial number can be at most %1$@ characters long.", String(maximum))
        }
    }

    /// Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069).
    private static func reordersText(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}

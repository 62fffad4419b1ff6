/// GTK's mnemonic markup (`_` before a letter marks Alt+letter; `__` is a literal underscore),
/// taken out of a label for the places that show or speak the text without it: an accessible
/// name given by hand, a tooltip, a label built from another label.
extension String {
    /// The text as GTK draws it: each lone `_` dropped, each `__` shown as one `_`.
    var removingMnemonic: String {
        var result = ""
        var pendingUnderscore = false
        for character in self {
            if pendingUnderscore {
                pendingUnderscore = false
                if character == "_" {
                    result.append("_")
                    continue
                }
            } else if character == "_" {
                pendingUnderscore = true
                continue
            }
            result.append(character)
        }
        return result
    }
}

extension String {
    /// Fills the numbered placeholders `%1$@`, `%2$@`, … with `arguments` in one pass: the one
    /// format convention of GtkKit's and Segue's translated strings, which lets a translation put
    /// the arguments in another order.
    ///
    /// Arguments are inserted verbatim and never scanned again, so a movie called "100%" or an
    /// argument containing "%2$@" is shown as it is. A placeholder without an argument is left as
    /// written, so a bad translation shows its mistake instead of crashing.
    public func fillingPlaceholders(_ arguments: [String]) -> String {
        var result = ""
        var rest = self[...]
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let afterPercent = rest.index(after: percent)
            let digits = rest[afterPercent...].prefix { $0.isASCII && $0.isNumber }
            let suffix = rest[digits.endIndex...]
            if !digits.isEmpty, suffix.hasPrefix("$@"), let number = Int(digits), arguments.indices.contains(number - 1) {
                result += arguments[number - 1]
                rest = suffix.dropFirst(2)
            } else {
                result += "%"
                rest = rest[afterPercent...]
            }
        }
        return result + rest
    }
}

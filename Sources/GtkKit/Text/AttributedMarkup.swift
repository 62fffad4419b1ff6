internal import CGtk

/// Attributed text as Pango markup, for a ``Label``: each run a `<span>` of its attributes, a
/// link an `<a>` that GTK's label makes a link, every character of the text escaped.
@MainActor
enum AttributedMarkup {
    static func markup(for runs: AttributedRuns) -> String {
        var markup = ""
        for run in runs.runs {
            let text = Label.escapingMarkup(run.text)
            let spanned = span(run.attributes).map { "<span \($0)>\(text)</span>" } ?? text
            if let link = run.attributes.link {
                markup += "<a href=\"\(Label.escapingMarkup(link))\">\(spanned)</a>"
            } else {
                markup += spanned
            }
        }
        guard let lineHeight = runs.firstParagraphStyle.flatMap(lineHeight) else { return markup }
        return "<span line_height=\"\(lineHeight)\">\(markup)</span>"
    }

    /// The span attributes for `attributes`, or nil when there are none.
    private static func span(_ attributes: TextAttributes) -> String? {
        var parts: [String] = []
        if let font = attributes.font {
            parts.append("size=\"\(Int((TextAttributes.typographicPoints(font) * 1024).rounded()))\"")
            parts.append("weight=\"\(font.weight.value)\"")
            if font.hasMonospacedDigits { parts.append("font_features=\"tnum\"") }
            if font.isMonospaced { parts.append("face=\"monospace\"") }
        }
        if let color = attributes.foreground { parts += colour(color, name: "foreground", alpha: "fgalpha") }
        if let color = attributes.background { parts += colour(color, name: "background", alpha: "bgalpha") }
        if !attributes.underline.isEmpty {
            let style =
                attributes.underline.contains(.patternDot) ? "error" : attributes.underline.contains(.double) ? "double" : "single"
            parts.append("underline=\"\(style)\"")
            if let color = attributes.underlineColor { parts.append("underline_color=\"\(color.components.hex)\"") }
        }
        if attributes.strikethrough {
            parts.append("strikethrough=\"true\"")
            if let color = attributes.strikethroughColor { parts.append("strikethrough_color=\"\(color.components.hex)\"") }
        }
        if attributes.kern != 0 { parts.append("letter_spacing=\"\(TextAttributes.pangoUnits(points: attributes.kern))\"") }
        if attributes.baselineOffset != 0 { parts.append("rise=\"\(TextAttributes.pangoUnits(points: attributes.baselineOffset))\"") }
        if attributes.oblique { parts.append("style=\"oblique\"") }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    private static func colour(_ color: Color, name: String, alpha: String) -> [String] {
        let components = color.components
        var parts = ["\(name)=\"\(components.hex)\""]
        if components.alpha < 1 { parts.append("\(alpha)=\"\(Int((max(components.alpha, 0) * 100).rounded()))%\"") }
        return parts
    }

    /// Pango's `line_height` for a paragraph style: a factor, or an absolute height in Pango
    /// units. Line spacing, which Pango has no notion of in one layout, becomes a factor over
    /// the body text's line (about 1.2 × 11 pt): approximate for other sizes.
    static func lineHeight(_ style: ParagraphStyle) -> String? {
        if style.minimumLineHeight > 0 {
            let maximum = style.maximumLineHeight
            let height = maximum > 0 ? min(maximum, style.minimumLineHeight) : style.minimumLineHeight
            return String(max(1024, TextAttributes.pangoUnits(points: height)))
        }
        if style.lineHeightMultiple > 0 { return String(style.lineHeightMultiple) }
        if style.lineSpacing > 0 {
            let bodyLine = Font.gnomeBodyPoints * 1.2 / 0.75
            return String((bodyLine + style.lineSpacing) / bodyLine)
        }
        return nil
    }
}

internal import CGtk
import Foundation

/// Attributed text in a text view's buffer: each run a GTK text tag set from its attributes,
/// remembered with the attributes it was made from, so the text reads back with them wherever
/// the user has not replaced it. Typed text takes no tag: it reads back plain.
@MainActor
final class TextAttributeTags {
    private let buffer: UnsafeMutablePointer<GtkTextBuffer>
    /// The tags this view made, by address, with the run's attributes.
    private var tags: [UInt: Entry] = [:]

    private struct Entry {
        let tag: UnsafeMutablePointer<GtkTextTag>
        let dictionary: [NSAttributedString.Key: Any]
        let attributes: TextAttributes
    }
    /// Whether a tag's colour is the theme's, to set again when the desktop's style changes.
    private var followsDesktopStyle = false

    init(buffer: UnsafeMutablePointer<GtkTextBuffer>) { self.buffer = buffer }

    /// Replaces the buffer's text with `runs`, each tagged with its attributes.
    func show(_ runs: AttributedRuns, rightToLeft: Bool) {
        removeAll()
        gtk_text_buffer_set_text(buffer, runs.runs.map(\.text).joined(), -1)
        let table = gtk_text_buffer_get_tag_table(buffer)
        var offset: Int32 = 0
        for run in runs.runs {
            let length = Int32(run.text.unicodeScalars.count)
            defer { offset += length }
            guard !run.dictionary.isEmpty, length > 0, let tag = gtk_text_tag_new(nil) else { continue }
            configure(tag, run.attributes, rightToLeft: rightToLeft)
            gtk_text_tag_table_add(table, tag)
            g_object_unref(UnsafeMutableRawPointer(tag))
            tags[UInt(bitPattern: tag)] = Entry(tag: tag, dictionary: run.dictionary, attributes: run.attributes)
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_iter_at_offset(buffer, &start, offset)
            gtk_text_buffer_get_iter_at_offset(buffer, &end, offset + length)
            gtk_text_buffer_apply_tag(buffer, tag, &start, &end)
        }
        if runs.usesThemeColors, !followsDesktopStyle {
            followsDesktopStyle = true
            DesktopStyle.whenChanged(for: self) { [weak self] in self?.restyle(rightToLeft: rightToLeft) }
        }
    }

    /// Takes this view's tags out of the buffer (the text stays).
    func removeAll() {
        let table = gtk_text_buffer_get_tag_table(buffer)
        for entry in tags.values { gtk_text_tag_table_remove(table, entry.tag) }
        tags = [:]
    }

    /// The buffer's text with the attributes of the tags over each stretch.
    func attributedText() -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        var iter = GtkTextIter()
        gtk_text_buffer_get_start_iter(buffer, &iter)
        while gtk_text_iter_is_end(&iter) == 0 {
            var next = iter
            gtk_text_iter_forward_to_tag_toggle(&next, nil)
            guard let chars = gtk_text_iter_get_slice(&iter, &next) else { break }
            let text = String(cString: chars)
            g_free(chars)
            var dictionary: [NSAttributedString.Key: Any] = [:]
            var list = gtk_text_iter_get_tags(&iter)
            let head = list
            while let node = list {
                if let entry = tags[UInt(bitPattern: node.pointee.data)] {
                    dictionary.merge(entry.dictionary) { _, later in later }
                }
                list = node.pointee.next
            }
            g_slist_free(head)
            result.append(NSAttributedString(string: text, attributes: dictionary))
            iter = next
        }
        return result
    }

    private func restyle(rightToLeft: Bool) {
        for entry in tags.values where entry.attributes.usesThemeColors { configure(entry.tag, entry.attributes, rightToLeft: rightToLeft) }
    }

    /// Sets `tag`'s properties from `attributes`.
    private func configure(_ tag: UnsafeMutablePointer<GtkTextTag>, _ attributes: TextAttributes, rightToLeft: Bool) {
        let object = UnsafeMutableRawPointer(tag)
        if let font = attributes.font {
            gtkkit_object_set_double(object, "size-points", TextAttributes.typographicPoints(font))
            gtkkit_object_set_int(object, "weight", Int32(font.weight.value))
            if font.hasMonospacedDigits { gtkkit_object_set_string(object, "font-features", "tnum") }
            if font.isMonospaced { gtkkit_object_set_string(object, "family", "monospace") }
        }
        let foreground = attributes.foreground ?? (attributes.link != nil ? Color.link : nil)
        if let foreground, Self.drawsTextColors { set(foreground, on: object, "foreground-rgba") }
        if let background = attributes.background { set(background, on: object, "background-rgba") }
        let underline = attributes.link != nil && attributes.underline.isEmpty ? UnderlineStyle.single : attributes.underline
        if !underline.isEmpty {
            let style =
                underline.contains(.patternDot)
                ? PANGO_UNDERLINE_ERROR : underline.contains(.double) ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE
            gtkkit_object_set_int(object, "underline", Int32(style.rawValue))
            if let color = attributes.underlineColor { set(color, on: object, "underline-rgba") }
        }
        if attributes.strikethrough {
            gtkkit_object_set_bool(object, "strikethrough", 1)
            if let color = attributes.strikethroughColor { set(color, on: object, "strikethrough-rgba") }
        }
        if attributes.kern != 0 {
            gtkkit_object_set_int(object, "letter-spacing", Int32(TextAttributes.pangoUnits(points: attributes.kern)))
        }
        if attributes.baselineOffset != 0 {
            gtkkit_object_set_int(object, "rise", Int32(TextAttributes.pangoUnits(points: attributes.baselineOffset)))
        }
        if attributes.oblique { gtkkit_object_set_int(object, "style", Int32(PANGO_STYLE_OBLIQUE.rawValue)) }
        if let paragraph = attributes.paragraph { configure(object, paragraph, rightToLeft: rightToLeft) }
    }

    /// A paragraph style's properties: GTK's paragraph tags, in pixels (UIKit's points).
    private func configure(_ object: UnsafeMutableRawPointer, _ style: ParagraphStyle, rightToLeft: Bool) {
        func pixels(_ points: Double) -> Int32 { Int32(points.rounded()) }
        switch style.alignment {
        case .natural: break
        case .center: gtkkit_object_set_int(object, "justification", Int32(GTK_JUSTIFY_CENTER.rawValue))
        case .justified: gtkkit_object_set_int(object, "justification", Int32(GTK_JUSTIFY_FILL.rawValue))
        case .left: gtkkit_object_set_int(object, "justification", Int32(GTK_JUSTIFY_LEFT.rawValue))
        case .right: gtkkit_object_set_int(object, "justification", Int32(GTK_JUSTIFY_RIGHT.rawValue))
        }
        if style.lineSpacing > 0 { gtkkit_object_set_int(object, "pixels-inside-wrap", pixels(style.lineSpacing)) }
        if style.paragraphSpacing > 0 { gtkkit_object_set_int(object, "pixels-below-lines", pixels(style.paragraphSpacing)) }
        if style.paragraphSpacingBefore > 0 { gtkkit_object_set_int(object, "pixels-above-lines", pixels(style.paragraphSpacingBefore)) }
        // GTK's margins are physical: the leading edge is the right one in right to left.
        if style.headIndent > 0 || style.firstLineHeadIndent > 0 {
            gtkkit_object_set_int(object, rightToLeft ? "right-margin" : "left-margin", pixels(style.headIndent))
            gtkkit_object_set_int(object, "indent", pixels(style.firstLineHeadIndent - style.headIndent))
        }
        if style.tailIndent < 0 { gtkkit_object_set_int(object, rightToLeft ? "left-margin" : "right-margin", pixels(-style.tailIndent)) }
        if style.lineHeightMultiple > 0 { gtkkit_object_set_double(object, "line-height", style.lineHeightMultiple) }
    }

    /// Whether text tags may set a text colour: GTK 4.8's accessibility code reads a coloured
    /// tag's colour through a property that cannot be read, and the app crashes the moment a
    /// screen reader asks for that text's attributes (Orca does as it reads by word). GTK 4.18
    /// reads it right.
    static let drawsTextColors = gtk_get_minor_version() > 8

    private func set(_ color: Color, on object: UnsafeMutableRawPointer, _ property: String) {
        let components = color.components
        gtkkit_object_set_rgba(object, property, components.red, components.green, components.blue, components.alpha)
    }
}

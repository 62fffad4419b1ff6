internal import CGtk
public import Foundation

/// How text is measured and drawn (UIKit's `NSStringDrawingOptions`). GtkKit lays text out with
/// Pango as a ``Label`` does: lines always start at the origin and use the font's leading, so
/// every option measures alike; they are kept for code that passes them.
public struct StringDrawingOptions: OptionSet, Sendable {
    /// The options' bits, UIKit's values.
    public let rawValue: Int
    /// Creates options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lines laid out from the origin, wrapped at the width (UIKit's; what GtkKit always does).
    public static let usesLineFragmentOrigin = StringDrawingOptions(rawValue: 1 << 0)
    /// The font's leading between lines (what Pango always does).
    public static let usesFontLeading = StringDrawingOptions(rawValue: 1 << 1)
    /// Glyph bounds rather than typographic ones (measured typographically all the same).
    public static let usesDeviceMetrics = StringDrawingOptions(rawValue: 1 << 3)
    /// The last line that fits ends in an ellipsis when the text is cut.
    public static let truncatesLastVisibleLine = StringDrawingOptions(rawValue: 1 << 5)
}

/// UIKit's name for ``StringDrawingOptions``.
public typealias NSStringDrawingOptions = StringDrawingOptions

/// Text drawn in `draw(_:)` and measured for layout (UIKit's `NSString` and `NSAttributedString`
/// drawing additions): laid out by Pango with the attributes' fonts, colours and paragraph
/// alignment, drawn by cairo into the current ``GraphicsContext``. Text with no font is UIKit's
/// default, 12 points; with no colour, black — as UIKit draws it.
extension NSAttributedString {
    /// Draws the text with its first line's top left at `point`, one line per paragraph (UIKit's
    /// `draw(at:)`). Outside `draw(_:)` or an image renderer, a programming error, logged.
    @MainActor
    public func draw(at point: Point) {
        TextDrawing.draw(self, in: Rect(origin: point, size: .zero), wrapping: false)
    }

    /// Draws the text wrapped to `rect`'s width and cut at its bottom (UIKit's `draw(in:)`).
    @MainActor
    public func draw(in rect: Rect) {
        TextDrawing.draw(self, in: rect, wrapping: true)
    }

    /// The size the text takes on unwrapped lines (UIKit's `size()`), in logical pixels.
    @MainActor
    public func size() -> Size { TextDrawing.measure(self, width: nil) }

    /// The rectangle the text takes wrapped to `size`'s width (UIKit's
    /// `boundingRect(with:options:context:)`, which apps call to size a cell to its text).
    @MainActor
    public func boundingRect(with size: Size, options: StringDrawingOptions = [], context: AnyObject? = nil) -> Rect {
        Rect(origin: .zero, size: TextDrawing.measure(self, width: size.width.isFinite ? size.width : nil))
    }
}

extension NSString {
    /// Draws the string with `attributes` at `point` (UIKit's `draw(at:withAttributes:)`).
    @MainActor
    public func draw(at point: Point, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attributes).draw(at: point)
    }

    /// Draws the string with `attributes` wrapped in `rect` (UIKit's `draw(in:withAttributes:)`).
    @MainActor
    public func draw(in rect: Rect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attributes).draw(in: rect)
    }

    /// The size of the string with `attributes` on unwrapped lines (UIKit's `size(withAttributes:)`).
    @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> Size {
        NSAttributedString(string: self as String, attributes: attributes).size()
    }

    /// The rectangle the string takes wrapped to `size`'s width (UIKit's
    /// `boundingRect(with:options:attributes:context:)`).
    @MainActor
    public func boundingRect(
        with size: Size, options: StringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: AnyObject? = nil
    ) -> Rect {
        NSAttributedString(string: self as String, attributes: attributes).boundingRect(with: size, options: options)
    }
}

extension StringProtocol {
    /// Draws the string with `attributes` at `point` (UIKit's `draw(at:withAttributes:)` on a
    /// Swift string).
    @MainActor
    public func draw(at point: Point, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: String(self)).draw(at: point, withAttributes: attributes)
    }

    /// Draws the string with `attributes` wrapped in `rect` (UIKit's `draw(in:withAttributes:)`).
    @MainActor
    public func draw(in rect: Rect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: String(self)).draw(in: rect, withAttributes: attributes)
    }

    /// The size of the string with `attributes` (UIKit's `size(withAttributes:)`).
    @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> Size {
        NSString(string: String(self)).size(withAttributes: attributes)
    }

    /// The rectangle the string takes wrapped to `size`'s width (UIKit's
    /// `boundingRect(with:options:attributes:context:)`).
    @MainActor
    public func boundingRect(
        with size: Size, options: StringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: AnyObject? = nil
    ) -> Rect {
        NSString(string: String(self)).boundingRect(with: size, options: options, attributes: attributes)
    }
}

/// Pango layouts of attributed text, drawn on the current context's cairo or measured.
@MainActor
enum TextDrawing {
    /// UIKit's font for text that names none.
    static let defaultFont = Font.systemFont(ofSize: 12)

    static func draw(_ text: NSAttributedString, in rect: Rect, wrapping: Bool) {
        guard let context = GraphicsContext.current else {
            return logProgrammingError("text drawn outside draw(_:) or an image renderer")
        }
        context.withCairo { cairo in
            guard let layout = pango_cairo_create_layout(cairo) else { return }
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            configure(layout, text, width: wrapping ? rect.width : nil)
            cairo_save(cairo)
            if wrapping {
                cairo_rectangle(cairo, rect.origin.x, rect.origin.y, rect.width, rect.height)
                cairo_clip(cairo)
            }
            cairo_move_to(cairo, rect.origin.x, rect.origin.y)
            pango_cairo_show_layout(cairo, layout)
            cairo_restore(cairo)
        }
    }

    static func measure(_ text: NSAttributedString, width: Double?) -> Size {
        guard let map = pango_cairo_font_map_get_default(), let pango = pango_font_map_create_context(map) else { return .zero }
        defer { g_object_unref(UnsafeMutableRawPointer(pango)) }
        guard let layout = pango_layout_new(pango) else { return .zero }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        configure(layout, text, width: width)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        return Size(width: (Double(logical.width) / scale).rounded(.up), height: (Double(logical.height) / scale).rounded(.up))
    }

    /// Gives `layout` the text as markup over UIKit's defaults, wrapped at `width` if given, and
    /// the first paragraph style's alignment.
    private static func configure(_ layout: OpaquePointer, _ text: NSAttributedString, width: Double?) {
        let runs = AttributedRuns(text)
        let points = Int((TextAttributes.typographicPoints(defaultFont) * 1024).rounded())
        let markup = "<span size=\"\(points)\" foreground=\"#000000\">\(AttributedMarkup.markup(for: runs))</span>"
        pango_layout_set_markup(layout, markup, -1)
        if let width {
            pango_layout_set_width(layout, Int32(clamping: Int(width * Double(PANGO_SCALE))))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        switch runs.firstParagraphStyle?.alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified: pango_layout_set_justify(layout, 1)
        default: break
        }
    }
}

/// How a paragraph of attributed text is laid out (UIKit's `NSParagraphStyle`): alignment,
/// line and paragraph spacing, and indents, read once per paragraph as UIKit reads them.
///
/// ```swift
/// let style = ParagraphStyle.default.mutableCopy() as! MutableParagraphStyle
/// style.lineSpacing = 4
/// style.alignment = .center
/// ```
///
/// Where GtkKit differs: a ``Label`` is one Pango layout, so it takes the alignment and line
/// spacing of its first paragraph and has no indents or paragraph spacing; a ``TextView`` takes
/// every property, per paragraph, as GTK's text tags. Distances are points, as UIKit's, drawn
/// as pixels at GNOME's 96 dpi.
public class ParagraphStyle: Hashable, CustomStringConvertible {
    fileprivate var storedAlignment = TextAlignment.natural
    fileprivate var storedLineSpacing = 0.0
    fileprivate var storedParagraphSpacing = 0.0
    fileprivate var storedParagraphSpacingBefore = 0.0
    fileprivate var storedFirstLineHeadIndent = 0.0
    fileprivate var storedHeadIndent = 0.0
    fileprivate var storedTailIndent = 0.0
    fileprivate var storedLineHeightMultiple = 0.0
    fileprivate var storedMinimumLineHeight = 0.0
    fileprivate var storedMaximumLineHeight = 0.0

    /// The style with UIKit's defaults: natural alignment, no extra spacing, no indents.
    public init() {}

    /// UIKit's default style (`NSParagraphStyle.default`); a new object each time, so changing a
    /// mutable copy never changes it.
    public static var `default`: ParagraphStyle { ParagraphStyle() }

    /// How lines line up (UIKit's `alignment`).
    public var alignment: TextAlignment { storedAlignment }
    /// Points added between the lines of a paragraph (UIKit's `lineSpacing`).
    public var lineSpacing: Double { storedLineSpacing }
    /// Points added after the paragraph (UIKit's `paragraphSpacing`).
    public var paragraphSpacing: Double { storedParagraphSpacing }
    /// Points added before the paragraph (UIKit's `paragraphSpacingBefore`).
    public var paragraphSpacingBefore: Double { storedParagraphSpacingBefore }
    /// The first line's indent from the leading edge, in points (UIKit's `firstLineHeadIndent`).
    public var firstLineHeadIndent: Double { storedFirstLineHeadIndent }
    /// The other lines' indent from the leading edge, in points (UIKit's `headIndent`).
    public var headIndent: Double { storedHeadIndent }
    /// A negative value is the indent from the trailing edge (UIKit's `tailIndent`; a positive
    /// one, a line length, is not a GTK notion and is ignored).
    public var tailIndent: Double { storedTailIndent }
    /// A factor on the natural line height; 0 leaves it (UIKit's `lineHeightMultiple`).
    public var lineHeightMultiple: Double { storedLineHeightMultiple }
    /// The least line height in points; 0 for none (UIKit's `minimumLineHeight`).
    public var minimumLineHeight: Double { storedMinimumLineHeight }
    /// The most line height in points; 0 for none (UIKit's `maximumLineHeight`; Pango sets
    /// one height, so a maximum below the minimum wins as UIKit's does).
    public var maximumLineHeight: Double { storedMaximumLineHeight }

    /// An immutable copy (UIKit's `copy()`).
    public func copy() -> ParagraphStyle { copyValues(into: ParagraphStyle()) }

    /// A copy to change (UIKit's `mutableCopy()`, returned as `Any` as UIKit's is, so
    /// `as! NSMutableParagraphStyle` ports unchanged).
    public func mutableCopy() -> Any { copyValues(into: MutableParagraphStyle()) }

    private func copyValues<Style: ParagraphStyle>(into copy: Style) -> Style {
        copy.storedAlignment = storedAlignment
        copy.storedLineSpacing = storedLineSpacing
        copy.storedParagraphSpacing = storedParagraphSpacing
        copy.storedParagraphSpacingBefore = storedParagraphSpacingBefore
        copy.storedFirstLineHeadIndent = storedFirstLineHeadIndent
        copy.storedHeadIndent = storedHeadIndent
        copy.storedTailIndent = storedTailIndent
        copy.storedLineHeightMultiple = storedLineHeightMultiple
        copy.storedMinimumLineHeight = storedMinimumLineHeight
        copy.storedMaximumLineHeight = storedMaximumLineHeight
        return copy
    }

    /// Equal when every property is.
    public static func == (lhs: ParagraphStyle, rhs: ParagraphStyle) -> Bool { lhs.description == rhs.description }

    /// Hashes every property (a style is a value, compared by its properties as UIKit's are).
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

    /// The properties, for logs and tests.
    public var description: String {
        "ParagraphStyle(alignment: \(alignment), lineSpacing: \(lineSpacing), paragraphSpacing: \(paragraphSpacing), "
            + "paragraphSpacingBefore: \(paragraphSpacingBefore), firstLineHeadIndent: \(firstLineHeadIndent), "
            + "headIndent: \(headIndent), tailIndent: \(tailIndent), lineHeightMultiple: \(lineHeightMultiple), "
            + "minimumLineHeight: \(minimumLineHeight), maximumLineHeight: \(maximumLineHeight))"
    }
}

/// A ``ParagraphStyle`` whose properties can be set (UIKit's `NSMutableParagraphStyle`).
public final class MutableParagraphStyle: ParagraphStyle {
    /// See ``ParagraphStyle/alignment``.
    public override var alignment: TextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    /// See ``ParagraphStyle/lineSpacing``; negative is 0.
    public override var lineSpacing: Double {
        get { storedLineSpacing }
        set { storedLineSpacing = max(0, newValue) }
    }
    /// See ``ParagraphStyle/paragraphSpacing``; negative is 0.
    public override var paragraphSpacing: Double {
        get { storedParagraphSpacing }
        set { storedParagraphSpacing = max(0, newValue) }
    }
    /// See ``ParagraphStyle/paragraphSpacingBefore``; negative is 0.
    public override var paragraphSpacingBefore: Double {
        get { storedParagraphSpacingBefore }
        set { storedParagraphSpacingBefore = max(0, newValue) }
    }
    /// See ``ParagraphStyle/firstLineHeadIndent``; negative is 0.
    public override var firstLineHeadIndent: Double {
        get { storedFirstLineHeadIndent }
        set { storedFirstLineHeadIndent = max(0, newValue) }
    }
    /// See ``ParagraphStyle/headIndent``; negative is 0.
    public override var headIndent: Double {
        get { storedHeadIndent }
        set { storedHeadIndent = max(0, newValue) }
    }
    /// See ``ParagraphStyle/tailIndent``.
    public override var tailIndent: Double {
        get { storedTailIndent }
        set { storedTailIndent = newValue }
    }
    /// See ``ParagraphStyle/lineHeightMultiple``; negative is 0.
    public override var lineHeightMultiple: Double {
        get { storedLineHeightMultiple }
        set { storedLineHeightMultiple = max(0, newValue) }
    }
    /// See ``ParagraphStyle/minimumLineHeight``; negative is 0.
    public override var minimumLineHeight: Double {
        get { storedMinimumLineHeight }
        set { storedMinimumLineHeight = max(0, newValue) }
    }
    /// See ``ParagraphStyle/maximumLineHeight``; negative is 0.
    public override var maximumLineHeight: Double {
        get { storedMaximumLineHeight }
        set { storedMaximumLineHeight = max(0, newValue) }
    }
}

import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// UIKit's fonts and text layout on labels, as GTK draws them: text styles in GNOME's type scale,
/// sizes read against UIKit's body, the desktop's Large Text, lines, truncation and alignment.
final class TextStyleTests: GtkTestCase {
    /// The desktop's text scaling (GNOME's Large Text is 1.25), as GTK reads it: its font DPI.
    @MainActor
    private func setTextScaling(_ factor: Double) {
        gtkkit_object_set_int(UnsafeMutableRawPointer(gtk_settings_get_default()), "gtk-xft-dpi", Int32(96 * 1024 * factor))
    }

    @MainActor
    private func column(_ labels: [Label]) -> StackView {
        let stack = StackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.alignment = .leading
        return stack
    }

    @MainActor
    func testTextStylesAreGnomesTypeScale() async throws {
        let body = Label("Body")
        body.font = .preferredFont(forTextStyle: .body)
        let title = Label("Title")
        title.font = .preferredFont(forTextStyle: .title1)
        let large = Label("Large")
        large.font = .preferredFont(forTextStyle: .largeTitle)
        let caption = Label("Caption")
        caption.font = .preferredFont(forTextStyle: .caption1)
        let window = show(column([body, title, large, caption]), width: 300, height: 300)
        XCTAssertTrue(title.hasCSSClass("title-1"), "the theme's own class, as GNOME apps set a title")
        XCTAssertTrue(caption.hasCSSClass("caption"))
        XCTAssertEqual(title.font, .preferredFont(forTextStyle: .title1))
        XCTAssertEqual(title.font.pointSize, 28, "UIKit's size for the style")
        let heights = [caption, body, title, large].map(\.intrinsicContentSize.height)
        XCTAssertEqual(heights, heights.sorted(), "caption < body < title 1 < large title: \(heights)")
        XCTAssertGreaterThan(large.intrinsicContentSize.height, body.intrinsicContentSize.height * 1.6)
        XCTAssertEqual(Label("Plain").font, .systemFont(ofSize: 17), "an unset font is the body size")
        window.close()
    }

    @MainActor
    func testSizesAreReadAgainstUIKitsBodyAndWeightsAndDigitsApply() async throws {
        let body = Label("Ag 0123")
        body.font = .systemFont(ofSize: 17)
        let double = Label("Ag 0123")
        double.font = .systemFont(ofSize: 34)
        let digits = Label("1111")
        digits.font = .monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        let plainDigits = Label("1111")
        plainDigits.font = .systemFont(ofSize: 17)
        let eights = Label("8888")
        eights.font = .monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        let window = show(column([body, double, digits, plainDigits, eights]), width: 400, height: 300)
        let ratio = double.intrinsicContentSize.width / body.intrinsicContentSize.width
        XCTAssertEqual(ratio, 2, accuracy: 0.25, "34 points is twice UIKit's body: \(ratio)")
        XCTAssertEqual(digits.intrinsicContentSize.width, eights.intrinsicContentSize.width, "tabular figures: 1111 as wide as 8888")
        XCTAssertEqual(Font.boldSystemFont(ofSize: 17).weight, .bold)
        XCTAssertEqual(Font.preferredFont(forTextStyle: .headline).withSize(20).textStyle, nil, "resized, no longer a style")
        window.close()
    }

    @MainActor
    func testLargeTextScalesTextUnlessALabelOptsOut() async throws {
        let scaled = Label("Scaled")
        scaled.font = .preferredFont(forTextStyle: .body)
        let fixed = Label("Scaled")
        fixed.font = .preferredFont(forTextStyle: .body)
        fixed.adjustsFontForContentSizeCategory = false
        XCTAssertTrue(scaled.adjustsFontForContentSizeCategory, "GNOME's convention: all text scales")
        let window = show(column([scaled, fixed]), width: 300, height: 200)
        defer { setTextScaling(1) }
        let before = (scaled.intrinsicContentSize.height, fixed.intrinsicContentSize.height)
        XCTAssertEqual(before.0, before.1, accuracy: 1, "at 100% the two are alike")
        setTextScaling(1.25)
        XCTAssertTrue(pump(until: { scaled.intrinsicContentSize.height >= before.0 * 1.15 }), "Large Text: \(scaled.intrinsicContentSize)")
        XCTAssertEqual(fixed.intrinsicContentSize.height, before.1, accuracy: 1, "opted out: the same size")
        window.close()
    }

    @MainActor
    func testNumberOfLinesAndLineBreakMode() async throws {
        let text = String(repeating: "Words that wrap onto many lines. ", count: 6)
        let free = Label(text)
        free.numberOfLines = 0
        let two = Label(text)
        two.numberOfLines = 2
        let one = Label(text)
        one.numberOfLines = 1
        one.lineBreakMode = .byTruncatingTail
        let oneLine = Label("Words").intrinsicContentSize.height
        let stack = column([free, two, one])
        stack.alignment = .fill
        stack.verticalAlignment = .start
        // The window's width, not a minimum: a label that wraps or truncates asks for little.
        let window = Window(application: nil)
        window.setDefaultSize(width: 200, height: 300)
        window.rootViewController = ContentPage(stack)
        window.present()
        XCTAssertTrue(pump(until: { free.frame.width > 0 && free.frame.width <= 200 }), "\(free.frame)")
        XCTAssertGreaterThan(free.frame.height, oneLine * 4, "0: as many lines as it needs")
        XCTAssertEqual(two.frame.height, oneLine * 2, accuracy: 2, "at most two")
        XCTAssertTrue(two.isTruncated, "the second line ends in “…”")
        XCTAssertEqual(two.lineBreakMode, .byTruncatingTail)
        XCTAssertEqual(one.frame.height, oneLine, accuracy: 1)
        XCTAssertTrue(one.isTruncated)
        XCTAssertFalse(free.isTruncated)
        XCTAssertEqual([free.numberOfLines, two.numberOfLines, one.numberOfLines], [0, 2, 1])
        one.lineBreakMode = .byTruncatingMiddle
        XCTAssertEqual(one.lineBreakMode, .byTruncatingMiddle)
        free.lineBreakMode = .byCharWrapping
        XCTAssertEqual(free.lineBreakMode, .byCharWrapping)
        window.close()
    }

    @MainActor
    func testTextAlignmentFollowsTheDirectionOnlyWhenNatural() async throws {
        for rightToLeft in [false, true] {
            let natural = Label("Text")
            XCTAssertEqual(natural.textAlignment, .center, "GTK's default: centred in its room")
            natural.textAlignment = .natural
            let right = Label("Text")
            right.textAlignment = .right
            let stack = column([natural, right])
            stack.alignment = .fill
            let window = show(stack, width: 300, height: 100, rightToLeft: rightToLeft)
            XCTAssertEqual(natural.effectiveUserInterfaceLayoutDirection, rightToLeft ? .rightToLeft : .leftToRight)
            let textWidth = natural.intrinsicContentSize.width
            var x: Int32 = 0
            gtk_label_get_layout_offsets(OpaquePointer(natural.widget), &x, nil)
            XCTAssertEqual(Double(x), rightToLeft ? 300 - textWidth : 0, accuracy: 2, "natural starts at the leading edge")
            XCTAssertEqual(natural.textAlignment, .natural)
            // Set after the direction is known, as UIKit resolves .right.
            right.textAlignment = .right
            XCTAssertTrue(pump(until: { right.frame.width == 300 }))
            gtk_label_get_layout_offsets(OpaquePointer(right.widget), &x, nil)
            XCTAssertEqual(Double(x), 300 - textWidth, accuracy: 2, ".right is the right edge either way")
            XCTAssertEqual(right.textAlignment, .right)
            XCTAssertEqual(natural.textAlignment, .natural)
            window.close()
        }
    }

    @MainActor
    func testTextFieldsAndTextViewsTakeTheSameFontsColoursAndAlignment() async throws {
        let field = TextField()
        field.text = "Field"
        let plainField = TextField()
        plainField.text = "Field"
        let textView = TextView()
        textView.text = "Text"
        let plainView = TextView()
        plainView.text = "Text"
        let stack = StackView(arrangedSubviews: [field, plainField, textView, plainView])
        stack.axis = .vertical
        let window = show(stack, width: 300, height: 300)
        // A field is at least 34 px tall in Adwaita: a title's text fits in that; 60 points does not.
        field.font = .systemFont(ofSize: 60)
        textView.font = .preferredFont(forTextStyle: .title1)
        XCTAssertTrue(
            pump(until: { field.intrinsicContentSize.height > plainField.intrinsicContentSize.height }), "a larger font's field is taller")
        // Waited for, not read at once: on Wayland (GTK 4.18) the text view takes its new style a
        // frame later than the field (41 px both, read at once, in one CI run).
        XCTAssertTrue(
            pump(until: { textView.intrinsicContentSize.height > plainView.intrinsicContentSize.height }),
            "a title-sized text view is taller: \(textView.intrinsicContentSize) \(plainView.intrinsicContentSize)")
        field.textAlignment = .center
        XCTAssertEqual(gtk_editable_get_alignment(OpaquePointer(field.widget)), 0.5)
        XCTAssertEqual(field.textAlignment, .center)
        textView.textAlignment = .justified
        XCTAssertEqual(
            gtk_text_view_get_justification(UnsafeMutableRawPointer(textView.widget).assumingMemoryBound(to: GtkTextView.self)),
            GTK_JUSTIFY_FILL)
        XCTAssertEqual(textView.textAlignment, .justified)
        field.textColor = .systemRed
        textView.textColor = .secondaryLabel
        XCTAssertEqual(field.textColor, .systemRed)
        XCTAssertEqual(textView.textColor, .secondaryLabel)
        window.close()
    }
}

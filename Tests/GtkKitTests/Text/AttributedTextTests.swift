import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// UIKit's attributed text on labels and text views, as a user sees it (pixels) and as a screen
/// reader reads it (the text attributes on the accessibility bus).
final class AttributedTextTests: GtkTestCase {
    /// "You pressed … for Toy Story." with the title bold, the way Segue's movie page shows it.
    private func message() -> NSAttributedString {
        let text = NSMutableAttributedString(string: "You pressed the button for Toy <Story> & co.")
        text.addAttribute(.font, value: Font.boldSystemFont(ofSize: 17), range: NSRange(location: 27, length: 17))
        return text
    }

    @MainActor
    func testALabelsAttributedRunsReachTheScreenReaderAndItsTextIsKeptAsWritten() async throws {
        let label = Label()
        label.attributedText = message()
        let link = Label()
        let linked = NSMutableAttributedString(string: "Read the manual")
        linked.addAttribute(.link, value: URL(string: "https://example.org/manual")!, range: NSRange(location: 9, length: 6))
        link.attributedText = linked
        let underlined = Label()
        underlined.attributedText = NSAttributedString(
            string: "Underlined",
            attributes: [.underlineStyle: UnderlineStyle.single.rawValue, .kern: 2.0, .foregroundColor: Color.systemRed])
        let column = StackView(arrangedSubviews: [label, link, underlined])
        column.axis = .vertical
        let window = presentInWindow(ContentPage(column))
        window.title = "Attributed labels"
        defer { window.close() }
        pump()

        // The markup characters are text, not markup; the attributed text reads back as set.
        XCTAssertEqual(label.text, "You pressed the button for Toy <Story> & co.")
        XCTAssertEqual(label.attributedText, message())
        let nodes = try AccessibilityBus.describe(windowTitled: "Attributed labels")
        let runs = try XCTUnwrap(nodes.first { $0.textRuns?.map(\.text).joined() == label.text }?.textRuns, "\(nodes.map(\.name))")
        let bold = runs.filter { $0.attributes["weight"] == "700" }.map(\.text).joined()
        XCTAssertEqual(bold, "Toy <Story> & co.", "the title is read as bold: \(runs)")
        // GTK 4.18 reports a run a character for text with no attributes of its own; 4.8 one run.
        let plain = runs.filter { $0.attributes["weight"] != "700" }.map(\.text).joined()
        XCTAssertEqual(plain, "You pressed the button for ", "\(runs)")
        let underline = try XCTUnwrap(nodes.first { $0.textRuns?.map(\.text).joined() == "Underlined" }?.textRuns)
        XCTAssertEqual(underline.first?.attributes["underline"], "single", "\(underline)")
        XCTAssertNotNil(underline.first?.attributes["fg-color"], "a label's coloured run is read as coloured: \(underline)")
        // The link is a link a keyboard user reaches: GTK's label takes the focus for it, where a
        // label without one does not; the text stays whole.
        XCTAssertEqual(link.text, "Read the manual")
        let linkNode = try XCTUnwrap(nodes.first { $0.textRuns?.map(\.text).joined() == "Read the manual" })
        XCTAssertTrue(linkNode.states.contains("focusable"), "\(linkNode.states)")
        XCTAssertFalse(try XCTUnwrap(nodes.first { $0.textRuns?.map(\.text).joined() == "Underlined" }).states.contains("focusable"))

        label.text = "Plain"
        XCTAssertEqual(label.attributedText, NSAttributedString(string: "Plain"), "text drops the attributes")
        label.attributedText = nil
        XCTAssertEqual(label.text, "")
    }

    @MainActor
    func testARunsColoursAreDrawnAndATheRunsThemeColourFollowsTheDarkStyle() async throws {
        let label = Label()
        label.attributedText = NSAttributedString(string: "████", attributes: [.foregroundColor: Color(hex: "#3366cc")!])
        let themed = Label()
        themed.attributedText = NSAttributedString(string: "████", attributes: [.foregroundColor: Color.label])
        let window = presentSwatches([label, themed], width: 200, height: 40)
        defer {
            setDarkStyle(false)
            window.close()
        }
        func darkest(_ view: View) -> [Int] {
            var best = [0, 0, 0, 0]
            for x in 0..<Int(view.bounds.width) {
                let sample = pixel(of: view, x: x, y: Int(view.bounds.height) / 2)
                if sample[3] > best[3] { best = sample }
            }
            return best
        }
        XCTAssertEqual(darkest(label), [0x33, 0x66, 0xcc, 255], "a fixed colour, as given")
        let light = darkest(themed)
        XCTAssertLessThan(light[0], 100, "the theme's text colour is dark on the light style: \(light)")
        setDarkStyle(true)
        XCTAssertTrue(pump(until: { darkest(themed)[0] > 150 }), "and light on the dark style: \(darkest(themed))")
        XCTAssertEqual(darkest(label), [0x33, 0x66, 0xcc, 255], "a fixed colour stays")
    }

    @MainActor
    func testATextViewKeepsItsAttributesWhereTheUserDidNotTypeAndReadsTypedTextPlain() async throws {
        let textView = TextView()
        let style = ParagraphStyle.default.mutableCopy() as! MutableParagraphStyle
        style.lineSpacing = 6
        style.alignment = .center
        let text = NSMutableAttributedString(string: "Title\nBody text", attributes: [.paragraphStyle: style])
        text.addAttribute(.font, value: Font.preferredFont(forTextStyle: .title1), range: NSRange(location: 0, length: 5))
        text.addAttribute(.foregroundColor, value: Color.systemRed, range: NSRange(location: 6, length: 4))
        textView.attributedText = text
        let window = presentInWindow(ContentPage(textView))
        window.title = "Attributed editor"
        defer { window.close() }
        pump()
        XCTAssertEqual(textView.text, "Title\nBody text")
        XCTAssertEqual(textView.attributedText, text, "read back as set")

        let nodes = try AccessibilityBus.describe(windowTitled: "Attributed editor")
        let runs = try XCTUnwrap(nodes.first { $0.role == "text" }?.textRuns, "\(nodes.map(\.role))")
        XCTAssertTrue(
            runs.contains { $0.text == "Title" && Double($0.attributes["size"]?.replacingOccurrences(of: "pt", with: "") ?? "") ?? 0 > 15 },
            "the title is large: \(runs)")
        // Every run was read (the app is alive to answer): GTK 4.8 crashes on a coloured text
        // tag's attributes, so there the word keeps the text colour, and reads back red.
        XCTAssertEqual(runs.map(\.text).joined(), "Title\nBody text")
        if gtk_get_minor_version() > 8 {
            XCTAssertTrue(runs.contains { $0.text == "Body" && $0.attributes["fg-color"] != nil }, "the word is coloured: \(runs)")
        }

        // An edit inside the body: the attributes stay on the text the user kept.
        textView.cursorOffset = 11
        textView.insertText("new ")
        let edited = textView.attributedText
        XCTAssertEqual(edited.string, "Title\nBody new text")
        var range = NSRange()
        XCTAssertNotNil(edited.attribute(.foregroundColor, at: 6, effectiveRange: &range))
        XCTAssertEqual(range, NSRange(location: 6, length: 4), "the red word is still red, and only it")
        XCTAssertNil(edited.attribute(.foregroundColor, at: 11, effectiveRange: nil), "the typed text is plain")

        textView.text = "Plain"
        XCTAssertEqual(textView.attributedText, NSAttributedString(string: "Plain"))
    }
}

import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// UIKit's colours on views, as GTK draws them: semantic colours follow the theme's dark style,
/// fixed ones do not, and corners are rounded.
final class ViewColorTests: GtkTestCase {
    @MainActor
    func testSemanticBackgroundsFollowTheDarkStyleAndFixedOnesDoNot() async throws {
        let semantic = View()
        semantic.backgroundColor = .systemBackground
        let fixed = View()
        fixed.backgroundColor = Color(hex: "#336699")
        XCTAssertNil(Color(hex: "#12345"), "not a colour")
        let window = presentSwatches([semantic, fixed], width: 200, height: 50)
        defer {
            setDarkStyle(false)
            window.close()
        }
        XCTAssertEqual(pixel(of: fixed, x: 10, y: 10), [0x33, 0x66, 0x99, 255], "a fixed colour, as given")
        let light = pixel(of: semantic, x: 10, y: 10)
        XCTAssertGreaterThan(light[0], 200, "the light theme's content background is light: \(light)")

        setDarkStyle(true)
        XCTAssertTrue(pump(until: { self.pixel(of: semantic, x: 10, y: 10)[0] < 100 }), "dark: \(pixel(of: semantic, x: 10, y: 10))")
        XCTAssertEqual(pixel(of: fixed, x: 10, y: 10), [0x33, 0x66, 0x99, 255], "a fixed colour stays")
        XCTAssertEqual(semantic.backgroundColor, .systemBackground)

        semantic.backgroundColor = nil
        XCTAssertNil(semantic.backgroundColor)
        semantic.backgroundColor = Color.systemBackground.withAlphaComponent(0)
        XCTAssertTrue(pump(until: { self.pixel(of: semantic, x: 10, y: 10)[3] == 0 }), "fully transparent")
    }

    @MainActor
    func testALabelsTextColorAndAViewsRoundedBorder() async throws {
        let label = Label("████")
        label.textColor = .systemRed
        let card = View()
        card.backgroundColor = .black
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 2
        card.layer.borderColor = .white
        card.setMinimumSize(width: 60, height: 60)
        let column = StackView(arrangedSubviews: [label, card])
        column.axis = .vertical
        column.alignment = .leading
        column.horizontalAlignment = .start
        column.verticalAlignment = .start
        let window = presentInWindow(ContentPage(column))
        defer { window.close() }
        XCTAssertTrue(pump(until: { card.bounds.width > 0 }))
        // The text's most opaque pixel is the theme's error red: red strong, green and blue low.
        var reddest = [0, 0, 0, 0]
        for x in 0..<Int(label.bounds.width) {
            let sample = pixel(of: label, x: x, y: Int(label.bounds.height) / 2)
            if sample[3] > reddest[3] { reddest = sample }
        }
        XCTAssertTrue(reddest[0] > 120 && reddest[0] > 3 * max(reddest[1], reddest[2]), "red text: \(reddest)")
        XCTAssertEqual(label.textColor, .systemRed)
        // Dark: a lighter red, legible on the dark background (GTK's error colour alone stays
        // #cc0000 there).
        setDarkStyle(true)
        defer { setDarkStyle(false) }
        XCTAssertTrue(pump(until: { self.mostOpaquePixel(of: label)[0] > 200 }), "a lighter red in dark: \(mostOpaquePixel(of: label))")
        let dark = mostOpaquePixel(of: label)
        XCTAssertTrue(dark[0] > 2 * max(dark[1], dark[2]), "still red: \(dark)")
        setDarkStyle(false)
        XCTAssertEqual(pixel(of: card, x: 0, y: 0)[3], 0, "the corner is cut away")
        XCTAssertEqual(pixel(of: card, x: 30, y: 0), [255, 255, 255, 255], "the white border's outer edge")
        XCTAssertEqual(pixel(of: card, x: 30, y: 30), [0, 0, 0, 255], "the black inside")
        card.layer.cornerRadius = 0
        XCTAssertTrue(pump(until: { self.pixel(of: card, x: 0, y: 0)[3] == 255 }), "square again")
    }

    /// The reddest opaque pixel across the middle of `widget`.
    @MainActor
    private func mostOpaquePixel(of widget: View) -> [Int] {
        var found = [0, 0, 0, 0]
        for x in 0..<Int(widget.bounds.width) {
            let sample = pixel(of: widget, x: x, y: Int(widget.bounds.height) / 2)
            if sample[3] > found[3] { found = sample }
        }
        return found
    }

    @MainActor
    func testAnIconsTintAndASelectedRowsTextTakeTheSelectionsColour() async throws {
        let label = Label("████")
        label.textColor = .systemRed
        let icon = Image(iconName: "dialog-warning-symbolic")
        icon.tintColor = .systemRed
        let content = StackView(arrangedSubviews: [label, icon])
        let list = ListBox()
        list.append(content)
        list.horizontalAlignment = .start
        list.verticalAlignment = .start
        let window = presentInWindow(ContentPage(list))
        defer { window.close() }
        XCTAssertTrue(pump(until: { icon.bounds.width > 0 }))
        let red = mostOpaquePixel(of: icon)
        XCTAssertTrue(red[0] > 120 && red[0] > 3 * max(red[1], red[2]), "a red symbolic icon: \(red)")
        XCTAssertEqual(icon.tintColor, .systemRed)
        XCTAssertNil(label.tintColor, "a label's tint is not its text colour")
        // Selected, the row is drawn in the accent colour: its text and icon take the selection's
        // text colour (white in Adwaita), as UIKit's highlighted text does.
        gtk_list_box_set_selection_mode(OpaquePointer(list.widget), GTK_SELECTION_SINGLE)
        gtk_list_box_select_row(OpaquePointer(list.widget), gtk_list_box_get_row_at_index(OpaquePointer(list.widget), 0))
        XCTAssertTrue(pump(until: { self.mostOpaquePixel(of: label)[1] > 200 }), "white text when selected: \(mostOpaquePixel(of: label))")
        let selectedIcon = mostOpaquePixel(of: icon)
        XCTAssertTrue(selectedIcon[0] > 200 && selectedIcon[1] > 200 && selectedIcon[2] > 200, "a white icon: \(selectedIcon)")
    }
}

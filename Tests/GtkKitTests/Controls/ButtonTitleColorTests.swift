import GtkKit
import GtkKitTestSupport
import XCTest

/// UIKit's `setTitleColor(_:for:)`: the title drawn in the state's colour.
final class ButtonTitleColorTests: GtkTestCase {
    /// The most opaque pixel across the middle of `button`'s title.
    @MainActor
    private func titleInk(_ button: Button) -> [Int] {
        var ink = [0, 0, 0, 0]
        for x in 0..<Int(button.bounds.width) {
            let sample = pixel(of: button, x: x, y: Int(button.bounds.height) / 2)
            if sample[3] > ink[3] || (sample[3] == ink[3] && sample[0] + sample[1] + sample[2] < ink[0] + ink[1] + ink[2]) {
                ink = sample
            }
        }
        return ink
    }

    @MainActor
    func testTheTitleIsDrawnInItsStatesColour() async throws {
        let button = Button(type: .system)
        button.setTitle("████", for: .normal)
        button.setTitleColor(Color(red: 0, green: 0.6, blue: 0), for: .normal)
        button.setTitleColor(Color(red: 0, green: 0, blue: 0.8), for: .disabled)
        let window = presentSwatches([button], width: 160, height: 40)
        defer { window.close() }
        XCTAssertEqual(button.titleColor(for: .normal), Color(red: 0, green: 0.6, blue: 0))
        XCTAssertEqual(button.titleColor(for: .highlighted), Color(red: 0, green: 0.6, blue: 0), "a state without its own: normal's")
        let green = titleInk(button)
        XCTAssertTrue(green[1] > 100 && green[1] > 2 * max(green[0], green[2]), "green title: \(green)")

        button.isEnabled = false
        var blue = [0, 0, 0, 0]
        XCTAssertTrue(
            pump(until: {
                blue = self.titleInk(button)
                return blue[2] > 2 * max(blue[0], blue[1])
            }), "the disabled state's blue: \(blue)")

        button.setTitleColor(nil, for: .disabled)
        XCTAssertEqual(button.titleColor(for: .disabled), Color(red: 0, green: 0.6, blue: 0), "taken back: normal's again")
    }
}

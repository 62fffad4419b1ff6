import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// UIKit's accessibility properties on GTK's roles and states (Notes' About heading is checked
/// on the accessibility bus by its a11y test).
final class AccessibilityTraitsTests: GtkTestCase {
    @MainActor
    private func role(of widget: View) -> GtkAccessibleRole { gtk_accessible_get_accessible_role(OpaquePointer(widget.widget)) }

    @MainActor
    func testRoleTraitsGiveGtkRolesBeforeTheViewIsShown() async throws {
        let heading = Label("Settings")
        heading.accessibilityTraits = .header
        let link = Label("Website")
        link.accessibilityTraits = [.link, .staticText]
        let picture = Image(iconName: "image-x-generic-symbolic")
        picture.accessibilityTraits = .image
        picture.accessibilityLabel = "Bicycle"
        let plain = Label("Plain")
        plain.accessibilityTraits = .staticText
        XCTAssertEqual(role(of: heading), GTK_ACCESSIBLE_ROLE_HEADING)
        XCTAssertEqual(role(of: link), GTK_ACCESSIBLE_ROLE_LINK, "the first role trait wins over static text")
        XCTAssertEqual(role(of: picture), GTK_ACCESSIBLE_ROLE_IMG)
        XCTAssertEqual(role(of: plain), GTK_ACCESSIBLE_ROLE_LABEL)
        XCTAssertEqual(picture.accessibilityLabel, "Bicycle", "accessibilityLabel is the accessible name")
        XCTAssertEqual(link.accessibilityTraits, [.link, .staticText])
    }

    @MainActor
    func testStatesHintsAndHidingAndALateRoleIsRefusedWithAReason() async throws {
        let button = Button(label: "Send")
        button.accessibilityHint = "Sends the message"
        XCTAssertEqual(button.accessibilityHint, "Sends the message", "read after the name, as VoiceOver's hint")
        button.accessibilityTraits = [.button, .notEnabled, .selected, .updatesFrequently]
        XCTAssertTrue(button.accessibilityTraits.contains(.updatesFrequently), "kept, though GTK has no such state")
        let decoration = Image(iconName: "starred-symbolic")
        decoration.isAccessibilityElement = false
        XCTAssertTrue(decoration.isHiddenFromAccessibility)
        let column = StackView(arrangedSubviews: [button, decoration])
        column.accessibilityElementsHidden = true
        XCTAssertTrue(column.isHiddenFromAccessibility)
        column.accessibilityElementsHidden = false
        let window = show(column, width: 200, height: 100)
        defer { window.close() }
        let late = Label("Late")
        column.addArrangedSubview(late)
        pump()
        expectedLogMessages = ["a role trait was set on a Label already in a window"]
        late.accessibilityTraits = .header
        XCTAssertEqual(role(of: late), GTK_ACCESSIBLE_ROLE_LABEL, "GTK keeps the role it exported")
        XCTAssertEqual(late.accessibilityTraits, .header)
        late.accessibilityValue = "3 of 5"
        XCTAssertEqual(late.accessibilityValue, "3 of 5")
    }
}

import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// A controller whose view is in a xib named for its class, as the movie detail of the first seed
/// ("a nib file to go along with the controller") has it.
final class NoticeViewController: ViewController {
    @Outlet var messageLabel: Label!
    private(set) var dismissals = 0

    @IBAction func dismissTapped(_ sender: Button) { dismissals += 1 }
}

/// A view of the test module's own with a property Interface Builder inspects (`@IBInspectable`
/// in UIKit), set by name through its setValue(_:forKey:).
final class InspectableBadge: View {
    var count = 0

    override func setValue(_ value: Any?, forKey key: String) {
        if key == "count", let number = value as? Double {
            count = Int(number)
        } else {
            super.setValue(value, forKey: key)
        }
    }
}

/// Xibs as Xcode writes them: a controller's view through its File's Owner, and a xib's views
/// made for no owner.
final class NibTests: GtkTestCase {
    @MainActor
    func testAControllersViewComesFromTheXibNamedForItsClass() async throws {
        let message = NoticeViewController(nibName: nil, bundle: .module)
        let window = presentInWindow(message)
        let label = try XCTUnwrap(message.messageLabel, "the File's Owner's outlet")
        XCTAssertTrue(label.superview === message.view, "the view outlet is the controller's view")
        XCTAssertEqual(label.text, "It won't happen again")
        XCTAssertEqual(label.numberOfLines, 0)
        XCTAssertTrue(pump(until: { label.frame.width > 0 }))
        // Between the margins (8 in from each), centred on the page's middle line.
        let page = message.view.bounds
        XCTAssertEqual(label.frame.midY, page.midY, accuracy: 1)
        XCTAssertEqual(label.frame.midX, page.midX, accuracy: 1)
        let dismiss = try XCTUnwrap(message.view.subviews.compactMap { $0 as? Button }.first)
        XCTAssertEqual(dismiss.label, "Dismiss it", "its normal title from en.lproj/NoticeViewController.strings")
        XCTAssertEqual(label.text, "It won't happen again", "what no table translates stays as the file has it")
        dismiss.sendActions(for: .touchUpInside)
        XCTAssertEqual(message.dismissals, 1, "the action connected to the File's Owner")
        window.close()
    }

    @MainActor
    func testAXibsViewsAreMadeForNoOwnerAndAMissingXibIsNil() async throws {
        let objects = Nib(nibName: "NoticeViewController", bundle: .module).instantiate(withOwner: nil)
        let view = try XCTUnwrap(objects.first as? View)
        XCTAssertEqual(objects.count, 1, "one top-level view")
        XCTAssertEqual(view.subviews.compactMap { ($0 as? Label)?.text }, ["It won't happen again"])
        XCTAssertEqual(view.constraints.count, 5)
        let again = Nib(nibName: "NoticeViewController", bundle: .module).instantiate(withOwner: nil)
        XCTAssertFalse(again.first === view, "each instantiation makes new views")

        expectedLogMessages = ["Nib(nibName: “Nothing”): no Nothing.xib in"]
        XCTAssertNil(Bundle.module.loadNibNamed("Nothing", owner: nil))
    }

    @MainActor
    func testAStackViewsArrangedControlsComeWithTheirInspectorValues() async throws {
        expectedLogMessages = ["InspectableBadge has no property “glows” GtkKit can set by name"]
        let stack = try XCTUnwrap(Nib(nibName: "Form", bundle: .module).instantiate(withOwner: nil).first as? StackView)
        XCTAssertEqual(stack.axis, .vertical)
        XCTAssertEqual(stack.spacing, 12)
        XCTAssertEqual(stack.alignment, .leading)
        XCTAssertEqual(stack.arrangedSubviews.count, 5, "a file's stack view's subviews are its arranged subviews")
        let field = try XCTUnwrap(stack.arrangedSubviews[0] as? TextField)
        XCTAssertEqual(field.placeholder, "Full name", "translated by en.lproj/Form.strings, keyed by its object id")
        XCTAssertEqual((stack.arrangedSubviews[1] as? Switch)?.isOn, true)
        let slider = try XCTUnwrap(stack.arrangedSubviews[2] as? Slider)
        XCTAssertEqual(slider.maximumValue, 100)
        XCTAssertEqual(slider.value, 25, "the value after its range, which would clamp it")
        // A text view scrolls, as UIKit's: in a scroll view, which is what the stack arranges.
        let notes = try XCTUnwrap((stack.arrangedSubviews[3] as? ScrollView)?.contentView as? TextView)
        XCTAssertEqual(notes.text, "Notes go here")
        XCTAssertEqual(field.font, .preferredFont(forTextStyle: .headline), "a text style")
        XCTAssertEqual(notes.font, .systemFont(ofSize: 15, weight: .semibold))
        XCTAssertEqual(stack.directionalLayoutMargins, DirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 10))
        // User-defined runtime attributes: the layer's keys, a view's own property by name, and
        // one it does not take, said.
        XCTAssertEqual(stack.layer.cornerRadius, 8.5)
        XCTAssertTrue(stack.layer.masksToBounds)
        let badge = try XCTUnwrap(stack.arrangedSubviews[4] as? InspectableBadge)
        XCTAssertEqual(badge.count, 7)
        XCTAssertEqual(badge.accessibilityHint, "Unread notes")
    }
}

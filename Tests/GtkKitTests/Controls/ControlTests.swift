import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// Records what a control's target hears, to check UIKit's target–action.
@MainActor
private final class Listener {
    var heard: [String] = []
    func changed(_ control: Control) { heard.append("\(type(of: control))") }
}

/// UIKit's controls on GTK's widgets: the user's changes send `.valueChanged`, code's do not,
/// and actions and targets run in order.
final class ControlTests: GtkTestCase {
    @MainActor
    func testASwitchSendsTheUsersTogglesNotCodes() async throws {
        let control = Switch()
        var heard: [Bool] = []
        control.addAction(Action { _ in heard.append(control.isOn) }, for: .valueChanged)
        let listener = Listener()
        control.addTarget(listener, action: Listener.changed, for: .valueChanged)
        control.isOn = true
        control.setOn(false, animated: true)
        XCTAssertEqual(heard, [], "code's changes send nothing, as in UIKit")
        gtk_widget_activate(control.widget) // what Space or a click does
        XCTAssertTrue(control.isOn)
        XCTAssertEqual(heard, [true])
        XCTAssertEqual(listener.heard, ["Switch"], "the target's method, after the action added before it")
        control.isEnabled = false
        XCTAssertFalse(control.isEnabled, "a disabled control is insensitive: dimmed, and said unavailable")
    }

    @MainActor
    func testATargetIsHeldWeaklyAndARemovedActionStops() async throws {
        let control = Switch()
        var count = 0
        let action = Action { _ in count += 1 }
        control.addAction(action, for: [.valueChanged, .primaryActionTriggered])
        var listener: Listener? = Listener()
        weak let gone = listener
        control.addTarget(listener!, action: Listener.changed, for: .valueChanged)
        listener = nil
        XCTAssertNil(gone, "the control does not keep its target")
        control.sendActions(for: .valueChanged)
        control.removeAction(action, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(count, 2, "once for the value, once for the event it still has")
    }

    @MainActor
    func testASegmentedControlPicksOneSegment() async throws {
        let control = SegmentedControl(items: ["Bottom", "Top"])
        var picks: [Int] = []
        control.addAction(Action { _ in picks.append(control.selectedSegmentIndex) }, for: .valueChanged)
        XCTAssertEqual(control.selectedSegmentIndex, SegmentedControl.noSegment)
        control.selectedSegmentIndex = 0
        XCTAssertEqual(picks, [])
        control.insertSegment(withTitle: "Left", at: 1, animated: false)
        XCTAssertEqual((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) }, ["Bottom", "Left", "Top"])
        let window = show(control, width: 300, height: 60)
        let top = try XCTUnwrap(WidgetTree.toggleButton(labelled: "Top", under: control.widget))
        gtkkit_signal_emit_simple(UnsafeMutableRawPointer(top), "clicked") // what Space or a click does
        XCTAssertEqual(control.selectedSegmentIndex, 2, "one segment pressed: the others let go")
        XCTAssertEqual(picks, [2])
        control.setEnabled(false, forSegmentAt: 0)
        XCTAssertFalse(control.isEnabledForSegment(at: 0))
        control.setTitle("Bottom edge", forSegmentAt: 0)
        control.removeSegment(at: 1, animated: false)
        XCTAssertEqual(control.titleForSegment(at: 0), "Bottom edge")
        XCTAssertEqual(control.selectedSegmentIndex, 1, "Top, now second")
        window.close()
    }

    @MainActor
    func testAStepperStepsWithinItsRange() async throws {
        let stepper = Stepper()
        stepper.minimumValue = 1
        stepper.maximumValue = 10
        stepper.value = 9
        var values: [Double] = []
        stepper.addAction(Action { _ in values.append(stepper.value) }, for: .valueChanged)
        gtk_spin_button_spin(OpaquePointer(stepper.widget), GTK_SPIN_STEP_FORWARD, 0) // what + or Up does
        gtk_spin_button_spin(OpaquePointer(stepper.widget), GTK_SPIN_STEP_FORWARD, 0)
        XCTAssertEqual(values, [10], "stopped at the maximum; the second press changed nothing")
        stepper.wraps = true
        gtk_spin_button_spin(OpaquePointer(stepper.widget), GTK_SPIN_STEP_FORWARD, 0)
        XCTAssertEqual(stepper.value, 1, "round to the minimum")
        stepper.value = 50
        XCTAssertEqual(stepper.value, 10, "kept in range")
        XCTAssertEqual(values, [10, 1])
    }

    @MainActor
    func testASliderThatIsNotContinuousSendsOnceTheValueRests() async throws {
        let slider = Slider()
        slider.maximumValue = 100
        slider.minimumValue = 0
        slider.value = 50
        var values: [Float] = []
        slider.addAction(Action { _ in values.append(slider.value) }, for: .valueChanged)
        gtkkit_signal_emit_scroll(UnsafeMutableRawPointer(slider.widget), "move-slider", GTK_SCROLL_STEP_RIGHT)
        XCTAssertEqual(values, [51], "continuous: each step, an arrow key a hundredth of the range")
        slider.isContinuous = false
        for _ in 0..<3 { gtkkit_signal_emit_scroll(UnsafeMutableRawPointer(slider.widget), "move-slider", GTK_SCROLL_STEP_RIGHT) }
        XCTAssertEqual(values, [51], "not yet: the value is still moving")
        XCTAssertTrue(pump(until: { values.count == 2 }), "sent once it rests")
        XCTAssertEqual(values, [51, 54])
    }
}

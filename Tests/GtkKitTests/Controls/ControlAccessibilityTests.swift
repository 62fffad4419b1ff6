import GtkKit
import GtkKitTestSupport
import XCTest

/// Each control as a screen reader meets it: read from outside this process through the
/// accessibility bus (AT-SPI), its role, name, value and actions.
final class ControlAccessibilityTests: GtkTestCase {
    @MainActor
    func testEveryControlHasARoleANameAValueAndAnAction() async throws {
        let toggle = Switch()
        toggle.accessibilityLabel = "Sound"
        toggle.isOn = true
        let segments = SegmentedControl(items: ["Bottom", "Top"])
        segments.accessibilityLabel = "Position"
        segments.selectedSegmentIndex = 1
        let stepper = Stepper()
        stepper.accessibilityLabel = "Count by"
        stepper.minimumValue = 1
        stepper.maximumValue = 10
        stepper.value = 3
        let slider = Slider()
        slider.accessibilityLabel = "Size"
        slider.value = 0.5
        let progress = ProgressView()
        progress.accessibilityLabel = "Copying"
        progress.progress = 0.25
        let spinner = ActivityIndicatorView()
        spinner.accessibilityLabel = "Loading"
        spinner.startAnimating()
        let pages = PageControl()
        pages.accessibilityLabel = "Tour"
        pages.numberOfPages = 5
        pages.currentPage = 1
        let column = StackView(arrangedSubviews: [toggle, segments, stepper, slider, progress, spinner, pages])
        column.axis = .vertical
        let window = presentInWindow(ContentPage(column))
        window.title = "Controls on the bus"
        defer { window.close() }
        pump()

        let nodes = try AccessibilityBus.describe(windowTitled: "Controls on the bus")
        func node(_ name: String) throws -> AccessibleNode {
            try XCTUnwrap(nodes.first { $0.name == name }, "\(name) on the bus: \(nodes.map { "\($0.role) \($0.name)" })")
        }
        let sound = try node("Sound")
        // GTK 4.8 exports a switch as a check box, and a toggle button as a push button.
        XCTAssertTrue(["switch", "check box"].contains(sound.role), sound.role)
        XCTAssertTrue(sound.states.contains("checked"), "on: \(sound.states)")
        XCTAssertFalse(sound.actions.isEmpty, "a switch can be toggled")
        let top = try node("Top")
        XCTAssertTrue(["toggle button", "push button"].contains(top.role), top.role)
        XCTAssertTrue(top.states.contains("pressed") || top.states.contains("checked"), "the selected segment: \(top.states)")
        XCTAssertFalse(try node("Bottom").states.contains("pressed"))
        XCTAssertFalse(top.actions.isEmpty, "a segment can be clicked")
        XCTAssertTrue(["panel", "grouping"].contains(try node("Position").role), "the segments' group, named")
        let count = try node("Count by")
        XCTAssertEqual(count.role, "spin button")
        XCTAssertEqual(count.value, 3)
        let size = try node("Size")
        XCTAssertEqual(size.role, "slider")
        XCTAssertEqual(size.value ?? 0, 0.5, accuracy: 0.001)
        let copying = try node("Copying")
        XCTAssertEqual(copying.role, "progress bar")
        XCTAssertEqual(copying.value ?? 0, 0.25, accuracy: 0.001)
        let loading = try node("Loading")
        XCTAssertEqual(loading.role, "progress bar", "with no value: an indeterminate progress")
        XCTAssertTrue(loading.states.contains("busy"), "a spinning indicator is busy: \(loading.states)")
        let tour = try node("Tour")
        XCTAssertEqual(tour.role, "slider")
        XCTAssertTrue(tour.states.contains("focusable"), "reached by Tab")
        XCTAssertEqual(tour.description, "Page 2 of 5", "GTK gives a box no value: the page is its description")
    }
}

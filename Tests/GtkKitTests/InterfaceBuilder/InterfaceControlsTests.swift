import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// The File's Owner of Controls.xib: the controls' outlets, and the picker's and the table's
/// data source, as a UIKit controller is.
@MainActor
final class ControlsOwner: PickerViewDataSource, PickerViewDelegate, TableViewDataSource {
    @Outlet var segments: SegmentedControl!
    @Outlet var stepper: Stepper!
    @Outlet var progress: ProgressView!
    @Outlet var spinner: ActivityIndicatorView!
    @Outlet var datePicker: DatePicker!
    @Outlet var picker: PickerView!
    @Outlet var pages: PageControl!
    @Outlet var table: TableView!
    let flavours = ["Vanilla", "Pistachio"]

    func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { flavours.count }
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { flavours[row] }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { flavours.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "flavour", for: indexPath)
        cell.text = flavours[indexPath.row]
        return cell
    }
}

/// The controls a xib holds, made with their inspector values: segmented control, stepper,
/// progress, activity indicator, date picker, picker view, page control, and a table in a view
/// of its own with its prototype and data source.
final class InterfaceControlsTests: GtkTestCase {
    @MainActor
    func testEachControlComesWithItsInspectorValuesAndItsDataSources() async throws {
        // The table's delegate outlet goes to the segmented control, which is no table delegate.
        expectedLogMessages = ["Controls.xib:81: <outlet> Ctl-Ou-012: SegmentedControl is not a TableView's delegate"]
        let owner = ControlsOwner()
        let top = Nib(nibName: "Controls", bundle: .module).instantiate(withOwner: owner)
        let stack = try XCTUnwrap(top.first as? StackView)
        XCTAssertEqual(stack.arrangedSubviews.count, 8, "every control is made; none left out")
        let segments = try XCTUnwrap(owner.segments)
        XCTAssertEqual((0..<segments.numberOfSegments).map { segments.titleForSegment(at: $0) }, ["Day", "Week", "Month"])
        XCTAssertEqual(segments.selectedSegmentIndex, 1)
        let stepper = try XCTUnwrap(owner.stepper)
        XCTAssertEqual([stepper.minimumValue, stepper.maximumValue, stepper.stepValue, stepper.value], [1, 11, 2, 5])
        XCTAssertEqual(owner.progress.progress, 0.4, accuracy: 0.001)
        XCTAssertEqual(owner.progress.progressViewStyle, .bar)
        XCTAssertTrue(owner.spinner.isAnimating, "animating, as the inspector says")
        XCTAssertEqual(owner.spinner.style, .large)
        let day = owner.datePicker.date
        XCTAssertEqual([day.year, day.month, day.day], [2026, 3, 20], "the date, in the local calendar")
        XCTAssertEqual(owner.pages.numberOfPages, 5)
        XCTAssertEqual(owner.pages.currentPage, 2)
        XCTAssertTrue(owner.picker.dataSource === owner && owner.picker.delegate === owner, "the picker's outlets to the File's Owner")

        let page = ViewController()
        page.view = stack
        let window = presentInWindow(page)
        defer { window.close() }
        XCTAssertEqual(owner.picker.numberOfRows(inComponent: 0), 2)
        XCTAssertTrue(owner.table.dataSource === owner)
        XCTAssertTrue(pump(until: { owner.table.cellForRow(at: IndexPath(row: 1, section: 0)) != nil }), "rows from the prototype")
        XCTAssertEqual(owner.table.cellForRow(at: IndexPath(row: 1, section: 0))?.text, "Pistachio")
    }

    @MainActor
    func testAScrollViewsContentFollowsItsGuidesAndScrollsUpAndDown() async throws {
        // The content's height at least the frame's (priority 250) is not followed: said.
        expectedLogMessages = ["Article.xib:103: <constraint> Art-Cn-006: a constraint to a scroll view's frame layout guide"]
        let page = ViewController()
        page.view = try XCTUnwrap(Nib(nibName: "Article", bundle: .module).instantiate(withOwner: nil).first as? View)
        let scroller = try XCTUnwrap(page.view.subviews.first as? ScrollView)
        let column = try XCTUnwrap(scroller.contentView.subviews.first as? StackView, "the content in the content area")
        XCTAssertEqual(column.arrangedSubviews.count, 12)
        let window = presentInWindow(page)
        defer { window.close() }
        window.setDefaultSize(width: 320, height: 240)
        XCTAssertTrue(pump(until: { (1...240).contains(scroller.bounds.height) && column.bounds.width > 0 }), "\(scroller.bounds)")
        XCTAssertEqual(column.bounds.width, scroller.bounds.width, accuracy: 1, "as wide as the frame: the frame guide's width")
        XCTAssertGreaterThan(column.bounds.height, scroller.bounds.height * 2, "taller than the frame: it scrolls")
        scroller.setContentOffset(Point(x: 0, y: 200), animated: false)
        XCTAssertTrue(pump(until: { scroller.contentOffset.y == 200 }), "scrolled down: \(scroller.contentOffset)")
    }
}

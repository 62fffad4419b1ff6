import GtkKit
import GtkKitTestSupport
import XCTest

/// A source of hours and minutes for a picker.
@MainActor
private final class Clock: PickerViewDataSource, PickerViewDelegate {
    var rows = [24, 60]
    var picked: [(row: Int, component: Int)] = []

    func numberOfComponents(in pickerView: PickerView) -> Int { rows.count }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        row < 10 ? "0\(row)" : "\(row)"
    }
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        picked.append((row, component))
    }
    func pickerView(_ pickerView: PickerView, accessibilityLabelForComponent component: Int) -> String? {
        component == 0 ? "Hour" : "Minute"
    }
}

/// Progress, activity, pages, pickers and dates, with UIKit's properties and events.
final class IndicatorAndPickerTests: GtkTestCase {
    @MainActor
    func testProgressIsHeldToItsRangeAndAnimatesWhenAsked() async throws {
        let bar = ProgressView()
        let window = presentInWindow(ContentPage(bar))
        defer { window.close() }
        bar.progress = 1.5
        XCTAssertEqual(bar.progress, 1)
        bar.progress = -1
        XCTAssertEqual(bar.progress, 0)
        setAnimations(true)
        defer { setAnimations(false) }
        bar.setProgress(0.8, animated: true)
        XCTAssertEqual(bar.progress, 0.8, accuracy: 0.001, "the getter answers the end at once")
        XCTAssertTrue(pump(until: { bar.presentedProgress == 0.8 }), "and the bar gets there")
    }

    @MainActor
    func testAnActivityIndicatorHidesWhenStopped() async throws {
        let spinner = ActivityIndicatorView(style: .large)
        XCTAssertFalse(spinner.isVisible, "stopped, hidden, as UIKit's defaults")
        spinner.startAnimating()
        XCTAssertTrue(spinner.isAnimating)
        XCTAssertTrue(spinner.isVisible)
        spinner.stopAnimating()
        XCTAssertFalse(spinner.isVisible)
        spinner.hidesWhenStopped = false
        XCTAssertTrue(spinner.isVisible, "shown, still, when it no longer hides")
        XCTAssertFalse(spinner.isAnimating)
    }

    @MainActor
    func testAPageControlMovesByKeysMirroredInRightToLeftAndByClicks() async throws {
        try skipUnlessWindowsBecomeActive()
        for rightToLeft in [false, true] {
            let pages = PageControl()
            pages.numberOfPages = 5
            pages.currentPage = 2
            var heard: [Int] = []
            pages.addAction(Action { _ in heard.append(pages.currentPage) }, for: .valueChanged)
            let window = show(pages, width: 200, height: 40, rightToLeft: rightToLeft)
            let title = rightToLeft ? "Pages RTL" : "Pages"
            window.title = title
            XCTAssertTrue(pages.grabFocus(), "it takes the keyboard focus")
            try XKeyboard.press("Right", inWindowTitled: title)
            XCTAssertTrue(pump(until: { heard.count == 1 }), "\(heard)")
            XCTAssertEqual(heard, [rightToLeft ? 1 : 3], "Right is forward in left to right, back in right to left")
            try XKeyboard.press("End", inWindowTitled: title)
            try XKeyboard.press("Right", inWindowTitled: title)
            XCTAssertTrue(pump(until: { pages.currentPage == (rightToLeft ? 3 : 4) }), "End, then Right: \(heard)")
            XCTAssertEqual(heard.dropFirst(), rightToLeft ? [4, 3] : [4], "a step past the last page sends nothing")
            try XKeyboard.press("Home", inWindowTitled: title)
            XCTAssertTrue(pump(until: { pages.currentPage == 0 }))
            try XKeyboard.click(on: pages, inWindowTitled: title)
            XCTAssertTrue(pump(until: { pages.currentPage == 1 }), "a click after the current dot goes forward one")
            pages.currentPage = 9
            XCTAssertEqual(pages.currentPage, 4, "held to the last page")
            window.close()
        }
        let single = PageControl()
        single.numberOfPages = 1
        single.hidesForSinglePage = true
        XCTAssertFalse(single.isVisible)
    }

    @MainActor
    func testAPickerAsksItsDataSourceAndTellsOnlyTheUsersPicks() async throws {
        let clock = Clock()
        let picker = PickerView()
        picker.dataSource = clock
        picker.delegate = clock
        XCTAssertEqual(picker.numberOfComponents, 2)
        XCTAssertEqual(picker.numberOfRows(inComponent: 1), 60)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 0, "the first row, as in UIKit")
        picker.selectRow(9, inComponent: 0, animated: false)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 9)
        XCTAssertTrue(clock.picked.isEmpty, "code's selection is not told")
        clock.rows = [12, 60]
        picker.reloadComponent(0)
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 12)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 9, "kept where it still exists")
        picker.selectRow(99, inComponent: 0, animated: false)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 9, "a row that does not exist is ignored")
    }

    @MainActor
    func testADatePickerKeepsTheUsersPickWithinItsLimits() async throws {
        try skipUnlessWindowsBecomeActive()
        let picker = DatePicker()
        let window = presentInWindow(ContentPage(picker))
        window.title = "Dates"
        defer { window.close() }
        var heard = 0
        picker.addAction(Action { _ in heard += 1 }, for: .valueChanged)
        picker.date = (2026, 6, 15)
        XCTAssertEqual(heard, 0, "code's date sends nothing")
        picker.minimumDate = (2026, 6, 1)
        picker.maximumDate = (2026, 6, 30)
        picker.date = (2027, 1, 1)
        XCTAssertTrue(picker.date == (2026, 6, 30), "held to the maximum: \(picker.date)")
        XCTAssertTrue(picker.grabFocus())
        try XKeyboard.press("Left", inWindowTitled: "Dates")
        try XKeyboard.press("space", inWindowTitled: "Dates")
        XCTAssertTrue(pump(until: { heard >= 1 }), "a day picked by keyboard is a change")
        let picked = picker.date
        XCTAssertTrue(picked != (2026, 6, 30) && picked.month == 6, "\(picked)")
        picker.pickAsUser((2026, 7, 1))
        XCTAssertTrue(picker.date == (2026, 6, 30), "a day past the limit goes back to it: \(picker.date)")
        picker.pickAsUser((2020, 1, 1))
        XCTAssertTrue(picker.date == (2026, 6, 1), "and one before it, to the minimum")
    }
}

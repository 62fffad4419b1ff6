import GtkKit
import GtkKitTestSupport
import XCTest

/// GtkCalendar counts months from 0; DatePicker does not, and keeps month ends intact.
final class DatePickerTests: GtkTestCase {
    @MainActor
    func testMonthEdgesAndLeapDaysRoundTrip() async {
        let picker = DatePicker()
        for date in [(2026, 1, 31), (2024, 2, 29), (2026, 12, 31), (2026, 1, 1), (2000, 2, 29)] {
            picker.date = date
            XCTAssertTrue(picker.date == date, "\(date) came back as \(picker.date)")
        }
        picker.date = (2026, 1, 31)
        picker.date = (2026, 2, 28)
        XCTAssertTrue(picker.date == (2026, 2, 28), "from 31 January to February without an invalid day in between")
    }
}

import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// Baseline anchors, as UIKit forms use them: a title and a field beside it share a baseline.
final class BaselineLayoutTests: GtkTestCase {
    /// Where `view`'s first line sits in its superview: its top plus GTK's baseline for it.
    @MainActor
    private func baseline(of view: View) -> Double {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        var minimumBaseline: Int32 = -1
        var naturalBaseline: Int32 = -1
        gtk_widget_measure(view.widget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, &minimumBaseline, &naturalBaseline)
        return view.frame.minY + Double(naturalBaseline)
    }

    @MainActor
    func testATitleAndAFieldBesideItShareABaselineAndFollowANewFont() async throws {
        let form = View()
        let title = Label("Name")
        title.font = .preferredFont(forTextStyle: .title1)
        let field = TextField()
        field.text = "Desk Lamp"
        for view in [title, field] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            form.addSubview(view)
        }
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: form.layoutMarginsGuide.leadingAnchor),
            title.topAnchor.constraint(equalTo: form.topAnchor, constant: 40),
            field.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 12),
            field.trailingAnchor.constraint(equalTo: form.layoutMarginsGuide.trailingAnchor),
            field.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
        ])
        let window = show(form, width: 400, height: 200)
        XCTAssertTrue(
            pump(until: { abs(self.baseline(of: field) - self.baseline(of: title)) <= 1 }),
            "the field's text on the title's line: field \(field.frame), title \(title.frame)")
        let fieldTop = field.frame.minY

        let titleHeight = title.frame.height
        title.font = .preferredFont(forTextStyle: .caption1)
        XCTAssertTrue(pump(until: { title.frame.height < titleHeight }), "the smaller font is drawn: \(title.frame)")
        XCTAssertTrue(
            pump(until: { abs(self.baseline(of: field) - self.baseline(of: title)) <= 1 }),
            "after a smaller font, still one line: field \(field.frame), title \(title.frame)")
        XCTAssertLessThan(field.frame.minY, fieldTop - 5, "the field moved up with the smaller title's baseline: \(field.frame)")
        window.close()
    }
}

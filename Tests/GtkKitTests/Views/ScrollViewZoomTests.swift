import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// Zooming as GNOME's viewers zoom: the scale held to its limits, the content area growing with
/// it around the visible centre, and Ctrl+plus, Ctrl+minus and Ctrl+0 from the keyboard.
final class ScrollViewZoomTests: GtkTestCase {
    @MainActor
    private final class Viewer: ScrollViewDelegate {
        let picture: View
        var zooms = 0
        init(picture: View) { self.picture = picture }
        func viewForZooming(in scrollView: ScrollView) -> View? { picture }
        func scrollViewDidZoom(_ scrollView: ScrollView) { zooms += 1 }
    }

    /// A 300 × 200 scroll view showing a 300 × 200 picture (with a button to focus) it zooms.
    @MainActor
    private func zoomablePicture(titled title: String) -> (ScrollView, View, Button, Viewer, Window) {
        let scroller = ScrollView()
        let picture = View()
        let focusable = Button(label: "Picture")
        picture.addSubview(focusable)
        scroller.addSubview(picture)
        picture.frame = Rect(x: 0, y: 0, width: 300, height: 200)
        let viewer = Viewer(picture: picture)
        scroller.delegate = viewer
        let window = show(scroller, width: 300, height: 200)
        window.title = title
        return (scroller, picture, focusable, viewer, window)
    }

    @MainActor
    func testTheScaleIsHeldToItsLimitsAndTheContentGrowsAroundTheCentre() async throws {
        let (scroller, picture, _, viewer, _) = zoomablePicture(titled: "Zoom")
        XCTAssertTrue(pump(until: { picture.bounds.width == 300 }))
        XCTAssertEqual(scroller.adjustedContentInset, scroller.contentInset, "no safe area on the desktop")

        scroller.zoomScale = 2
        XCTAssertEqual(scroller.zoomScale, 1, "no zooming while the largest scale is 1, as in UIKit")
        XCTAssertEqual(viewer.zooms, 0)

        scroller.minimumZoomScale = 0.5
        scroller.maximumZoomScale = 4
        scroller.zoomScale = 2
        XCTAssertEqual(scroller.zoomScale, 2)
        XCTAssertEqual(viewer.zooms, 1)
        XCTAssertEqual(picture.transform, Transform(scaleX: 2, y: 2))
        XCTAssertEqual(scroller.contentSize, Size(width: 600, height: 400))
        XCTAssertTrue(pump(until: { scroller.contentOffset == Point(x: 150, y: 100) }), "the centre stays: \(scroller.contentOffset)")
        XCTAssertEqual(pixelsWide(picture, in: scroller), 600, "drawn twice as wide")

        scroller.zoomScale = 10
        XCTAssertEqual(scroller.zoomScale, 4, "held to the largest")
        scroller.setZoomScale(0.1, animated: true)
        XCTAssertEqual(scroller.zoomScale, 0.5, "held to the smallest")

        scroller.zoom(to: Rect(x: 150, y: 100, width: 75, height: 50), animated: false)
        XCTAssertEqual(scroller.zoomScale, 4, "a quarter of the width fills the view")
        XCTAssertTrue(pump(until: { scroller.contentOffset == Point(x: 600, y: 400) }), "\(scroller.contentOffset)")
    }

    @MainActor
    func testCtrlPlusMinusAndZeroZoomWithTheFocusInside() async throws {
        try skipUnlessWindowsBecomeActive()
        let (scroller, picture, focusable, viewer, window) = zoomablePicture(titled: "Zoom keys")
        scroller.maximumZoomScale = 3
        defer { withExtendedLifetime(viewer) {} }
        XCTAssertTrue(pump(until: { gtk_window_is_active(window.pointer()) != 0 && picture.bounds.width == 300 }))
        XCTAssertTrue(focusable.grabFocus())
        try XKeyboard.press("ctrl+plus", inWindowTitled: "Zoom keys")
        XCTAssertTrue(pump(until: { scroller.zoomScale == 1.25 }), "\(scroller.zoomScale)")
        try XKeyboard.press("ctrl+equal", inWindowTitled: "Zoom keys")
        XCTAssertTrue(pump(until: { abs(scroller.zoomScale - 1.5625) < 0.0001 }), "\(scroller.zoomScale)")
        try XKeyboard.press("ctrl+minus", inWindowTitled: "Zoom keys")
        XCTAssertTrue(pump(until: { scroller.zoomScale == 1.25 }), "\(scroller.zoomScale)")
        try XKeyboard.press("ctrl+0", inWindowTitled: "Zoom keys")
        XCTAssertTrue(pump(until: { scroller.zoomScale == 1 }), "\(scroller.zoomScale)")
        XCTAssertEqual(picture.transform, .identity)
    }

    /// How wide `picture` is drawn: its scaled box in the scroll view's content.
    @MainActor
    private func pixelsWide(_ picture: View, in scroller: ScrollView) -> Int {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(picture.widget, scroller.contentView.widget, &bounds) != 0 else { return 0 }
        return Int(bounds.size.width.rounded())
    }
}

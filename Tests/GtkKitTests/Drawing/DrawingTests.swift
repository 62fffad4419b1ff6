import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// UIKit's custom drawing as GTK paints it: a view's draw(_:) with paths and the current
/// context, redrawn on setNeedsDisplay(); pictures drawn in code; a layer's shadow.
final class DrawingTests: GtkTestCase {
    /// A dot in `color` filling the view, and a line across its top in blue.
    @MainActor
    private final class Dot: View {
        var color = Color(red: 1, green: 0, blue: 0)
        var draws = 0

        override func draw(_ rect: Rect) {
            draws += 1
            color.setFill()
            BezierPath(ovalIn: rect.insetBy(dx: 2, dy: 2)).fill()
            guard let context = GraphicsContext.current else { return }
            context.setStrokeColor(Color(red: 0, green: 0, blue: 1))
            context.setLineWidth(4)
            context.move(to: Point(x: 0, y: 2))
            context.addLine(to: Point(x: rect.width, y: 2))
            context.strokePath()
        }
    }

    @MainActor
    func testAViewDrawsItsPathsAndRedrawsWhenAsked() async throws {
        let dot = Dot()
        let plain = View()
        let window = presentSwatches([dot, plain], width: 200, height: 100)
        defer { window.close() }
        XCTAssertTrue(pump(until: { self.pixel(of: dot, x: 50, y: 50) == [255, 0, 0, 255] }), "the dot: \(pixel(of: dot, x: 50, y: 50))")
        XCTAssertEqual(pixel(of: dot, x: 50, y: 1), [0, 0, 255, 255], "the line across the top, over the dot")
        XCTAssertEqual(pixel(of: dot, x: 3, y: 97)[3], 0, "outside the dot, nothing")
        XCTAssertNil(GraphicsContext.current, "no context outside draw(_:)")

        dot.color = Color(red: 0, green: 0.5, blue: 0)
        XCTAssertEqual(pixel(of: dot, x: 50, y: 50), [255, 0, 0, 255], "not redrawn until asked")
        dot.setNeedsDisplay()
        XCTAssertTrue(pump(until: { self.pixel(of: dot, x: 50, y: 50) == [0, 128, 0, 255] }), "\(pixel(of: dot, x: 50, y: 50))")
    }

    @MainActor
    func testAViewLargerThanAPictureIsStillDrawn() async throws {
        let dot = Dot()
        dot.setMinimumSize(width: 4000, height: 2400)
        let scroller = ScrollView()
        scroller.addSubview(dot)
        let window = presentSwatches([scroller], width: 300, height: 200)
        defer { window.close() }
        XCTAssertTrue(pump(until: { dot.bounds.width >= 4000 && dot.draws > 0 }), "laid out and drawn: \(dot.bounds)")
        XCTAssertEqual(pixel(of: dot, x: 2000, y: 1200), [255, 0, 0, 255], "the middle of a dot over 4K's pixels: recorded, not a picture")
    }

    @MainActor
    func testAHugePathIsRefusedAndSaidNotDrawnForSeconds() async throws {
        expectedLogMessages = ["GraphicsContext.strokePath(): a path of 150000 elements is over the limit of 100000; not drawn"]
        var strokedSmall = false
        let picture = GraphicsImageRenderer(size: Size(width: 100, height: 100)).image { context in
            let huge = BezierPath()
            huge.move(to: .zero)
            for index in 0..<150_000 { huge.addLine(to: Point(x: Double(index) / 2000, y: index.isMultiple(of: 2) ? 0 : 100)) }
            Color(red: 1, green: 0, blue: 0).setStroke()
            huge.stroke()
            let small = BezierPath()
            small.move(to: Point(x: 0, y: 50))
            small.addLine(to: Point(x: 100, y: 50))
            small.lineWidth = 4
            small.stroke()
            strokedSmall = true
            _ = context
        }
        XCTAssertTrue(strokedSmall)
        let png = try XCTUnwrap(picture.pngData())
        let decoded = try XCTUnwrap(Bitmap(data: png))
        XCTAssertEqual(decoded.width, 100, "the drawing goes on after the refusal")
    }

    @MainActor
    func testAPathFilledOutsideADrawingIsAProgrammingError() async throws {
        expectedLogMessages = ["BezierPath.fill() outside draw(_:) or an image renderer"]
        BezierPath(rect: Rect(x: 0, y: 0, width: 10, height: 10)).fill()
    }

    @MainActor
    func testARendererDrawsAPictureAtItsScale() async throws {
        let renderer = GraphicsImageRenderer(size: Size(width: 20, height: 10), scale: 2)
        let picture = renderer.image { context in
            Color(red: 0, green: 1, blue: 0).setFill()
            context.fill(Rect(x: 0, y: 0, width: 10, height: 10))
            let path = BezierPath(roundedRect: Rect(x: 10, y: 0, width: 10, height: 10), cornerRadius: 3)
            Color(red: 0, green: 0, blue: 1).setFill()
            path.fill()
        }
        XCTAssertEqual([picture.width, picture.height], [40, 20], "pixels at scale 2")
        XCTAssertEqual(picture.size, Size(width: 20, height: 10))
        let decoded = try XCTUnwrap(picture.pngData().flatMap(Bitmap.init(data:)))
        XCTAssertEqual([decoded.width, decoded.height], [40, 20])
        let shown = ImageView(image: picture)
        let window = presentSwatches([shown], width: 20, height: 10)
        defer { window.close() }
        XCTAssertTrue(pump(until: { self.pixel(of: shown, x: 5, y: 5) == [0, 255, 0, 255] }), "\(pixel(of: shown, x: 5, y: 5))")
        XCTAssertEqual(pixel(of: shown, x: 15, y: 5), [0, 0, 255, 255])
        XCTAssertEqual(pixel(of: shown, x: 10, y: 0)[3] < 255, true, "the rounded corner is cut")
    }

    @MainActor
    func testALayersShadowFallsBelowTheView() async throws {
        let card = View()
        card.backgroundColor = .white
        card.layer.shadowOpacity = 1
        card.layer.shadowOffset = Size(width: 0, height: 10)
        card.layer.shadowRadius = 0
        card.layer.shadowColor = Color(red: 0, green: 0, blue: 0).cgColor
        card.setMinimumSize(width: 60, height: 30)
        let holder = View()
        holder.backgroundColor = Color(red: 1, green: 1, blue: 0)
        holder.addSubview(card)
        card.frame = Rect(x: 20, y: 20, width: 60, height: 30)
        let window = presentSwatches([holder], width: 100, height: 80)
        defer { window.close() }
        XCTAssertTrue(
            pump(until: { self.pixel(of: holder, x: 50, y: 55) == [0, 0, 0, 255] }), "the shadow: \(pixel(of: holder, x: 50, y: 55))")
        XCTAssertEqual(pixel(of: holder, x: 50, y: 35), [255, 255, 255, 255], "the card")
        XCTAssertEqual(pixel(of: holder, x: 50, y: 75), [255, 255, 0, 255], "below the shadow")
    }

    @MainActor
    func testATransformScalesAndRotatesTheViewAroundItsCentre() async throws {
        let bar = View()
        bar.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let holder = View()
        holder.backgroundColor = Color(red: 1, green: 1, blue: 0)
        holder.addSubview(bar)
        bar.frame = Rect(x: 40, y: 40, width: 20, height: 10)
        let window = presentSwatches([holder], width: 100, height: 100)
        defer { window.close() }
        let red = [255, 0, 0, 255]
        XCTAssertTrue(pump(until: { self.pixel(of: holder, x: 50, y: 45) == red }))
        XCTAssertNotEqual(pixel(of: holder, x: 35, y: 45), red, "left of the bar")

        bar.transform = Transform(scaleX: 2, y: 2)
        XCTAssertTrue(pump(until: { self.pixel(of: holder, x: 35, y: 45) == red }), "twice as wide, around its centre")
        XCTAssertEqual(pixel(of: holder, x: 50, y: 38), red, "and twice as tall")
        XCTAssertNotEqual(pixel(of: holder, x: 25, y: 45), red)
        XCTAssertEqual(bar.frame, Rect(x: 40, y: 40, width: 20, height: 10), "the layout is unchanged")

        bar.transform = Transform(rotationAngle: .pi / 2)
        XCTAssertTrue(pump(until: { self.pixel(of: holder, x: 50, y: 37) == red }), "upright: \(pixel(of: holder, x: 50, y: 37))")
        XCTAssertNotEqual(pixel(of: holder, x: 42, y: 45), red, "no longer wide")
        XCTAssertEqual(Point(x: 1, y: 0).applying(Transform(rotationAngle: .pi / 2)).y, 1, accuracy: 1e-9)
        XCTAssertEqual(Transform(scaleX: 2, y: 4).inverted().concatenating(Transform(scaleX: 2, y: 4)), .identity)

        bar.transform = .identity
        XCTAssertTrue(pump(until: { self.pixel(of: holder, x: 50, y: 37) != red }), "back as laid out")
    }
}

/// A long stroke, which GtkKit hands cairo in overlapping pieces for speed, draws what one
/// stroke of the whole path draws.
final class LongStrokeTests: GtkTestCase {
    /// A 400-segment line chart across 400 × 200 pixels, as `BezierPath` points.
    private func chart() -> [Point] {
        var seed: UInt32 = 11
        return (0...400).map { index in
            seed = seed &* 1_103_515_245 &+ 12345
            return Point(x: Double(index), y: 40 + 120 * Double(seed >> 16) / 65536)
        }
    }

    /// The alpha of every pixel of `texture`.
    private func alphas(of texture: OpaquePointer, width: Int, height: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        return stride(from: 3, to: bytes.count, by: 4).map { bytes[$0] }
    }

    @MainActor
    func testALongStrokeDrawsWhatOneWholeStrokeDraws() async throws {
        let points = chart()
        for join in [GraphicsContext.LineJoin.miter, .round, .bevel] {
            let drawn = GraphicsImageRenderer(size: Size(width: 400, height: 200)).image { _ in
                let path = BezierPath()
                path.move(to: points[0])
                for point in points.dropFirst() { path.addLine(to: point) }
                path.lineWidth = 3
                path.lineJoinStyle = join
                Color(red: 0, green: 0, blue: 1).setStroke()
                path.stroke()
            }
            // The same path stroked whole by cairo itself.
            let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 200))
            defer { cairo_surface_destroy(surface) }
            let cairo = try XCTUnwrap(cairo_create(surface))
            cairo_set_line_width(cairo, 3)
            cairo_set_line_join(
                cairo, join == .miter ? CAIRO_LINE_JOIN_MITER : join == .round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_BEVEL)
            cairo_move_to(cairo, points[0].x, points[0].y)
            for point in points.dropFirst() { cairo_line_to(cairo, point.x, point.y) }
            cairo_stroke(cairo)
            cairo_destroy(cairo)
            cairo_surface_flush(surface)
            let whole = try XCTUnwrap(cairo_image_surface_get_data(surface))
            let expected = (0..<(400 * 200)).map { whole[$0 * 4 + 3] }
            let actual = alphas(of: drawn.texture, width: 400, height: 200)
            let inked = expected.filter { $0 > 0 }.count
            let differences = zip(expected, actual).map { abs(Int($0) - Int($1)) }
            let visible = differences.filter { $0 > 32 }.count
            XCTAssertGreaterThan(inked, 20_000, "\(join): the chart is drawn")
            XCTAssertLessThan(Double(visible) / Double(inked), 0.05, "\(join): \(visible) of \(inked) pixels differ by over an eighth")
            XCTAssertLessThanOrEqual(
                differences.max() ?? 0, 96, "\(join): no gap or blot, only the edges of a segment two pieces share drawn twice")
        }
    }
}

/// Text drawn in draw(_:) and measured for layout, as UIKit's NSString and NSAttributedString
/// additions do it.
final class TextDrawingTests: GtkTestCase {
    /// A view drawing a word in large red type at its top left.
    @MainActor
    private final class Caption: View {
        override func draw(_ rect: Rect) {
            "Hello".draw(
                at: Point(x: 4, y: 4),
                withAttributes: [.font: Font.systemFont(ofSize: 40, weight: .bold), .foregroundColor: Color(red: 1, green: 0, blue: 0)])
        }
    }

    @MainActor
    func testTextIsDrawnInItsColourWhereItIsPut() async throws {
        let caption = Caption()
        let window = presentSwatches([caption], width: 200, height: 80)
        defer { window.close() }
        func redPixels() -> Int {
            var count = 0
            for x in stride(from: 0, to: 200, by: 2) {
                for y in stride(from: 0, to: 80, by: 2) where pixel(of: caption, x: x, y: y) == [255, 0, 0, 255] { count += 1 }
            }
            return count
        }
        XCTAssertTrue(pump(until: { redPixels() > 50 }), "the word drawn in red: \(redPixels()) red pixels")
        XCTAssertEqual(pixel(of: caption, x: 198, y: 78)[3], 0, "nothing far from the word")
    }

    @MainActor
    func testTextIsMeasuredByItsFontAndWrappedToAWidth() async throws {
        let body: [NSAttributedString.Key: Any] = [.font: Font.systemFont(ofSize: 17)]
        let short = "Walk the dog".size(withAttributes: body)
        let long = "Walk the dog, then water the plants".size(withAttributes: body)
        XCTAssertGreaterThan(short.width, 40)
        XCTAssertGreaterThan(long.width, short.width, "more words, wider")
        XCTAssertEqual(long.height, short.height, "one line each")
        let large = "Walk the dog".size(withAttributes: [.font: Font.systemFont(ofSize: 34)])
        XCTAssertGreaterThan(large.height, short.height * 1.5, "a larger font, taller")
        let wrapped = "Walk the dog, then water the plants".boundingRect(
            with: Size(width: short.width + 4, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: body, context: nil)
        XCTAssertGreaterThanOrEqual(wrapped.height, short.height * 2.5, "wrapped at the width: three lines or more")
        XCTAssertLessThanOrEqual(wrapped.width, short.width + 4)
        XCTAssertGreaterThan(NSAttributedString(string: "Default").size().width, 0, "no attributes: UIKit's 12-point default")
    }

    @MainActor
    func testTextDrawnOutsideADrawingIsAProgrammingError() async throws {
        expectedLogMessages = ["text drawn outside draw(_:) or an image renderer"]
        "Hello".draw(at: .zero)
    }
}

internal import CGtk
import Glibc

/// A shape of lines and curves (UIKit's `UIBezierPath`), filled or stroked into the current
/// ``GraphicsContext`` — inside `draw(_:)` or an image renderer's actions.
///
/// ```swift
/// let path = BezierPath()
/// path.move(to: Point(x: 0, y: 20))
/// path.addLine(to: Point(x: 40, y: 0))
/// path.lineWidth = 2
/// Color.systemRed.setStroke()
/// path.stroke()
/// ```
///
/// An arc's `clockwise` is clockwise on the screen, as in UIKit.
@MainActor
public final class BezierPath {
    private enum Element {
        case move(Point)
        case line(Point)
        case curve(Point, Point, Point)
        case quadCurve(Point, Point)
        case arc(Point, Double, Double, Double, Bool)
        case close
    }

    private var elements: [Element] = []
    private var lastPoint: Point?
    private var firstPoint: Point?

    /// The width of the stroked line (UIKit's `lineWidth`; 1 by default).
    public var lineWidth = 1.0
    /// How the stroked line ends (UIKit's `lineCapStyle`).
    public var lineCapStyle = GraphicsContext.LineCap.butt
    /// How the stroked line's segments meet (UIKit's `lineJoinStyle`).
    public var lineJoinStyle = GraphicsContext.LineJoin.miter

    /// An empty path (UIKit's `init()`).
    public init() {}

    /// A rectangle (UIKit's `init(rect:)`).
    public convenience init(rect: Rect) {
        self.init()
        move(to: rect.origin)
        addLine(to: Point(x: rect.maxX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.minX, y: rect.maxY))
        close()
    }

    /// The ellipse inside `rect` (UIKit's `init(ovalIn:)`).
    public convenience init(ovalIn rect: Rect) {
        self.init()
        // Four cubic curves, the usual circle approximation (0.5523 of the radius).
        let (rx, ry, k) = (rect.width / 2, rect.height / 2, 0.552_284_749_8)
        let (cx, cy) = (rect.midX, rect.midY)
        move(to: Point(x: cx + rx, y: cy))
        addCurve(
            to: Point(x: cx, y: cy + ry), controlPoint1: Point(x: cx + rx, y: cy + k * ry), controlPoint2: Point(x: cx + k * rx, y: cy + ry)
        )
        addCurve(
            to: Point(x: cx - rx, y: cy), controlPoint1: Point(x: cx - k * rx, y: cy + ry), controlPoint2: Point(x: cx - rx, y: cy + k * ry)
        )
        addCurve(
            to: Point(x: cx, y: cy - ry), controlPoint1: Point(x: cx - rx, y: cy - k * ry), controlPoint2: Point(x: cx - k * rx, y: cy - ry)
        )
        addCurve(
            to: Point(x: cx + rx, y: cy), controlPoint1: Point(x: cx + k * rx, y: cy - ry), controlPoint2: Point(x: cx + rx, y: cy - k * ry)
        )
        close()
    }

    /// A rectangle with corners rounded by `cornerRadius` (UIKit's `init(roundedRect:cornerRadius:)`).
    public convenience init(roundedRect rect: Rect, cornerRadius: Double) {
        self.init()
        let radius = min(max(0, cornerRadius), rect.width / 2, rect.height / 2)
        move(to: Point(x: rect.minX + radius, y: rect.minY))
        addArc(
            withCenter: Point(x: rect.maxX - radius, y: rect.minY + radius), radius: radius, startAngle: -.pi / 2, endAngle: 0,
            clockwise: true)
        addArc(
            withCenter: Point(x: rect.maxX - radius, y: rect.maxY - radius), radius: radius, startAngle: 0, endAngle: .pi / 2,
            clockwise: true)
        addArc(
            withCenter: Point(x: rect.minX + radius, y: rect.maxY - radius), radius: radius, startAngle: .pi / 2, endAngle: .pi,
            clockwise: true)
        addArc(
            withCenter: Point(x: rect.minX + radius, y: rect.minY + radius), radius: radius, startAngle: .pi, endAngle: 1.5 * .pi,
            clockwise: true)
        close()
    }

    /// An arc as a path (UIKit's `init(arcCenter:radius:startAngle:endAngle:clockwise:)`).
    public convenience init(arcCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Whether the path has no elements (UIKit's `isEmpty`).
    public var isEmpty: Bool { elements.isEmpty }
    /// Where the path ends now (UIKit's `currentPoint`; `.zero` for an empty path).
    public var currentPoint: Point { lastPoint ?? .zero }

    /// Starts a subpath at `point` (UIKit's `move(to:)`).
    public func move(to point: Point) {
        elements.append(.move(point))
        (firstPoint, lastPoint) = (point, point)
    }
    /// A line to `point` (UIKit's `addLine(to:)`).
    public func addLine(to point: Point) {
        elements.append(.line(point))
        lastPoint = point
    }
    /// A cubic curve to `end` (UIKit's `addCurve(to:controlPoint1:controlPoint2:)`).
    public func addCurve(to end: Point, controlPoint1: Point, controlPoint2: Point) {
        elements.append(.curve(end, controlPoint1, controlPoint2))
        lastPoint = end
    }
    /// A quadratic curve to `end` (UIKit's `addQuadCurve(to:controlPoint:)`).
    public func addQuadCurve(to end: Point, controlPoint: Point) {
        elements.append(.quadCurve(end, controlPoint))
        lastPoint = end
    }
    /// An arc around `center` (UIKit's `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`),
    /// joined to the path by a line from the current point.
    public func addArc(withCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        elements.append(.arc(center, radius, startAngle, endAngle, clockwise))
        lastPoint = Point(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
        if firstPoint == nil { firstPoint = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle)) }
    }
    /// Closes the subpath (UIKit's `close()`).
    public func close() {
        elements.append(.close)
        lastPoint = firstPoint
    }
    /// Empties the path (UIKit's `removeAllPoints()`).
    public func removeAllPoints() {
        elements = []
        (firstPoint, lastPoint) = (nil, nil)
    }
    /// Adds `path`'s elements (UIKit's `append(_:)`).
    public func append(_ path: BezierPath) {
        elements += path.elements
        lastPoint = path.lastPoint ?? lastPoint
    }

    /// Fills the path with the current context's fill colour (UIKit's `fill()`); outside a
    /// drawing, a programming error, logged.
    public func fill() {
        guard let context = Self.context(for: "fill()") else { return }
        context.withCairo { cairo_new_path($0) }
        append(to: context)
        context.fillPath()
    }

    /// Strokes the path with the current context's stroke colour and this path's line settings
    /// (UIKit's `stroke()`); outside a drawing, a programming error, logged.
    public func stroke() {
        guard let context = Self.context(for: "stroke()") else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.withCairo { cairo_new_path($0) }
        append(to: context)
        context.strokePath()
        context.restoreGState()
    }

    /// Limits the current context's drawing to the path (UIKit's `addClip()`).
    public func addClip() {
        guard let context = Self.context(for: "addClip()") else { return }
        context.withCairo { cairo_new_path($0) }
        append(to: context)
        context.clip()
    }

    private static func context(for call: String) -> GraphicsContext? {
        guard let context = GraphicsContext.current else {
            logProgrammingError("BezierPath.\(call) outside draw(_:) or an image renderer: there is no context to draw into")
            return nil
        }
        return context
    }

    /// Adds the path's elements to `context`'s current path.
    func append(to context: GraphicsContext) {
        context.withCairo { cairo in
            for element in elements {
                switch element {
                case .move(let point): cairo_move_to(cairo, point.x, point.y)
                case .line(let point): cairo_line_to(cairo, point.x, point.y)
                case .curve(let end, let first, let second): cairo_curve_to(cairo, first.x, first.y, second.x, second.y, end.x, end.y)
                case .quadCurve(let end, let control):
                    var x = 0.0
                    var y = 0.0
                    cairo_get_current_point(cairo, &x, &y)
                    cairo_curve_to(
                        cairo, x + 2 / 3 * (control.x - x), y + 2 / 3 * (control.y - y), end.x + 2 / 3 * (control.x - end.x),
                        end.y + 2 / 3 * (control.y - end.y), end.x, end.y)
                case .arc(let center, let radius, let start, let end, let clockwise):
                    if clockwise {
                        cairo_arc(cairo, center.x, center.y, max(0, radius), start, end)
                    } else {
                        cairo_arc_negative(cairo, center.x, center.y, max(0, radius), start, end)
                    }
                case .close: cairo_close_path(cairo)
                }
            }
        }
    }
}

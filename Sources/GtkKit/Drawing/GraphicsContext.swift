internal import CGtk

/// A drawing surface (UIKit's `CGContext`, as `UIGraphicsGetCurrentContext()` returns it inside
/// `draw(_:)`): paths, fills, strokes, clips and transforms, drawn by cairo into GTK's render
/// tree. Coordinates are the view's, in logical pixels, y downwards, as in UIKit.
///
/// ```swift
/// override func draw(_ rect: Rect) {
///     guard let context = GraphicsContext.current else { return }
///     context.setFillColor(.systemBlue)
///     context.fillEllipse(in: bounds.insetBy(dx: 4, dy: 4))
/// }
/// ```
///
/// Where GtkKit differs: colours are ``Color``s (UIKit's `CGColor`; ``Color/cgColor`` is the
/// colour itself), resolved against the theme when set; an arc's `clockwise` means clockwise
/// on the screen, as ``BezierPath``'s does (UIKit's `CGContext` in a view is flipped, and its
/// `clockwise` the reverse); shadows are not offered — a view's shadow is its ``Layer``'s — and
/// text is drawn with `NSString`'s and `NSAttributedString`'s `draw(at:)` and `draw(in:)`.
@MainActor
public final class GraphicsContext {
    /// How a line's ends are drawn (UIKit's `CGLineCap`).
    public enum LineCap: Sendable {
        /// Square, at the end point.
        case butt
        /// Rounded, past the end point.
        case round
        /// Square, past the end point by half the width.
        case square
    }

    /// How lines meet at corners (UIKit's `CGLineJoin`).
    public enum LineJoin: Sendable {
        /// Pointed.
        case miter
        /// Rounded.
        case round
        /// Cut off.
        case bevel
    }

    /// The context `draw(_:)` is drawing into, or an image renderer's inside its actions; nil
    /// elsewhere (UIKit's `UIGraphicsGetCurrentContext()`).
    public static var current: GraphicsContext? { stack.last }
    private static var stack: [GraphicsContext] = []

    /// Where the cairo context comes from: a view's snapshot (made on first use, so a view that
    /// draws nothing adds nothing to the render tree) at a scale, or an image's surface.
    private enum Target {
        case snapshot(OpaquePointer, graphene_rect_t, scale: Double)
        case surface(OpaquePointer)
    }

    private let target: Target
    private var madeCairo: OpaquePointer?
    /// The picture a view's drawing is rasterised into, added to its snapshot when it ends.
    private var canvas: ViewCanvas?
    private var fillColor = Color.Components(red: 0, green: 0, blue: 0, alpha: 1)
    private var strokeColor = Color.Components(red: 0, green: 0, blue: 0, alpha: 1)
    private var saved: [(fill: Color.Components, stroke: Color.Components, alpha: Double)] = []
    /// Whether anything was asked of the context (a view that never uses it draws nothing).
    private(set) var wasUsed = false

    init(snapshot: OpaquePointer, width: Double, height: Double, scale: Double) {
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, 0, 0, Float(width), Float(height))
        target = .snapshot(snapshot, bounds, scale: scale)
    }

    init(surface: OpaquePointer) { target = .surface(surface) }

    /// The cairo context, made when first needed.
    private var cairo: OpaquePointer {
        wasUsed = true
        if let madeCairo { return madeCairo }
        let made: OpaquePointer
        switch target {
        case .snapshot(let snapshot, var bounds, let scale):
            if let canvas = ViewCanvas(bounds: bounds, scale: scale) {
                self.canvas = canvas
                made = canvas.cairo
            } else {
                made = gtk_snapshot_append_cairo(snapshot, &bounds)
            }
        case .surface(let surface): made = cairo_create(surface)
        }
        cairo_set_line_width(made, 1)
        madeCairo = made
        return made
    }

    /// Makes this the current context while `body` runs.
    func drawing(_ body: () -> Void) {
        Self.stack.append(self)
        defer {
            Self.stack.removeLast()
            if let canvas, case .snapshot(let snapshot, _, _) = target {
                canvas.finish(into: snapshot)
            } else if let madeCairo {
                cairo_destroy(madeCairo)
            }
            (madeCairo, canvas) = (nil, nil)
        }
        body()
    }

    // MARK: State

    /// Saves the colours, alpha, line settings, clip and transform (UIKit's `saveGState()`).
    public func saveGState() {
        cairo_save(cairo)
        saved.append((fillColor, strokeColor, globalAlpha))
    }

    /// Restores what the last ``saveGState()`` saved (UIKit's `restoreGState()`).
    public func restoreGState() {
        cairo_restore(cairo)
        if let state = saved.popLast() { (fillColor, strokeColor, globalAlpha) = (state.fill, state.stroke, state.alpha) }
    }

    /// The colour fills use (UIKit's `setFillColor(_:)`).
    public func setFillColor(_ color: Color) {
        _ = cairo
        fillColor = color.components
    }

    /// The colour strokes use (UIKit's `setStrokeColor(_:)`).
    public func setStrokeColor(_ color: Color) {
        _ = cairo
        strokeColor = color.components
    }

    /// The width of stroked lines, in logical pixels (UIKit's `setLineWidth(_:)`; 1 by default).
    public func setLineWidth(_ width: Double) { cairo_set_line_width(cairo, max(0, width)) }

    /// How stroked lines end (UIKit's `setLineCap(_:)`).
    public func setLineCap(_ cap: LineCap) {
        cairo_set_line_cap(cairo, cap == .round ? CAIRO_LINE_CAP_ROUND : cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
    }

    /// How stroked lines meet (UIKit's `setLineJoin(_:)`).
    public func setLineJoin(_ join: LineJoin) {
        cairo_set_line_join(
            cairo, join == .round ? CAIRO_LINE_JOIN_ROUND : join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
    }

    /// Dashes for stroked lines: lengths of dash and gap, from `phase` (UIKit's
    /// `setLineDash(phase:lengths:)`); empty for a solid line.
    public func setLineDash(phase: Double, lengths: [Double]) {
        lengths.withUnsafeBufferPointer { cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), phase) }
    }

    // MARK: Transforms

    /// Moves the origin by (`x`, `y`) (UIKit's `translateBy(x:y:)`).
    public func translateBy(x: Double, y: Double) { cairo_translate(cairo, x, y) }
    /// Scales what is drawn next (UIKit's `scaleBy(x:y:)`).
    public func scaleBy(x: Double, y: Double) { cairo_scale(cairo, x, y) }
    /// Rotates what is drawn next by `angle` radians, clockwise on the screen (UIKit's `rotate(by:)`).
    public func rotate(by angle: Double) { cairo_rotate(cairo, angle) }

    // MARK: Paths

    /// Starts a new subpath at `point` (UIKit's `move(to:)`).
    public func move(to point: Point) { cairo_move_to(cairo, point.x, point.y) }
    /// A straight line from the current point (UIKit's `addLine(to:)`).
    public func addLine(to point: Point) { cairo_line_to(cairo, point.x, point.y) }
    /// Straight lines through `points` (UIKit's `addLines(between:)`).
    public func addLines(between points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }
    /// A cubic Bézier curve from the current point (UIKit's `addCurve(to:control1:control2:)`).
    public func addCurve(to end: Point, control1: Point, control2: Point) {
        cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
    }
    /// A quadratic Bézier curve from the current point (UIKit's `addQuadCurve(to:control:)`).
    public func addQuadCurve(to end: Point, control: Point) {
        var x = 0.0
        var y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        let first = Point(x: x + 2 / 3 * (control.x - x), y: y + 2 / 3 * (control.y - y))
        let second = Point(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        addCurve(to: end, control1: first, control2: second)
    }
    /// An arc around `center` from `startAngle` to `endAngle` (radians; 0 points right),
    /// clockwise on the screen or not (UIKit's `addArc(center:radius:startAngle:endAngle:clockwise:)`).
    public func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        if clockwise {
            cairo_arc(cairo, center.x, center.y, max(0, radius), startAngle, endAngle)
        } else {
            cairo_arc_negative(cairo, center.x, center.y, max(0, radius), startAngle, endAngle)
        }
    }
    /// A rectangle as a closed subpath (UIKit's `addRect(_:)`).
    public func addRect(_ rect: Rect) { cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height) }
    /// An ellipse inside `rect` as a closed subpath (UIKit's `addEllipse(in:)`).
    public func addEllipse(in rect: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_save(cairo)
        cairo_translate(cairo, rect.midX, rect.midY)
        cairo_scale(cairo, rect.width / 2, rect.height / 2)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, 0, 0, 1, 0, 2 * Double.pi)
        cairo_close_path(cairo)
        cairo_restore(cairo)
    }
    /// A path's subpaths (UIKit's `addPath(_:)`, with a ``BezierPath`` for UIKit's `CGPath`).
    public func addPath(_ path: BezierPath) { path.append(to: self) }
    /// Closes the current subpath with a line to its start (UIKit's `closePath()`).
    public func closePath() { cairo_close_path(cairo) }

    // MARK: Drawing

    /// Paths with more lines and curves than this are refused by ``fillPath()`` and
    /// ``strokePath()`` as a programming error, logged, and not drawn: cairo takes about a second
    /// a frame for a stroke this long, and the window would stop answering.
    public static let maximumPathElements = 100_000

    /// Fills the current path and clears it (UIKit's `fillPath()`; non-zero winding).
    public func fillPath() {
        guard !refusesHugePath("fillPath()") else { return }
        setSource(fillColor)
        cairo_fill(cairo)
    }
    /// Strokes the current path and clears it (UIKit's `strokePath()`).
    public func strokePath() {
        guard !refusesHugePath("strokePath()") else { return }
        setSource(strokeColor)
        if !PiecewiseStroke.stroke(cairo) { cairo_stroke(cairo) }
    }

    /// Whether the current path is over ``maximumPathElements`` (then cleared, and said).
    private func refusesHugePath(_ operation: String) -> Bool {
        guard let path = cairo_copy_path(cairo) else { return false }
        defer { cairo_path_destroy(path) }
        // Each line is a header and a point; a curve a header and three: at least two entries.
        guard Int(path.pointee.num_data) > 2 * Self.maximumPathElements else { return false }
        var elements = 0
        var index = 0
        while index < Int(path.pointee.num_data) {
            elements += 1
            index += max(1, Int(path.pointee.data[index].header.length))
        }
        guard elements > Self.maximumPathElements else { return false }
        logProgrammingError(
            "GraphicsContext.\(operation): a path of \(elements) elements is over the limit of \(Self.maximumPathElements); not drawn")
        cairo_new_path(cairo)
        return true
    }
    /// Fills `rect` (UIKit's `fill(_:)`).
    public func fill(_ rect: Rect) {
        cairo_new_path(cairo)
        addRect(rect)
        fillPath()
    }
    /// Strokes `rect`'s outline (UIKit's `stroke(_:)`).
    public func stroke(_ rect: Rect) {
        cairo_new_path(cairo)
        addRect(rect)
        strokePath()
    }
    /// Fills the ellipse inside `rect` (UIKit's `fillEllipse(in:)`).
    public func fillEllipse(in rect: Rect) {
        cairo_new_path(cairo)
        addEllipse(in: rect)
        fillPath()
    }
    /// Strokes the ellipse inside `rect` (UIKit's `strokeEllipse(in:)`).
    public func strokeEllipse(in rect: Rect) {
        cairo_new_path(cairo)
        addEllipse(in: rect)
        strokePath()
    }
    /// Makes `rect` transparent (UIKit's `clear(_:)`).
    public func clear(_ rect: Rect) {
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }
    /// Limits drawing to `rect`, inside the clip there is (UIKit's `clip(to:)`).
    public func clip(to rect: Rect) {
        cairo_new_path(cairo)
        addRect(rect)
        cairo_clip(cairo)
    }
    /// Limits drawing to the current path, and clears it (UIKit's `clip()`).
    public func clip() { cairo_clip(cairo) }
    /// The opacity of what is drawn next, 0…1 (UIKit's `setAlpha(_:)`).
    public func setAlpha(_ alpha: Double) { globalAlpha = min(max(alpha, 0), 1) }
    private var globalAlpha = 1.0

    private func setSource(_ color: Color.Components) {
        cairo_set_source_rgba(cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha) * globalAlpha)
    }

    /// Sets the fill or stroke colour for ``Color/setFill()`` and ``Color/setStroke()``.
    func set(_ color: Color, fill: Bool, stroke: Bool) {
        if fill { setFillColor(color) }
        if stroke { setStrokeColor(color) }
    }

    /// Runs `body` with the cairo context, for ``BezierPath``.
    func withCairo<T>(_ body: (OpaquePointer) -> T) -> T { body(cairo) }
}

// The drawing bench (`make bench`): a view whose draw(_:) strokes a 1,000-segment line chart, redrawn
// frame after frame (setNeedsDisplay, then the frame clock's paint), against the same view
// stroking a 10-segment path, interleaved, in one run. Prints the median and slowest frame of
// each, from the request to the end of the frame's paint; the goal is a 1,000-segment frame
// within 16 ms (60 frames a second). The same chart in a colour a thousandth short of opaque is
// stroked whole (GtkKit strokes long opaque paths in pieces): the baseline the pieces beat.
import CGtk
import FoundationEssentials
@_spi(GtkKitInternals) import GtkKit

let frames = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 120

/// A path of `segments` segments stroked 2 px wide: a line chart across the view (what apps
/// draw: a graph, a waveform, a signature), or with `scribble` a random walk whose every segment
/// crosses the view (the worst case for a stroker: a thousand overlapping long lines).
@MainActor
final class Scribble: View {
    var segments = 1000
    var scribble = false
    /// Stroked in a colour a thousandth short of opaque, which GtkKit strokes whole.
    var whole = false
    var drawn = 0

    /// Milliseconds spent in draw(_:) itself, building and recording the path.
    var drawTime = 0.0

    override func draw(_ rect: Rect) {
        let began = g_get_monotonic_time()
        defer { drawTime += Double(g_get_monotonic_time() - began) / 1000 }
        let path = BezierPath()
        var seed: UInt32 = 7
        func next() -> Double {
            seed = seed &* 1_103_515_245 &+ 12345
            return Double(seed >> 16) / 65536
        }
        func point(_ index: Int) -> Point {
            scribble
                ? Point(x: rect.width * next(), y: rect.height * next())
                : Point(x: rect.width * Double(index) / Double(segments), y: rect.height * (0.3 + 0.4 * next()))
        }
        path.move(to: point(0))
        for index in 1...segments { path.addLine(to: point(index)) }
        path.lineWidth = 2
        path.lineJoinStyle = .round
        (whole ? Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.999) : Color(red: 0.2, green: 0.4, blue: 0.9)).setStroke()
        path.stroke()
        drawn += 1
    }
}

/// One frame of `view`, from setNeedsDisplay to the end of its paint: how long it took, and how
/// much of that was the frame's own work (from the frame clock's before-paint to its after-paint:
/// layout, draw(_:), rendering) rather than waiting for the clock's next tick.
@MainActor
func frame(of view: Scribble, counter: PaintCounter) -> (latency: Double, work: Double) {
    let before = counter.count
    let start = g_get_monotonic_time()
    view.setNeedsDisplay()
    _ = MainLoop.run(until: { counter.count > before && view.drawn > 0 }, timeoutMilliseconds: 5000)
    return (Double(g_get_monotonic_time() - start) / 1000, counter.lastWork)
}

extension String {
    init(format1 value: Double) { self = String(Double(Int((value * 10).rounded())) / 10) }
}

@MainActor
final class PaintCounter {
    var count = 0
    var paintBegan = 0
    /// Milliseconds from the last frame's before-paint to its after-paint.
    var lastWork = 0.0
}

MainActor.assumeIsolated {
    guard Application.openDisplay() else {
        print("draw-bench: no display")
        exit(1)
    }
    let view = Scribble()
    let window = Window(application: nil)
    window.setDefaultSize(width: 800, height: 600)
    let page = ViewController()
    page.view = view
    window.rootViewController = page
    window.present()
    _ = MainLoop.run(until: { view.drawn > 0 }, timeoutMilliseconds: 5000)
    let counter = PaintCounter()
    guard let clock = gtk_widget_get_frame_clock(window.rootViewController!.view.widget) else {
        print("draw-bench: no frame clock")
        exit(1)
    }
    let watch = Object(UnsafeMutableRawPointer(clock), ownership: .none)
    watch.connect("before-paint") { counter.paintBegan = g_get_monotonic_time() }
    let afterPaint: @MainActor () -> Void = {
        counter.lastWork = Double(g_get_monotonic_time() - counter.paintBegan) / 1000
        counter.count += 1
    }
    watch.connect("after-paint", afterPaint)
    var large: [(latency: Double, work: Double)] = []
    var small: [(latency: Double, work: Double)] = []
    var scribbled: [(latency: Double, work: Double)] = []
    var whole: [(latency: Double, work: Double)] = []
    for round in 0..<frames {
        view.segments = 1000
        large.append(frame(of: view, counter: counter))
        view.whole = true
        whole.append(frame(of: view, counter: counter))
        view.whole = false
        view.segments = 10
        small.append(frame(of: view, counter: counter))
        guard round < frames / 4 else { continue }
        view.segments = 1000
        view.scribble = true
        scribbled.append(frame(of: view, counter: counter))
        view.scribble = false
    }
    withExtendedLifetime(watch) {}
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    func figures(_ frames: [(latency: Double, work: Double)]) -> String {
        "\(String(format1: median(frames.map(\.work)))) ms of work a frame (slowest \(String(format1: frames.map(\.work).max() ?? 0)) ms; "
            + "\(String(format1: median(frames.map(\.latency)))) ms from the request to the paint's end)"
    }
    print(
        "draw-bench: draw(_:) stroking a path each frame (release, \(frames) frames each, 800 × 600, cairo renderer): "
            + "1,000 segments \(figures(large)), goal <= 16 ms; the same stroked whole \(figures(whole)); "
            + "10 segments \(figures(small)); 1,000 segments each crossing the view \(figures(scribbled)); "
            + "draw(_:) itself \(String(format1: view.drawTime / Double(max(1, view.drawn)))) ms a call, rasterising included")
}

internal import CGtk

/// One `animate` call's changes, run on a widget's frame clock: each animatable property moves
/// from where it was to where the animation block set it, along the curve.
@MainActor
final class Animation {
    /// One property's move.
    struct Track {
        /// The widget and property, so a later change to the same one replaces this move.
        let key: TrackKey
        let from: Double
        let to: Double
        let apply: @MainActor (Double) -> Void
    }

    /// An object's property.
    struct TrackKey: Hashable {
        let object: ObjectIdentifier
        let property: String
    }

    /// The animation whose block is running: animatable setters record into it instead of
    /// changing at once.
    static var recording: Animation?
    /// The animations under way.
    private static var running: [Animation] = []
    /// Completions waiting for the main loop, in the order their animations finished.
    private static var completions: [@MainActor () -> Void] = []
    private static var completionRun: MainLoop.Timer?

    private(set) var tracks: [Track] = []
    /// Widgets whose frame clocks can drive the animation, weakly.
    private var anchors: [WeakWidget] = []
    private let duration: Double
    private let delay: Double
    private let curve: TimingCurve
    private let completion: (@MainActor (Bool) -> Void)?
    private var startTime: Int?
    /// How far along its time the animation is, 0…1, and where it was when its clock last began.
    private(set) var fraction = 0.0
    private var startFraction = 0.0
    /// Whether it runs back towards its start (a property animator reversed).
    var isReversed = false
    private var tickID: guint = 0
    private weak var tickWidget: View?
    /// The anchor's `unmap` handler: a view leaving the screen gets no more frames.
    private var unmapHandler: gulong = 0

    init(duration: Double, delay: Double, curve: TimingCurve, completion: (@MainActor (Bool) -> Void)?) {
        self.duration = max(duration, 0)
        self.delay = max(delay, 0)
        self.curve = curve
        self.completion = completion
    }

    /// Records that `object`'s `property` moves from `from` to `to`, drawn in `anchor`'s window.
    func add(
        _ object: AnyObject, _ property: String, anchor: View?, from: Double, to: Double,
        apply: @escaping @MainActor (Double) -> Void
    ) {
        let key = TrackKey(object: ObjectIdentifier(object), property: property)
        tracks.removeAll { $0.key == key }
        tracks.append(Track(key: key, from: from, to: to, apply: apply))
        if let anchor { anchors.append(WeakWidget(value: anchor)) }
    }

    /// The value `object`'s `property` is animating to, if an animation is moving it (UIKit's
    /// getters return the end value at once).
    static func target(of object: AnyObject, _ property: String) -> Double? {
        let key = TrackKey(object: ObjectIdentifier(object), property: property)
        for animation in [recording].compactMap({ $0 }) + running.reversed() {
            if let track = animation.tracks.last(where: { $0.key == key }) { return track.to }
        }
        return nil
    }

    /// Stops animating `object`'s `property` (it was set outside an animation block).
    static func stop(_ object: AnyObject, _ property: String) {
        let key = TrackKey(object: ObjectIdentifier(object), property: property)
        for animation in running { animation.tracks.removeAll { $0.key == key } }
    }

    /// Starts the recorded moves: on a frame clock, or — with animations off in the desktop's
    /// settings, no time to take, or no widget on screen — all at once.
    func start() {
        guard claimTracks(), let anchor = drawingAnchor else { return finish(true) }
        runClock(on: anchor)
    }

    /// Takes this animation's properties from any other under way, and joins the running ones;
    /// false when there is nothing to animate or no time to take.
    private func claimTracks() -> Bool {
        for other in Self.running where other !== self {
            let keys = Set(tracks.map(\.key))
            other.tracks.removeAll { keys.contains($0.key) }
        }
        guard duration + delay > 0, !tracks.isEmpty else { return false }
        if !Self.running.contains(where: { $0 === self }) { Self.running.append(self) }
        return true
    }

    /// A widget on screen to draw the animation in, when the desktop lets apps animate.
    private var drawingAnchor: View? {
        let anchor = anchors.lazy.compactMap(\.value).first { Bool(gboolean: gtk_widget_get_mapped($0.widget)) }
        guard let anchor, Self.animationsEnabled(for: anchor) else { return nil }
        return anchor
    }

    /// Moves the animation on `anchor`'s frame clock from where it is.
    private func runClock(on anchor: View) {
        tickWidget = anchor
        startTime = nil
        startFraction = fraction
        let box = SignalBox<Tick> { [weak self] time in self?.tick(at: time) ?? false }
        tickID = gtk_widget_add_tick_callback(anchor.widget, Self.animationTick, box.retainedPointer(), SignalBox<Tick>.sourceDestroyNotify)
        if unmapHandler == 0 { unmapHandler = anchor.connect("unmap") { [weak self] in self?.finish(false) } }
    }

    // MARK: Held by a property animator

    /// Joins the running animations without moving: its properties wait at `fraction`.
    func startPaused() {
        guard claimTracks() else { return }
        show(fraction: fraction)
    }

    /// Stops the clock where the animation has got to; its properties stay there.
    func pause() {
        if let tickWidget, tickID != 0 { gtk_widget_remove_tick_callback(tickWidget.widget, tickID) }
        tickID = 0
    }

    /// Puts the properties where the animation is at `fraction` of its time (paused).
    func show(fraction: Double) {
        self.fraction = min(max(fraction, 0), 1)
        let progress = curve.progress(at: self.fraction)
        for track in tracks { track.apply(track.from + (track.to - track.from) * progress) }
    }

    /// Runs the clock again from where it was paused (or, with no widget on screen or
    /// animations off, ends at once).
    func resume() {
        guard tickID == 0 else { return }
        guard let anchor = drawingAnchor else { return end(atStart: isReversed, finished: true) }
        runClock(on: anchor)
    }

    /// Ends now with every property at the animation's start or end (a property animator
    /// stopped or finished there); the completion hears `finished`.
    func end(atStart: Bool, finished: Bool) {
        if atStart { tracks = tracks.map { Track(key: $0.key, from: $0.to, to: $0.from, apply: $0.apply) } }
        finish(finished)
    }

    /// Ends now with every property where it is drawn; no completion runs.
    func abandon() {
        pause()
        tracks = []
        Self.running.removeAll { $0 === self }
        if let tickWidget, unmapHandler != 0 { tickWidget.disconnect(unmapHandler) }
        unmapHandler = 0
    }

    typealias Tick = @MainActor (Int) -> Bool

    /// The frame clock's tick: hands the frame time to the animation's box. GTK calls it on the
    /// main thread only.
    private static var animationTick: GtkTickCallback {
        { _, clock, data in
            MainActor.assumeIsolated { SignalBox<Tick>.from(data).handler(Int(gdk_frame_clock_get_frame_time(clock))).gboolean }
        }
    }

    /// A widget held weakly: an animation never keeps a view alive.
    private struct WeakWidget {
        weak var value: View?
    }

    /// Moves every track to where the curve is at frame time `time` (microseconds); false ends
    /// the ticks once the animation is over.
    private func tick(at time: Int) -> Bool {
        guard let tickWidget, Bool(gboolean: gtk_widget_get_mapped(tickWidget.widget)) else {
            tickID = 0
            finish(false)
            return false
        }
        let start = startTime ?? time
        startTime = start
        // The delay counts only from the start, not after a pause.
        let elapsed = Double(time - start) / 1_000_000 - (startFraction == 0 ? delay : 0)
        guard elapsed >= 0 else { return true }
        let step = duration > 0 ? elapsed / duration : 1
        show(fraction: isReversed ? startFraction - step : startFraction + step)
        guard isReversed ? fraction <= 0 : fraction >= 1 else { return true }
        tickID = 0
        end(atStart: isReversed, finished: true)
        return false
    }

    /// Puts every track at its end value and queues the completion.
    private func finish(_ finished: Bool) {
        if let tickWidget {
            if tickID != 0 { gtk_widget_remove_tick_callback(tickWidget.widget, tickID) }
            if unmapHandler != 0 { tickWidget.disconnect(unmapHandler) }
        }
        tickID = 0
        unmapHandler = 0
        for track in tracks { track.apply(track.to) }
        tracks = []
        Self.running.removeAll { $0 === self }
        guard let completion else { return }
        Self.completions.append { completion(finished) }
        Self.completionRun =
            Self.completionRun
            ?? MainLoop.after(milliseconds: 0) {
                Self.completionRun = nil
                while !Self.completions.isEmpty { Self.completions.removeFirst()() }
            }
    }

    /// Whether the desktop lets apps animate (`gtk-enable-animations`; GNOME's reduce motion).
    static func animationsEnabled(for widget: View) -> Bool {
        guard let settings = gtk_widget_get_settings(widget.widget) else { return false }
        return Bool(gboolean: gtkkit_object_get_bool(UnsafeMutableRawPointer(settings), "gtk-enable-animations"))
    }
}

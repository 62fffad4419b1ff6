internal import CGtk

/// A touchpad's two-finger swipe back, heard as GTK hears it: smooth scroll events from a
/// touchpad between `scroll-begin` and `scroll-end`.
///
/// The first move decides: mostly sideways and toward the Back button's arrow (fingers to the
/// right in English, with GNOME's natural scrolling), and the stack has something to pop — then
/// the rest of the scroll is the swipe's and nothing under it scrolls; anything else is left to
/// the page until the fingers lift. Heard in the capture phase, before the page's scrolled
/// windows, which would otherwise take a sideways scroll they cannot use (libadwaita listens
/// after them, so a page that scrolls sideways keeps its scrolls there; none of GtkKit's do).
@MainActor
final class TouchpadSwipeTracker {
    private enum Phase {
        case idle, tracking, rejected
    }

    /// How many scroll units move a page all the way: libadwaita's measure (400 px), so a
    /// swipe goes as far in GtkKit as in GNOME's own apps.
    static let unitsPerPage = 40.0

    private var phase = Phase.idle
    /// How far the fingers have gone toward back, in scroll units, and recent readings of it.
    private var offset = 0.0
    private var samples: [(time: Int, offset: Double)] = []
    private let controller: EventController
    private weak var navigation: NavigationController?

    /// Listens on `widget` (the navigation controller's stack).
    init(on widget: View, navigation: NavigationController) {
        self.navigation = navigation
        controller = EventController(untyped(gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)), ownership: .full)
        gtk_event_controller_set_propagation_phase(OpaquePointer(controller.raw), GTK_PHASE_CAPTURE)
        controller.connect("scroll-begin") { [weak self] () -> Void in
            if self?.phase == .rejected { self?.phase = .idle }
        }
        controller.connect("scroll-end") { [weak self] in self?.ended() }
        controller.connect("scroll", pairDecision: { [weak self] dx, dy in self?.scrolled(dx: dx, dy: dy) ?? false })
        widget.addController(controller)
    }

    /// Whether the scroll being handled is a touchpad's smooth one (not a mouse wheel's clicks).
    private var isTouchpad: Bool {
        let opaque = OpaquePointer(controller.raw)
        guard let device = gtk_event_controller_get_current_event_device(opaque),
            let event = gtk_event_controller_get_current_event(opaque)
        else { return false }
        return gdk_device_get_source(device) == GDK_SOURCE_TOUCHPAD && gdk_scroll_event_get_direction(event) == GDK_SCROLL_SMOOTH
    }

    private func scrolled(dx: Double, dy: Double) -> Bool {
        guard let navigation, phase != .rejected, isTouchpad else { return false }
        let back = navigation.isRightToLeft ? dx : -dx
        if phase == .idle {
            guard dx != 0 || dy != 0 else { return false }
            guard abs(dx) > abs(dy), back > 0, navigation.beginInteractivePop() else {
                phase = .rejected
                return false
            }
            phase = .tracking
            offset = 0
            samples = []
        }
        offset += back
        let now = g_get_monotonic_time()
        samples.append((now, offset))
        samples.removeAll { now - $0.time > 150_000 }
        navigation.updateInteractivePop(progress: offset / Self.unitsPerPage)
        return true
    }

    /// The fingers lifted: the swipe ends at the speed they had over the last 150 ms.
    private func ended() {
        defer { phase = .idle }
        guard phase == .tracking, let navigation else { return }
        var velocity = 0.0
        if let first = samples.first, let last = samples.last, last.time > first.time {
            velocity = (last.offset - first.offset) / (Double(last.time - first.time) / 1_000_000)
        }
        navigation.endInteractivePop(velocity: velocity / Self.unitsPerPage)
    }
}

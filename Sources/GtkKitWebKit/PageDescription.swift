internal import CGtk
import GtkKit

/// The page's text in a web view's description, for a screen reader on a GTK that cannot plug
/// WebKit's own tree of the page in (before 4.14), written once the focus has settled. A page
/// often finishes loading just as its navigation controller moves the focus onto it: written
/// then, the description was read with the focus and again as its change (Orca 43). So it
/// waits until the view has been shown for the time the focus takes to settle, and then until
/// the screen reader has taken in the last focus change.
@MainActor
final class PageDescription {
    private weak var view: WebView?
    /// When the view was last mapped (µs, monotonic).
    private var mappedAt = 0
    private var pending: MainLoop.Timer?

    init(of view: WebView) {
        self.view = view
        view.connect("map", pointer: { [weak self] _ in self?.mappedAt = g_get_monotonic_time() })
    }

    /// Makes `text` the view's description (nil: none) once the focus has settled.
    func write(_ text: String?) {
        guard let view else { return }
        let sinceShown = Int((g_get_monotonic_time() - mappedAt) / 1000)
        let wait = max(AccessibilityDelay.focusSettle - sinceShown, WindowAccessibility.readerWait(near: view))
        guard wait <= 0 else {
            pending = MainLoop.after(milliseconds: wait) { [weak self] in self?.write(text) }
            return
        }
        pending = nil
        view.accessibilityHint = text
    }
}

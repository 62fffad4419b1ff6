internal import CGtk

/// The screen-reader repairs of one window, and the state they keep.
///
/// Everything in `Accessibility/` exists because of a GTK 4.8 or Orca limit
/// (docs/accessibility.md): the first focus heard at launch, announcements through the focused
/// widget, rows registered before they are focused, rows inserted so that lists are counted
/// right, the shortcuts window named. Core types reach it through one call each; the state lives
/// here, per window, made when the window is first presented.
@MainActor
package final class WindowAccessibility {
    /// The window repaired.
    private(set) weak var window: Window?

    /// The window's first focus, set again for screen readers; changed through its own methods
    /// (`FirstFocusAnnouncement`, see WindowAccessibility+FirstFocus.swift).
    var firstFocus = FirstFocusAnnouncement()
    /// Announcements held in descriptions on GTK 4.8; changed through its own methods
    /// (`HeldAnnouncements`, see WindowAccessibility+Announcement.swift).
    var announcements = HeldAnnouncements()
    /// When the window's focus last moved (`g_get_monotonic_time`, µs).
    var lastFocusChange = 0

    /// The pending registration of the rows beside the focused row.
    var neighbourRegistration: MainLoop.Timer?
    /// Pending repairs of lists after row insertions.
    var rowRepairs: [MainLoop.Timer] = []

    init(window: Window) {
        self.window = window
        window.connect("notify::is-active", pointer: { [weak self] _ in self?.announceFocusOnFirstActivation() })
        window.connect("notify::focus-widget", pointer: { [weak self] _ in self?.lastFocusChange = g_get_monotonic_time() })
    }

    /// How much longer (ms) something the screen reader may still compare with — the old focus of
    /// a pop or a deletion — must stay: until the reader has taken in the window's latest focus
    /// change (``waitForReader(focusChange:now:)``). 0 outside a GtkKit window.
    static func readerWait(near widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        guard let accessibility = of(widget) else { return 0 }
        return waitForReader(focusChange: accessibility.lastFocusChange, now: g_get_monotonic_time())
    }

    /// ``readerWait(near:)`` for a view, for the modules beside GtkKit (a web view's page text).
    package static func readerWait(near view: View) -> Int { readerWait(near: view.widget) }

    /// The repairs of the GtkKit window `widget` is in; nil outside one.
    static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> WindowAccessibility? {
        guard let root = gtk_widget_get_root(widget), let window = Object.wrapper(of: UnsafeMutableRawPointer(root)) as? Window
        else { return nil }
        return window.accessibility
    }
}

/// A window's first focus as screen readers hear it: whether it has been set again for them, and
/// the pending call that will. Changed only through its methods.
@MainActor
struct FirstFocusAnnouncement {
    /// Whether the first focus has been set again for screen readers.
    private(set) var isDone = false
    private var announcer: MainLoop.Timer?

    /// Whether a call is pending (made, whether or not it has run).
    var isPending: Bool { announcer != nil }
    /// Whether the pending call is still waiting to run.
    var isScheduled: Bool { announcer?.isScheduled == true }

    /// `timer` sets the focus again, in place of an earlier one.
    mutating func wait(with timer: MainLoop.Timer) { announcer = timer }

    /// The pending call is no longer wanted (its window went).
    mutating func stopWaiting() { announcer = nil }

    /// The first focus was set again, or needs no setting (the user moved it meanwhile).
    mutating func done() {
        isDone = true
        announcer = nil
    }
}

/// An announcement on its way to a screen reader on GTK 4.8, which has no announcements: the
/// call waiting for the key press's own focus change, the widget holding the message in its
/// description with what to put back, and the pending return of that description once the focus
/// has left the widget. Changed only through its methods.
@MainActor
struct HeldAnnouncements {
    /// The widget holding an announcement in its description, and what to put back.
    private(set) var held: WindowAccessibility.HeldAnnouncement?
    private var scheduled: MainLoop.Timer?
    private var restore: MainLoop.Timer?

    /// `timer` makes the announcement, in place of one still waiting.
    mutating func schedule(_ timer: MainLoop.Timer) {
        scheduled?.cancel()
        scheduled = timer
    }

    /// The waiting call runs now.
    mutating func scheduledRan() { scheduled = nil }

    /// `announcement` is held on its widget now.
    mutating func hold(_ announcement: WindowAccessibility.HeldAnnouncement) { held = announcement }

    /// `timer` puts the description back once the focus has left the widget.
    mutating func restore(with timer: MainLoop.Timer) { restore = timer }

    /// The held announcement, no longer held (its description to put back), and no return pending.
    mutating func release() -> WindowAccessibility.HeldAnnouncement? {
        restore?.cancel()
        restore = nil
        defer { held = nil }
        return held
    }
}

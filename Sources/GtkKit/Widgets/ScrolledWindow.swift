internal import CGtk

/// A `GtkScrolledWindow` around one child (UIKit's `UIScrollView`).
@MainActor
public final class ScrolledWindow: Widget {
    /// The scrolled content.
    public private(set) var child: Widget?

    /// Creates a scroller that never scrolls horizontally.
    public init() {
        super.init(untyped(gtk_scrolled_window_new()), ownership: .full)
        gtk_scrolled_window_set_policy(opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        expandsVertically = true
        expandsHorizontally = true
    }

    /// Sets the scrolled content.
    public func setChild(_ child: Widget?) {
        self.child = child
        gtk_scrolled_window_set_child(opaque, child?.widget)
    }
}

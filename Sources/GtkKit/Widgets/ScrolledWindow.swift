internal import CGtk

/// A `GtkScrolledWindow` around one child (UIKit's `UIScrollView`).
@MainActor
public final class ScrolledWindow: View {
    /// The scrolled content.
    public private(set) var child: View?

    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init()
    }

    /// Creates a scroller that never scrolls horizontally.
    public init() {
        View.adopt(untyped(gtk_scrolled_window_new()), ownership: .full)
        super.init(frame: .zero)
        gtk_scrolled_window_set_policy(opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        expandsVertically = true
        expandsHorizontally = true
    }

    /// Sets the scrolled content.
    public func setChild(_ child: View?) {
        self.child = child
        gtk_scrolled_window_set_child(opaque, child?.widget)
    }
}

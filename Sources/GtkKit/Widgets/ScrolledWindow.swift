internal import CGtk

/// A bare `GtkScrolledWindow` around one child, for GtkKit's own tables and collections, whose
/// scrolling they follow themselves. Apps scroll with ``ScrollView``.
@MainActor
package final class ScrolledWindow: View {
    /// The scrolled content.
    package private(set) var child: View?

    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    package required convenience init?(coder: Coder) {
        self.init()
    }

    /// Creates a scroller that never scrolls horizontally.
    package init() {
        View.adopt(untyped(gtk_scrolled_window_new()), ownership: .full)
        super.init(frame: .zero)
        gtk_scrolled_window_set_policy(opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        expandsVertically = true
        expandsHorizontally = true
    }

    /// Sets the scrolled content.
    package func setChild(_ child: View?) {
        self.child = child
        gtk_scrolled_window_set_child(opaque, child?.widget)
    }
}

internal import CGtk

/// What a container controller's `GtkStack` page holds: one controller's view, given all of the
/// page's space (a `GtkOverlay` with no overlays lays its child out like a bin).
///
/// A page never holds the view itself, because a view that is not on screen is hidden from
/// screen readers — a navigation page covered by a push, a tab not selected — and GTK 4.8's stack
/// page always tells screen readers it has one child, then answers a request for a hidden one
/// with an error. Orca, walking up from its last focus through the page just covered, failed on
/// that and said nothing of the new page. The holder stays shown; only the view inside it is
/// hidden, so every count is true (docs/accessibility.md, "Covered pages").
///
/// `package`, not internal: Swift 6.3 warns of an infinite recursion in the deinit it makes for an
/// internal subclass of a class with an isolated deinit.
@MainActor
package final class StackPageHolder: Widget {
    /// The controller's view.
    let content: Widget

    /// A holder showing `content`.
    init(_ content: Widget) {
        self.content = content
        super.init(untyped(gtk_overlay_new()), ownership: .full)
        gtk_overlay_set_child(opaque, content.widget)
    }

    /// Lets go of the view, so its controller can be shown again in a new holder.
    func releaseContent() {
        gtk_overlay_set_child(opaque, nil)
    }
}

package import CGtk

/// What a ``NavigationController``'s stack page holds: one controller's view, given all of the
/// page's space (a `GtkOverlay` with no overlays lays its child out like a bin).
///
/// The page never holds the view itself, because a covered view is hidden: GTK 4.8's stack page
/// always tells screen readers it has one child, and answers a request for a hidden one with an
/// error. Orca, walking up from the last focus through the covered page, then failed and said
/// nothing of the new page. Hiding the view inside a holder that stays shown keeps every count
/// true (docs/accessibility.md, "Covered pages").
///
/// `package`, not internal: Swift 6.3 warns of an infinite recursion in the deinit it makes for an
/// internal subclass of a class with an isolated deinit.
@MainActor
package final class NavigationPage: Widget {
    private let content: Widget

    /// A page showing `view`.
    init(showing view: Widget) {
        content = view
        super.init(untyped(gtk_overlay_new()), ownership: .full)
        view.isVisible = true
        gtk_overlay_set_child(opaque, view.widget)
    }

    /// Whether the view is covered by a page pushed above it: hidden, so screen readers do not
    /// wander into it, while the holder stays shown.
    var isCovered: Bool {
        get { !content.isVisible }
        set { content.isVisible = !newValue }
    }

    /// Lets go of the view, so its controller can be pushed again on a new page.
    func releaseView() {
        gtk_overlay_set_child(opaque, nil)
    }
}

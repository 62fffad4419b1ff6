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
package final class StackPageHolder: View {
    /// The controller's view.
    let content: View

    /// The view `init(View())` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    package required convenience init?(coder: Coder) {
        self.init(View())
    }

    /// A holder showing `content`.
    init(_ content: View) {
        self.content = content
        View.adopt(untyped(gtk_overlay_new()), ownership: .full)
        super.init(frame: .zero)
        gtk_overlay_set_child(opaque, content.widget)
    }

    /// The bar under the view (a navigation page's toolbar), if one was set.
    private(set) var bottomBar: View?
    /// The bar over the view (a page's search bar), if one was set.
    private(set) var topBar: View?
    private var column: Box?

    /// Puts `bar` under the view.
    func setBottomBar(_ bar: View) {
        if let bottomBar { column?.remove(bottomBar) }
        bottomBar = bar
        makeColumn().append(bar)
    }

    /// Puts `bar` over the view (nil takes the one there away).
    func setTopBar(_ bar: View?) {
        guard bar !== topBar else { return }
        if let topBar { column?.remove(topBar) }
        topBar = bar
        if let bar { makeColumn().prepend(bar) }
    }

    /// The column of bars and view. The view moves into it the first time a bar is set, so pages
    /// with no bar keep the tree they always had.
    private func makeColumn() -> Box {
        if let column { return column }
        let column = Box(.vertical)
        gtk_overlay_set_child(opaque, nil)
        content.expandsVertically = true
        column.append(content)
        gtk_overlay_set_child(opaque, column.widget)
        self.column = column
        return column
    }

    /// Places the holder's overlay children as `handler` says (GtkOverlay's
    /// `get-child-position`): it fills in the child's frame and returns true, or returns false
    /// to leave the child where GTK puts it.
    typealias ChildPositionHandler = @MainActor (UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GdkRectangle>) -> Bool

    /// Connects `handler` to place the overlay children; returns the handler's id.
    func connectChildPosition(_ handler: @escaping ChildPositionHandler) -> gulong {
        let thunk:
            @convention(c) (
                UnsafeMutableRawPointer?, UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GdkRectangle>?, UnsafeMutableRawPointer?
            ) -> gboolean = { _, child, allocation, data in
                guard let allocation else { return 0 }
                return MainActor.assumeIsolated { SignalBox<ChildPositionHandler>.from(data).handler(child, allocation).gboolean }
            }
        return connect("get-child-position", unsafeBitCast(thunk, to: GCallback.self), SignalBox(handler))
    }

    /// Lets go of the view, so its controller can be shown again in a new holder.
    func releaseContent() {
        if let column {
            column.remove(content)
        } else {
            gtk_overlay_set_child(opaque, nil)
        }
    }
}

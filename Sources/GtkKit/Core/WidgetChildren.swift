package import CGtk

/// A GTK widget's children, first to last: the `first_child` / `next_sibling` walk, written once.
package struct WidgetChildren: Sequence, IteratorProtocol {
    private var upcoming: UnsafeMutablePointer<GtkWidget>?

    /// The children of `parent` (none when `parent` is nil).
    package init(of parent: UnsafeMutablePointer<GtkWidget>?) {
        upcoming = parent.flatMap { gtk_widget_get_first_child($0) }
    }

    /// The next child, read before it is returned, so the caller may unparent it.
    package mutating func next() -> UnsafeMutablePointer<GtkWidget>? {
        guard let current = upcoming else { return nil }
        upcoming = gtk_widget_get_next_sibling(current)
        return current
    }

    /// The child of `parent` at `index` (0 is the first), or nil when it has fewer children.
    package static func child(at index: Int, of parent: UnsafeMutablePointer<GtkWidget>?) -> UnsafeMutablePointer<GtkWidget>? {
        var children = WidgetChildren(of: parent).dropFirst(index).makeIterator()
        return children.next()
    }
}

internal import CGtk

/// A `GtkBox`: children in a row or a column, for GtkKit's own parts (bars, dialogs, the table's
/// sections), where GTK's box is all that is needed. Apps arrange views with ``StackView``.
@MainActor
package final class Box: View {
    /// The children the box shows, kept so their wrappers (and handlers) live as long as the box.
    package private(set) var children: [View] = []

    package typealias Axis = LayoutConstraint.Axis

    /// The view `init(.vertical)` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    package required convenience init?(coder: Coder) {
        self.init(.vertical)
    }

    /// Creates a box laying out children along `axis` with `spacing` pixels between them.
    package init(_ axis: Axis, spacing: Int = 0) {
        let orientation = axis == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
        View.adopt(untyped(gtk_box_new(orientation, Int32(spacing))), ownership: .full)
        super.init(frame: .zero)
    }

    /// Appends a child at the end.
    package func append(_ child: View) {
        children.append(child)
        gtk_box_append(pointer(), child.widget)
    }

    /// Prepends a child at the start.
    package func prepend(_ child: View) {
        children.insert(child, at: 0)
        gtk_box_prepend(pointer(), child.widget)
    }

    /// Inserts `child` right after `sibling` (at the start if `sibling` is not a child).
    package func insert(_ child: View, after sibling: View) {
        guard let index = children.firstIndex(where: { $0 === sibling }) else { return prepend(child) }
        children.insert(child, at: index + 1)
        gtk_box_insert_child_after(pointer(), child.widget, sibling.widget)
    }

    /// Removes a child.
    package func remove(_ child: View) {
        guard let index = children.firstIndex(where: { $0 === child }) else { return }
        gtk_box_remove(pointer(), child.widget)
        children.remove(at: index)
    }
}

internal import CGtk

/// A `GtkBox`: children in a row or a column.
@MainActor
public final class Box: Widget {
    /// The children the box shows, kept so their wrappers (and handlers) live as long as the box.
    public private(set) var children: [Widget] = []

    /// The direction children are laid out in.
    public enum Axis: Sendable {
        /// Side by side, in reading order.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// Creates a box laying out children along `axis` with `spacing` pixels between them.
    public init(_ axis: Axis, spacing: Int = 0) {
        let orientation = axis == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
        super.init(untyped(gtk_box_new(orientation, Int32(spacing))), ownership: .full)
    }

    /// Appends a child at the end.
    public func append(_ child: Widget) {
        children.append(child)
        gtk_box_append(pointer(), child.widget)
    }

    /// Prepends a child at the start.
    public func prepend(_ child: Widget) {
        children.insert(child, at: 0)
        gtk_box_prepend(pointer(), child.widget)
    }

    /// Inserts `child` right after `sibling` (at the start if `sibling` is not a child).
    public func insert(_ child: Widget, after sibling: Widget) {
        guard let index = children.firstIndex(where: { $0 === sibling }) else { return prepend(child) }
        children.insert(child, at: index + 1)
        gtk_box_insert_child_after(pointer(), child.widget, sibling.widget)
    }

    /// Removes a child.
    public func remove(_ child: Widget) {
        guard let index = children.firstIndex(where: { $0 === child }) else { return }
        gtk_box_remove(pointer(), child.widget)
        children.remove(at: index)
    }
}

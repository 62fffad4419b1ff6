internal import CGtk

/// A `GtkBox`: children in a row or a column.
@MainActor
public final class Box: View {
    /// The children the box shows, kept so their wrappers (and handlers) live as long as the box.
    public private(set) var children: [View] = []

    /// The direction children are laid out in.
    public enum Axis: Sendable {
        /// Side by side, in reading order.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// The view `init(.vertical)` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init(.vertical)
    }

    /// Creates a box laying out children along `axis` with `spacing` pixels between them.
    public init(_ axis: Axis, spacing: Int = 0) {
        let orientation = axis == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
        View.adopt(untyped(gtk_box_new(orientation, Int32(spacing))), ownership: .full)
        super.init(frame: .zero)
    }

    /// Creates a box that screen readers meet as an article: text read as a whole, by the box's
    /// name (``View/accessibilityLabel``), when the box takes the focus — a page whose message is
    /// its content. GTK 4.14+ gives it ARIA's `article` role, which Orca 48 reads by its name
    /// alone; a plain box there reports no name at all (ARIA's `generic` may not be named), and a
    /// named group or panel has its name left out whenever its page is announced with it. GTK 4.8
    /// has no article role and reports a plain box's name, which Orca 43 reads; there it is a
    /// plain box. (UIKit: a view with `isAccessibilityElement` and an `accessibilityLabel`.)
    public init(article axis: Axis, spacing: Int = 0) {
        View.adopt(gtkkit_widget_new_with_role(gtk_box_get_type(), Self.articleRole)!, ownership: .full)
        super.init(frame: .zero)
        let orientation = axis == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
        gtk_orientable_set_orientation(OpaquePointer(widget), orientation)
        gtk_box_set_spacing(pointer(), Int32(spacing))
    }

    /// The running GTK's article role, looked up by name so that a binary built against GTK 4.8's
    /// headers (which lack it) uses it on GTK 4.14+; a plain box's role where GTK has none.
    private static let articleRole: GtkAccessibleRole = {
        guard AccessibilityRepair.readPageAsArticle.isNeeded, let roles = g_type_class_ref(gtk_accessible_role_get_type()) else {
            return GTK_ACCESSIBLE_ROLE_GENERIC
        }
        defer { g_type_class_unref(roles) }
        guard let article = g_enum_get_value_by_nick(roles.assumingMemoryBound(to: GEnumClass.self), "article") else {
            return GTK_ACCESSIBLE_ROLE_GENERIC
        }
        return GtkAccessibleRole(rawValue: UInt32(article.pointee.value))
    }()

    /// Appends a child at the end.
    public func append(_ child: View) {
        children.append(child)
        gtk_box_append(pointer(), child.widget)
    }

    /// Prepends a child at the start.
    public func prepend(_ child: View) {
        children.insert(child, at: 0)
        gtk_box_prepend(pointer(), child.widget)
    }

    /// Inserts `child` right after `sibling` (at the start if `sibling` is not a child).
    public func insert(_ child: View, after sibling: View) {
        guard let index = children.firstIndex(where: { $0 === sibling }) else { return prepend(child) }
        children.insert(child, at: index + 1)
        gtk_box_insert_child_after(pointer(), child.widget, sibling.widget)
    }

    /// Removes a child.
    public func remove(_ child: View) {
        guard let index = children.firstIndex(where: { $0 === child }) else { return }
        gtk_box_remove(pointer(), child.widget)
        children.remove(at: index)
    }
}

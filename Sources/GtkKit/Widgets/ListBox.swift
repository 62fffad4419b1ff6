internal import CGtk

/// A `GtkListBox` of rows, styled as a boxed list, that activates rows on a single click.
@MainActor
public final class ListBox: View {
    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init()
    }

    /// Creates an empty list with no selection (rows navigate or act; they are not chosen).
    public init() {
        View.adopt(untyped(gtk_list_box_new()), ownership: .full)
        super.init(frame: .zero)
        gtk_list_box_set_selection_mode(opaque, GTK_SELECTION_NONE)
        gtk_list_box_set_activate_on_single_click(opaque, 1)
        addCSSClass("boxed-list")
    }

    /// Appends a row.
    public func append(_ row: View) { gtk_list_box_append(opaque, row.widget) }

    /// Inserts a row at `position`.
    public func insert(_ row: View, at position: Int) { gtk_list_box_insert(opaque, row.widget, Int32(position)) }

    /// Removes a row.
    public func remove(_ row: View) { gtk_list_box_remove(opaque, row.widget) }

    /// Calls `handler` with the row pointer when a row is activated (click, Enter, Space, or its
    /// accessible "activate" action).
    package func onRowActivated(_ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) {
        connect("row-activated", pointer: handler)
    }
}

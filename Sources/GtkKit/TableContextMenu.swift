import CGtk

/// The popover a table row's context menu shows: one "Delete" item for now.
///
/// One popover per table, parented to the row's list and pointed at the row, so it never outlives
/// a row it was attached to; it is unparented before the list goes (GTK requires it).
@MainActor
final class TableContextMenu {
    private let popover = Widget(untyped(gtk_popover_new()), ownership: .full)
    private let deleteButton = Button(label: gettextString("_Delete"), mnemonic: true)
    private var parent: Widget?
    private var onDelete: (@MainActor () -> Void)?

    init() {
        deleteButton.hasFrame = false
        deleteButton.addCSSClass("destructive-action")
        gtk_popover_set_child(popover.pointer(), deleteButton.widget)
        gtk_popover_set_has_arrow(popover.pointer(), 1)
        deleteButton.onClicked { [weak self] in
            guard let self else { return }
            gtk_popover_popdown(self.popover.pointer())
            self.onDelete?()
        }
    }

    /// Shows the menu pointing at `cell` inside `list`; `onDelete` runs if Delete is chosen.
    func show(for cell: TableViewCell, in list: Widget, onDelete: @escaping @MainActor () -> Void) {
        if parent !== list {
            if parent != nil { gtk_widget_unparent(popover.widget) }
            gtk_widget_set_parent(popover.widget, list.widget)
            parent = list
        }
        self.onDelete = onDelete
        var bounds = graphene_rect_t()
        if gtk_widget_compute_bounds(cell.widget, list.widget, &bounds) != 0 {
            var rect = GdkRectangle(
                x: Int32(bounds.origin.x), y: Int32(bounds.origin.y),
                width: Int32(bounds.size.width), height: Int32(bounds.size.height))
            gtk_popover_set_pointing_to(popover.pointer(), &rect)
        }
        gtk_popover_popup(popover.pointer())
    }

    isolated deinit {
        if parent != nil { gtk_widget_unparent(popover.widget) }
    }
}

internal import CGtk
import FoundationEssentials

extension TableViewCore {
    /// Rows can be dragged to a new place in their section while ``allowsReordering`` is on: one
    /// drag source and one drop target per section's list, not per row. The data source decides,
    /// as for Alt+Up / Alt+Down.
    func installDragReordering(on list: ListBox) {
        list.addController(
            RowDragSource { [weak self, weak list] y in
                guard let self, let list, self.allowsReordering, let cell = self.cell(in: list, atY: y) else { return nil }
                return cell
            })
        list.addController(
            RowDropTarget { [weak self, weak list] source, y in
                guard let self, let list, self.allowsReordering, let target = self.cell(in: list, atY: y) else { return false }
                return self.moveByDrag(from: source.currentIndexPath, to: target.currentIndexPath)
            })
    }

    /// Moves a dragged row onto another row's place in the same section, if the data source agrees.
    @discardableResult
    func moveByDrag(from source: IndexPath, to destination: IndexPath) -> Bool {
        guard source.section == destination.section, source != destination,
            dataSource?.tableView(table, moveRowAt: source, to: destination) == true
        else { return false }
        moveRow(at: source, to: destination)
        return true
    }

    private func cell(in list: ListBox, atY y: Double) -> TableViewCell? {
        guard let row = gtk_list_box_get_row_at_y(list.opaque, Int32(y)) else { return nil }
        return Object.wrapper(of: UnsafeMutableRawPointer(row)) as? TableViewCell
    }
}

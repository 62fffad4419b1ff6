internal import CGtk
import FoundationEssentials

/// Where a windowed table's rows are: the heights of built rows (as laid out, or as the list will
/// lay them out), and the positions of rows in the scrolled content, exact for built rows and
/// estimated for the rest. The window (`TableViewController+Windowing.swift`) and the view's
/// following of the scroll position and the focus (`TableViewController+ViewFollowing.swift`) use
/// them.
extension TableViewCore {
    /// A built row's height: as laid out, or measured when it has not been laid out yet.
    func height(of cell: TableViewCell) -> Double {
        let allocated = laidOutHeight(of: cell.widget)
        return allocated > 0 ? allocated : measuredHeight(of: cell)
    }

    /// The height `widget` was laid out at, border and padding included
    /// (`gtk_widget_get_height` leaves them out); 0 before layout.
    func laidOutHeight(of widget: UnsafeMutablePointer<GtkWidget>) -> Double {
        var bounds = graphene_rect_t()
        guard Bool(gboolean: gtk_widget_compute_bounds(widget, widget, &bounds)) else { return 0 }
        return Double(bounds.size.height)
    }

    /// The height the list will give `cell`: GtkListBox gives a row its minimum height for the
    /// list's width (at no width, the height can differ by a few pixels: a label's lines).
    func measuredHeight(of cell: TableViewCell) -> Double {
        var minimum: Int32 = 0
        gtk_widget_measure(cell.widget, GTK_ORIENTATION_VERTICAL, rowWidth, &minimum, nil, nil, nil)
        return Double(minimum)
    }

    /// The width rows are laid out at, from a laid-out row; -1 (any) before the first layout.
    private var rowWidth: Int32 {
        for cell in rows.allCells {
            let width = gtk_widget_get_width(cell.widget) // what the list measures a row at
            if width > 0, gtk_widget_get_parent(cell.widget) != nil { return width }
        }
        return -1
    }

    /// The top of `widget` in the scrolled content (the scroll position's coordinates: the
    /// sections box's margin included), as last laid out; nil before layout.
    func contentY(of widget: UnsafeMutablePointer<GtkWidget>) -> Double? {
        var bounds = graphene_rect_t()
        guard Bool(gboolean: gtk_widget_compute_bounds(widget, sectionsBox.widget, &bounds)) else { return nil }
        return Double(bounds.origin.y) + Double(gtk_widget_get_margin_top(sectionsBox.widget))
    }

    /// The flat row at height `y` of the scrolled content: exact for built rows, estimated for
    /// the others; nil before layout or with no rows.
    func flatRow(atContentY y: Double) -> Int? {
        let layout = rowWindow
        let sections = rows.sectionIndices.filter { rows.count(of: $0) > 0 }
        for section in sections {
            let view = sectionViews[section]
            guard let top = contentY(of: view.box.widget) else { return nil }
            let bottom = top + laidOutHeight(of: view.box.widget)
            if y >= bottom, section != sections.last { continue }
            let above = Double(rows.firstBuilt(in: section)) * rowHeight
            var row: Int
            if y < top + above {
                row = Int((y - top) / rowHeight)
            } else if !rows.cells(in: section).isEmpty, let listTop = contentY(of: view.list.widget),
                y < listTop + laidOutHeight(of: view.list.widget)
            {
                let hit = gtk_list_box_get_row_at_y(view.list.opaque, Int32(y - listTop))
                let cell = hit.flatMap { Object.wrapper(of: UnsafeMutableRawPointer($0)) as? TableViewCell }
                row = cell?.indexPath.row ?? rows.firstBuilt(in: section)
            } else {
                let listHeight = rows.cells(in: section).isEmpty ? 0 : laidOutHeight(of: view.list.widget)
                row = rows.firstBuilt(in: section) + rows.cells(in: section).count + Int((y - top - above - listHeight) / rowHeight)
            }
            row = Swift.min(Swift.max(row, 0), rows.count(of: section) - 1)
            return layout.start(of: section) + row
        }
        return nil
    }

    /// The top of flat row `flat` in the scrolled content (estimated for an unbuilt row), as last
    /// laid out; nil before layout.
    func contentY(ofFlat flat: Int) -> Double? {
        guard let indexPath = rowWindow.indexPath(ofFlat: flat) else { return nil }
        let section = indexPath.section
        let view = sectionViews[section]
        if let cell = cellForRow(at: indexPath) { return contentY(of: cell.widget) }
        guard let top = contentY(of: view.box.widget) else { return nil }
        let first = rows.firstBuilt(in: section)
        if indexPath.row < first { return top + Double(indexPath.row) * rowHeight }
        let listHeight = rows.cells(in: section).isEmpty ? 0 : laidOutHeight(of: view.list.widget)
        return top + Double(first) * rowHeight + listHeight + Double(indexPath.row - first - rows.cells(in: section).count) * rowHeight
    }
}

internal import CGtk
import FoundationEssentials

extension TableViewController {
    /// The action group prefix cells relay through ("cell.show-image").
    static let cellActionPrefix = "cell"

    /// Handles `action` when any cell of this table (or of a table inside it that does not
    /// handle it itself) sends it: `handler` receives the sending cell's index path. Registering
    /// the same action again replaces its handler.
    public func handle(_ action: CellAction, _ handler: @escaping @MainActor (IndexPath) -> Void) {
        handle(action) { _, indexPath in handler(indexPath) }
    }

    /// Handles `action` as ``handle(_:_:)`` does, with the control the cell sent it from
    /// (``TableViewCell/send(_:from:)``; nil if it gave none) first: the book's
    /// `showImage:atIndexPath:`, whose first argument is the button, so a popover can point at it.
    public func handle(_ action: CellAction, withSender handler: @escaping @MainActor (_ sender: Widget?, _ indexPath: IndexPath) -> Void) {
        guard Bool(gboolean: g_action_name_is_valid(action.name)) else {
            logProgrammingError("TableViewController.handle: “\(action.name)” is not a valid action name")
            return
        }
        let group = cellActionGroup ?? makeCellActionGroup()
        g_action_map_remove_action(OpaquePointer(group.raw), action.name)
        cellActions[action.name] = Action(name: action.name, parameterType: "(ii)") { parameter in
            guard let parameter else { return }
            handler(CellRelay.sender, Self.indexPath(from: parameter))
        }
        g_action_map_add_action(OpaquePointer(group.raw), OpaquePointer(cellActions[action.name]!.raw))
    }

    private func makeCellActionGroup() -> Object {
        let group = Object(untyped(g_simple_action_group_new()), ownership: .full)
        // On the table's own box, which every row is inside, whatever a subclass wraps it in;
        // and on the page, for the cells of a collection view beside the table.
        gtk_widget_insert_action_group(tableView.widget, Self.cellActionPrefix, OpaquePointer(group.raw))
        cellActionGroup = group
        if let page = viewIfLoaded { relayCellActions(in: page) }
        return group
    }

    /// Lets the cells of any view on `page` (a ``CollectionView`` showing the same items as a
    /// grid) relay the actions this controller handles.
    func relayCellActions(in page: Widget) {
        guard let group = cellActionGroup, page !== tableView else { return }
        gtk_widget_insert_action_group(page.widget, Self.cellActionPrefix, OpaquePointer(group.raw))
    }

    /// Reads the `(ii)` parameter (section, row) a cell sends.
    private static func indexPath(from parameter: OpaquePointer) -> IndexPath {
        let section = g_variant_get_child_value(parameter, 0)!
        let row = g_variant_get_child_value(parameter, 1)!
        defer {
            g_variant_unref(section)
            g_variant_unref(row)
        }
        return IndexPath(row: Int(g_variant_get_int32(row)), section: Int(g_variant_get_int32(section)))
    }
}

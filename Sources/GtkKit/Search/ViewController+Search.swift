internal import CGtk

/// Where a controller's ``NavigationItem/searchController`` shows. A table view controller's
/// search bar sits at the top of its view, wherever the view is shown (a navigation page, a
/// tab, a split view's column): its table's top, or, when the view is a column the table is in
/// (with a grid beside it, bars under it), that column's top. Any other controller's sits over
/// the page its navigation or tab bar controller holds it in.
extension ViewController {
    /// The navigation item's search controller changed (or a table view controller's view was
    /// loaded): its bar goes in place now, or, for a controller not yet on a page, when its
    /// container makes the page.
    func searchControllerDidChange() {
        if let table = (self as? TableViewController)?.tableView {
            let host = viewIfLoaded.flatMap { $0.isVerticalBox && $0.contains(table) ? $0 : nil } ?? table
            if host !== table { table.setSearchBar(nil) }
            host.setSearchBar(navigationItem.searchController?.searchBar)
            if let search = navigationItem.searchController {
                search.owner = self
                search.attach(to: host)
            }
            return
        }
        guard let page = navigationController?.pageIfMade(for: self) ?? tabParent?.holder(for: self) else { return }
        page.showSearch(of: self)
    }
}

extension StackPageHolder {
    /// Shows `controller`'s search bar (if its navigation item has one and the controller is not a
    /// table view controller, whose table shows it) over the page, and lets the page's keys start
    /// that search.
    func showSearch(of controller: ViewController) {
        guard !(controller is TableViewController), let search = controller.navigationItem.searchController else { return setTopBar(nil) }
        search.owner = controller
        setTopBar(search.searchBar)
        search.attach(to: self)
    }
}

extension View {
    /// Whether the view lays its views out top to bottom: a vertical ``StackView``, or a vertical
    /// `GtkBox` (a ``TableView`` is one).
    var isVerticalBox: Bool {
        if let stack = self as? StackView { return stack.axis == .vertical }
        return Bool(gboolean: gtkkit_is_a(widget, gtk_box_get_type()))
            && gtk_orientable_get_orientation(OpaquePointer(widget)) == GTK_ORIENTATION_VERTICAL
    }

    /// Puts `bar` at the top of this column, above the rest (nil takes the one there away).
    func setSearchBar(_ bar: SearchBar?) {
        if let stack = self as? StackView {
            for view in stack.arrangedSubviews where view is SearchBar && view !== bar { view.removeFromSuperview() }
            guard let bar, stack.arrangedSubviews.first !== bar else { return }
            return stack.insertArrangedSubview(bar, at: 0)
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            child = gtk_widget_get_next_sibling(current)
            if Bool(gboolean: gtkkit_is_a(current, gtk_search_bar_get_type())), current != bar?.widget {
                gtk_box_remove(pointer(), current)
            }
        }
        guard let bar, bar.parentPointer != widget else { return }
        if bar.parentPointer != nil { bar.removeFromSuperview() }
        gtk_box_prepend(pointer(), bar.widget)
    }
}

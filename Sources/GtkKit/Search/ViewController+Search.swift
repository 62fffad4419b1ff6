internal import CGtk

/// Where a controller's ``NavigationItem/searchController`` shows. A table view controller's
/// search bar sits at the top of its table, wherever the table is shown (a navigation page, a
/// tab, a split view's column); any other controller's sits over the page its navigation or tab
/// bar controller holds it in.
extension ViewController {
    /// The navigation item's search controller changed: its bar goes in place now, or, for a
    /// controller not yet on a page, when its container makes the page.
    func searchControllerDidChange() {
        if let table = (self as? TableViewController)?.tableView {
            table.setSearchBar(navigationItem.searchController?.searchBar)
            if let search = navigationItem.searchController {
                search.owner = self
                search.attach(to: table)
            }
            return
        }
        guard let page = navigationController?.pageIfMade(for: self) ?? tabBarController?.holder(for: self) else { return }
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

extension TableView {
    /// Puts `bar` at the top of the table, above its rows (nil takes the one there away).
    func setSearchBar(_ bar: SearchBar?) {
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

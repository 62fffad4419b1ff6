import FoundationEssentials

/// A section's heading and footer: the data source's titles, or the delegate's views in their
/// place (UIKit's `viewForHeaderInSection` and `viewForFooterInSection`).
extension TableViewCore {
    /// Adds section `section`'s widgets, with its heading and footer, after the others.
    func appendSection(_ section: Int, from dataSource: TableViewDataSource) {
        let title = dataSource.tableView(table, titleForHeaderInSection: section)
        let headerView = delegate?.tableView(table, viewForHeaderInSection: section)
        if let headerView { appendToSections(headerView) }
        var view = makeSection(labelledBy: headerView == nil ? title.map(makeHeading) : nil)
        view.headerView = headerView
        // A view is not a name: the list is still named by the title when there is one.
        if headerView != nil, let title { view.list.accessibilityLabel = title }
        view.footerView = delegate?.tableView(table, viewForFooterInSection: section)
        if let footerView = view.footerView { view.box.append(footerView) }
        sectionViews.append(view)
        if view.footerView == nil {
            setFooter(dataSource.tableView(table, titleForFooterInSection: section), ofSection: sectionViews.count - 1)
        }
    }

    /// Whether any section shows a view of the delegate's (reloading a section then rebuilds).
    var hasSectionViews: Bool { sectionViews.contains { $0.headerView != nil || $0.footerView != nil } }
}

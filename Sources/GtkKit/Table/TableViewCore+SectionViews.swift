import FoundationEssentials

/// A section's heading and footer: the data source's titles, or the delegate's views in their
/// place (UIKit's `viewForHeaderInSection` and `viewForFooterInSection`).
extension TableViewCore {
    /// Makes section `section`'s widgets, with its heading and footer, after the others.
    func makeSectionView(_ section: Int, from dataSource: TableViewDataSource) -> TableSectionView {
        let title = dataSource.tableView(table, titleForHeaderInSection: section)
        let headerView = delegate?.tableView(table, viewForHeaderInSection: section)
        if let headerView { appendToSections(headerView) }
        let view = makeSection(labelledBy: headerView == nil ? title.map(makeHeading) : nil)
        view.headerView = headerView
        // A view is not a name: the list is still named by the title when there is one.
        if headerView != nil, let title { view.list.accessibilityLabel = title }
        view.footerView = delegate?.tableView(table, viewForFooterInSection: section)
        if let footerView = view.footerView { view.box.append(footerView) }
        if view.footerView == nil { setFooter(dataSource.tableView(table, titleForFooterInSection: section), of: view) }
        return view
    }

    /// Whether any section shows a view of the delegate's (reloading a section then rebuilds).
    var hasSectionViews: Bool { sectionViews.contains { $0.headerView != nil || $0.footerView != nil } }
}

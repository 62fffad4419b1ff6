internal import CGtk
import FoundationEssentials

/// Section titles asked again (UIKit's `reloadSections(_:with:)`), and footers.
extension TableViewCore {
    /// See ``TableView/reloadSections(_:)``.
    func reloadSections(_ sections: [Int]) {
        guard !needsReload, let dataSource else { return }
        let valid = sections.filter { rowCounts.indices.contains($0) }
        // A section whose row count or heading's presence changed is rebuilt with the rest (the
        // focus kept by position); otherwise its titles and built rows are asked for again.
        let rebuilds = valid.contains { section in
            dataSource.tableView(table, numberOfRowsInSection: section) != rowCounts[section]
                || (dataSource.tableView(table, titleForHeaderInSection: section) == nil) != (sectionViews[section].heading == nil)
        }
        if rebuilds || valid.count != sections.count || dataSource.numberOfSections(in: table) != rowCounts.count {
            return reloadData()
        }
        for section in valid {
            if let title = dataSource.tableView(table, titleForHeaderInSection: section) { sectionViews[section].heading?.text = title }
            setFooter(dataSource.tableView(table, titleForFooterInSection: section), ofSection: section)
            reloadRows(at: cells[section].indices.map { IndexPath(row: firstBuiltRow[section] + $0, section: section) })
        }
    }

    /// Shows `title` under the section's rows (nil: no footer), dimmed and small, as GNOME's
    /// boxed lists show a note.
    func setFooter(_ title: String?, ofSection section: Int) {
        var view = sectionViews[section]
        guard let title else {
            if let footer = view.footer { view.box.remove(footer) }
            view.footer = nil
            sectionViews[section] = view
            return
        }
        let footer = view.footer ?? Label()
        if view.footer == nil {
            footer.xAlign = 0
            footer.wraps = true
            footer.addCSSClass("dim-label")
            footer.addCSSClass("caption")
            footer.setMargins(top: 6, bottom: 0, start: 12, end: 12)
            view.box.append(footer)
            view.footer = footer
            sectionViews[section] = view
        }
        footer.text = title
    }
}

internal import CGtk
import FoundationEssentials

/// Section titles asked again (UIKit's `reloadSections(_:with:)`), and footers.
extension TableViewCore {
    /// See ``TableView/reloadSections(_:)``.
    func reloadSections(_ sections: [Int]) {
        guard !needsReload, let dataSource else { return }
        let valid = sections.filter { rows.sectionIndices.contains($0) }
        // A section whose row count or heading's presence changed is rebuilt with the rest (the
        // focus kept by position); otherwise its titles and built rows are asked for again.
        let rebuilds = valid.contains { section in
            dataSource.tableView(table, numberOfRowsInSection: section) != rows.count(of: section)
                || (dataSource.tableView(table, titleForHeaderInSection: section) == nil) != (sectionViews[section].heading == nil)
        }
        if rebuilds || hasSectionViews || valid.count != sections.count || dataSource.numberOfSections(in: table) != rows.sectionCount {
            return reloadData()
        }
        for section in valid {
            if let title = dataSource.tableView(table, titleForHeaderInSection: section) { sectionViews[section].heading?.text = title }
            setFooter(dataSource.tableView(table, titleForFooterInSection: section), ofSection: section)
            reloadRows(at: rows.cells(in: section).indices.map { IndexPath(row: rows.firstBuilt(in: section) + $0, section: section) })
        }
    }

    /// See ``TableView/insertSections(_:)`` and ``TableView/deleteSections(_:)``: the data source
    /// must have `change` more (or fewer) sections than the table; the table is rebuilt from it.
    func changeSections(_ sections: [Int], by change: Int, in call: String) {
        if batches.record({ $0.reloadsAll = true }) { return }
        guard !needsReload, let dataSource else { return }
        let expected = rows.sectionCount + change * Set(sections).count
        let actual = dataSource.numberOfSections(in: table)
        if actual != expected {
            logProgrammingError(
                "TableView.\(call): the table had \(rows.sectionCount) sections and should have \(expected) after it, "
                    + "but the data source has \(actual); reloading the table from the data source")
        }
        reloadData()
    }

    /// Shows `title` under the section's rows (nil: no footer), dimmed and small, as GNOME's
    /// boxed lists show a note.
    func setFooter(_ title: String?, ofSection section: Int) { setFooter(title, of: sectionViews[section]) }

    /// Shows `title` under `view`'s rows (nil: no footer).
    func setFooter(_ title: String?, of view: TableSectionView) {
        guard let title else {
            if let footer = view.footer { view.box.remove(footer) }
            view.footer = nil
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
        }
        footer.text = title
    }
}

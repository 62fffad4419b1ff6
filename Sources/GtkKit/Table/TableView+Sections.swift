import FoundationEssentials

extension TableView {
    /// Asks the data source for the sections' header and footer titles and their built rows
    /// again (UIKit's `reloadSections(_:with:)`, without the animation). If a section's row
    /// count changed, or a heading came or went, the whole table is reloaded, keeping the focus
    /// at its position. Any sequence of section numbers: an `IndexSet`, as in UIKit, `[0]`, or a
    /// range.
    public func reloadSections(_ sections: some Sequence<Int>) {
        core.reloadIfNeeded()
        core.reloadSections(Array(sections))
    }

    /// The footer of `section`, the label showing its ``TableViewDataSource/tableView(_:titleForFooterInSection:)``
    /// (UIKit's `footerView(forSection:)`, whose `textLabel` this is); nil when the section has
    /// no footer or does not exist. Set its text to change the footer without reloading rows.
    public func footerView(forSection section: Int) -> Label? {
        core.reloadIfNeeded()
        return core.sectionViews.indices.contains(section) ? core.sectionViews[section].footer : nil
    }
}

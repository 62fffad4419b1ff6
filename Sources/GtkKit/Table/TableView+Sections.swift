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

    /// Adds the sections the data source now reports at `sections` (UIKit's
    /// `insertSections(_:with:)`, without the animation). The table is rebuilt from the data
    /// source, the focus kept at its position; a data source whose section count did not grow by
    /// as many is reported as a GLib critical naming the counts (UIKit raises).
    public func insertSections(_ sections: some Sequence<Int>) {
        core.changeSections(Array(sections), by: 1, in: "insertSections(_:)")
    }

    /// Removes the sections the data source no longer reports (UIKit's
    /// `deleteSections(_:with:)`), as ``insertSections(_:)`` adds them.
    public func deleteSections(_ sections: some Sequence<Int>) {
        core.changeSections(Array(sections), by: -1, in: "deleteSections(_:)")
    }

    /// The footer of `section`, the label showing its ``TableViewDataSource/tableView(_:titleForFooterInSection:)``
    /// (UIKit's `footerView(forSection:)`, whose `textLabel` this is); nil when the section has
    /// no footer or does not exist. Set its text to change the footer without reloading rows.
    public func footerView(forSection section: Int) -> Label? {
        core.reloadIfNeeded()
        return core.sectionViews.indices.contains(section) ? core.sectionViews[section].footer : nil
    }
}

extension TableView {
    /// Makes the row changes `updates` calls (``insertRows(at:)``, ``deleteRows(at:)``,
    /// ``reloadRows(at:)``, ``moveRow(at:to:)``) as one, then runs `completion` (UIKit's
    /// `performBatchUpdates(_:completion:)`). As in UIKit, update the data source inside
    /// `updates`; deleted and reloaded rows are named as they were before the batch, inserted
    /// ones as they are after it, and the counts are checked once, at the end (a mismatch is a
    /// GLib critical, and the table reloads from the data source). Nothing animates, so
    /// `completion` is told true. A move among other changes reloads the table, keeping the focus
    /// at its position.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        core.reloadIfNeeded()
        core.beginBatch()
        updates?()
        core.endBatch()
        completion?(true)
    }

    /// Starts a batch of row changes that ``endUpdates()`` applies (UIKit's `beginUpdates()`;
    /// batches nest). Prefer ``performBatchUpdates(_:completion:)``.
    public func beginUpdates() {
        core.reloadIfNeeded()
        core.beginBatch()
    }

    /// Applies the row changes made since ``beginUpdates()`` (UIKit's `endUpdates()`).
    public func endUpdates() { core.endBatch() }
}

internal import CGtk

/// A windowed list's true size and each row's true place, for screen readers
/// (docs/accessibility.md, "Long lists"). A list holds only the rows near the view, so counting its
/// children gives the window, not the list: each section's list states its size, and each row its
/// position in it (ARIA's `aria-setsize` and `aria-posinset`; AT-SPI's `setsize` and `posinset`
/// attributes). Orca 46 and later read them; Orca 43 (Debian 12) counts children.
extension TableViewController {
    /// Tells screen readers `cell`'s place in its section and the section's size (only when
    /// they change: each change is a message on the accessibility bus).
    func updateAccessiblePosition(of cell: TableViewCell) {
        let section = cell.indexPath.section
        guard rowCounts.indices.contains(section) else { return }
        let position = (cell.indexPath.row + 1, rowCounts[section])
        guard cell.accessiblePosition.map({ $0 != position }) ?? true else { return }
        cell.accessiblePosition = position
        segue_accessible_set_position(cell.raw, Int32(position.0), Int32(position.1))
    }

    /// Tells screen readers the size of `section`'s list.
    func updateAccessibleSize(of section: Int) {
        let list = sectionViews[section].list
        guard list.accessibleSetSize != rowCounts[section] else { return }
        list.accessibleSetSize = rowCounts[section]
        segue_accessible_set_position(list.raw, 0, Int32(rowCounts[section]))
    }
}

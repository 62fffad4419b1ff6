import FoundationEssentials

/// Sections' item counts numbered as one flat list, the arithmetic a list's keyboard movement,
/// windowing and scroll following share: a table's rows and a collection's items are both
/// "the n-th item of all sections". Pure, so it is unit-tested without a display.
package protocol FlatNumbering {
    /// Items in each section.
    var counts: [Int] { get }
}

extension FlatNumbering {
    /// Items in all sections.
    package var total: Int { counts.reduce(0, +) }

    /// The flat number of the first item of `section`.
    package func start(of section: Int) -> Int { counts.prefix(section).reduce(0, +) }

    /// The flat number of the item at `indexPath`.
    package func flat(_ indexPath: IndexPath) -> Int { start(of: indexPath.section) + indexPath.item }

    /// The index path of the `flat`th item, or nil when there is none.
    package func indexPath(ofFlat flat: Int) -> IndexPath? {
        guard flat >= 0 else { return nil }
        var rest = flat
        for (section, count) in counts.enumerated() {
            if rest < count { return IndexPath(item: rest, section: section) }
            rest -= count
        }
        return nil
    }
}

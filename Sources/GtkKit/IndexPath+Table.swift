import FoundationEssentials

/// UIKit's `IndexPath(row:section:)`, which Foundation only has on Apple platforms.
public extension IndexPath {
    /// An index path for `row` in `section`.
    init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The section (first index).
    var section: Int { self[0] }

    /// The row within the section (second index).
    var row: Int { self[1] }
}

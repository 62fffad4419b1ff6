import FoundationEssentials

/// UIKit's `IndexPath(row:section:)`, which Foundation only has on Apple platforms.
extension IndexPath {
    /// An index path for `row` in `section`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The section (first index).
    public var section: Int { self[0] }

    /// The row within the section (second index).
    public var row: Int { self[1] }
}

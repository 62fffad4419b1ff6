import FoundationEssentials

extension IndexPath {
    /// An index path for `item` in `section` (a ``CollectionView``'s, UIKit's
    /// `IndexPath(item:section:)`): the same two indexes as `IndexPath(row:section:)`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The item within the section (second index; the same as ``row``).
    public var item: Int { self[1] }
}

import FoundationEssentials

/// What places a ``CollectionView``'s items, after UIKit's `UICollectionViewLayout`. GtkKit has
/// one layout, ``CollectionViewFlowLayout``; this is its base, so code written against UIKit's
/// type names reads the same.
@MainActor
public class CollectionViewLayout {
    /// The collection view laid out by this layout (weak), once it is given to one.
    public internal(set) weak var collectionView: CollectionView?

    init() {}

    /// Lays the collection view out again, with the layout's present figures (UIKit's
    /// `invalidateLayout()`): GtkKit calls it whenever a figure changes, so apps seldom need to.
    public func invalidateLayout() { collectionView?.layoutDidChange() }
}

import FoundationEssentials

/// Supplies a ``CollectionView``'s sections, items and supplementary views, after UIKit's
/// `UICollectionViewDataSource`.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// How many sections there are (default 1).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// How many items `section` has.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item: dequeue one
    /// (``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``) and fill in everything
    /// it shows. Asked again whenever the item comes back near the view.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// A section's header or footer (`kind` is ``CollectionView/elementKindSectionHeader`` or
    /// ``CollectionView/elementKindSectionFooter``), asked for when the layout gives it a height:
    /// dequeue one with
    /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``. The
    /// default is none (UIKit requires one; GtkKit leaves the space empty).
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> CollectionReusableView?
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// None.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> CollectionReusableView?
    { nil }
}

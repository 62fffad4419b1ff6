import FoundationEssentials

/// Items in lines that wrap at the view's width, sections one under the other, each with an
/// optional header and footer: UIKit's `UICollectionViewFlowLayout`, scrolling vertically.
///
/// As many items go on a line as fit with ``minimumInteritemSpacing`` between them, and the room
/// left over goes between the items, as in UIKit (one item on a line is centred). Every item has
/// ``itemSize``: GtkKit's flow layout has one size, which is what makes its windowing exact —
/// a collection of a million items is placed in time proportional to its sections, and End goes
/// straight to the last item. Not in GtkKit: horizontal scrolling (`scrollDirection`), sizes
/// per item from the delegate (`sizeForItemAt`), estimated and self-sizing items; a cell whose
/// content needs more than ``itemSize`` grows (GTK never clips a widget below its minimum
/// size), overlapping its neighbours, so size cells to the layout.
@MainActor
public final class CollectionViewFlowLayout: CollectionViewLayout {
    /// Every item's size, in logical pixels (UIKit's default, 50 × 50).
    public var itemSize = Size(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The least space between items on a line (UIKit's default, 10).
    public var minimumInteritemSpacing: Double = 10 { didSet { invalidateLayout() } }
    /// The space between lines (UIKit's default, 10).
    public var minimumLineSpacing: Double = 10 { didSet { invalidateLayout() } }
    /// Space around each section's items, inside its header and footer. Left and right are
    /// leading and trailing: they swap in a right-to-left language, with the whole layout.
    public var sectionInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) { didSet { invalidateLayout() } }
    /// The height of each section's header (its width is the view's): 0, the default, for none.
    /// Headers are made by the data source's
    /// ``CollectionViewDataSource/collectionView(_:viewForSupplementaryElementOfKind:at:)``.
    public var headerReferenceSize = Size(width: 0, height: 0) { didSet { invalidateLayout() } }
    /// The height of each section's footer: 0, the default, for none.
    public var footerReferenceSize = Size(width: 0, height: 0) { didSet { invalidateLayout() } }

    /// A flow layout with UIKit's defaults: 50 × 50 items, 10 pixels apart, no insets, headers or
    /// footers.
    public override init() { super.init() }

    /// The geometry of `counts` in `width` with these figures.
    func geometry(counts: [Int], width: Double) -> FlowLayoutGeometry {
        FlowLayoutGeometry(
            counts: counts, width: width, itemSize: itemSize, interitemSpacing: minimumInteritemSpacing,
            lineSpacing: minimumLineSpacing, insets: sectionInset, headerHeight: headerReferenceSize.height,
            footerHeight: footerReferenceSize.height)
    }
}

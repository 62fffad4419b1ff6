internal import CGtk
import FoundationEssentials

/// A scrolling grid of items in sections, after UIKit's `UICollectionView`, laid out by a
/// ``CollectionViewFlowLayout``.
///
/// ```swift
/// let layout = CollectionViewFlowLayout()
/// layout.itemSize = Size(width: 120, height: 140)
/// let grid = CollectionView(collectionViewLayout: layout)
/// grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// grid.dataSource = self
/// ```
///
/// Only the items in and near the view are built, as in UIKit: items that scroll away go to a
/// reuse pool that ``dequeueReusableCell(withReuseIdentifier:for:)`` takes from, so a collection
/// of a million items opens, scrolls and jumps to its end as fast as one of ten. The items sit
/// on a `GtkFixed` inside a `GtkScrolledWindow`, each at the place the layout computes (mirrored
/// in a right-to-left language); GTK 4.8's `GtkGridView` recycles its item widgets as well, but
/// has no sections, headers, footers, spacing or item size to set, and `GtkFlowBox` builds every
/// item.
///
/// The keyboard reaches every item, the way GNOME's grids do: Tab enters the collection at the
/// item last used and leaves it with the next Tab (after the item's own controls); the arrows
/// move in two dimensions (Left and Right along the reading order, swapped in right to left; Up
/// and Down by lines, on into the next section), Home and End go to the first and last items,
/// Page Up and Page Down a screen of lines; Return or Space (or a click) selects. A screen
/// reader hears each item's name and its place among all the items ("Toy Story, 3 of 13").
///
/// Differences from UIKit: updates outside ``performBatchUpdates(_:completion:)`` are applied at
/// once, each as its own batch; a batch whose counts do not add up reloads the collection after
/// logging the inconsistency (UIKit raises an exception); ``emptyStateView`` shows only while
/// there are no items (GNOME's status page), where UIKit's `backgroundView` is always behind.
@MainActor
public final class CollectionView: View {
    /// The kind of a section's header (UIKit's `UICollectionView.elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section's footer (UIKit's `UICollectionView.elementKindSectionFooter`).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Supplies sections, items and headers (weak). Setting it reloads the collection.
    public weak var dataSource: CollectionViewDataSource? {
        didSet { setNeedsReload() }
    }

    /// Hears selection (weak).
    public weak var delegate: CollectionViewDelegate?

    /// What places the items: a ``CollectionViewFlowLayout``. Setting another lays the items out
    /// again.
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            layoutDidChange()
        }
    }

    /// Whether clicking an item (or Return or Space on it) selects it and tells the delegate
    /// (UIKit's `allowsSelection`, true by default).
    public var allowsSelection = true

    /// Whether several items can be selected at once, each click toggling one (UIKit's
    /// `allowsMultipleSelection`, false by default).
    public var allowsMultipleSelection = false {
        didSet { gtkkit_accessible_set_multi_selectable(canvas.raw, allowsMultipleSelection.gboolean) }
    }

    /// The control that refreshes the items (UIKit's `refreshControl`): F5, Ctrl+R or a pull
    /// past the top sends its action, and its spinner shows above the items while it refreshes.
    public var refreshControl: RefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            detachRefreshControl?()
            detachRefreshControl = refreshControl?.attach(to: self, scroller: scroller)
        }
    }
    /// Takes the refresh control's spinner and keys away again.
    private var detachRefreshControl: (() -> Void)?

    /// Shown in place of the items while there are none (a ``StatusPage`` saying what to do).
    public var emptyStateView: View? {
        didSet {
            if let oldValue { gtk_box_remove(pointer(), oldValue.widget) }
            if let emptyStateView { gtk_box_append(pointer(), emptyStateView.widget) }
            updateEmptyState()
        }
    }

    /// The name screen readers give the collection, said when the focus enters it ("Items").
    public var accessibleListLabel: String? {
        didSet { canvas.accessibilityLabel = accessibleListLabel }
    }

    let scroller = ScrolledWindow()
    /// The `GtkFixed` the items and supplementary views are placed on; a list to screen readers.
    let canvas: View
    /// The items: counts, built cells, selection and the current item; changed through its own
    /// methods (`CollectionItems`).
    var items = CollectionItems()
    /// The registered cell classes and the cells kept for reuse.
    let cellRegistry = CellRegistry<CollectionViewCell>(limit: 128)
    /// The registered header and footer classes and those kept for reuse, by kind and identifier.
    let supplementaryRegistry = CellRegistry<CollectionReusableView>(limit: 16)
    /// The open batches (``performBatchUpdates(_:completion:)``) and what they recorded;
    /// changed through its own methods (`ListBatches`).
    var batches = ListBatches()
    /// What the collection has put off until the view has its size or the next frame; changed
    /// through its own methods (`CollectionFollowing`).
    var following = CollectionFollowing()
    /// The scroller's watch and a scroll waiting for the view's size (`ListScrolling`, as a
    /// table's).
    let scrolling = ListScrolling<CollectionView.ScrollPosition>()

    /// No size of its own along either axis (UIKit's scroll views have none): among
    /// constraints, they size it, and it scrolls what does not fit; it never hugs its content.
    public override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// The view `init(collectionViewLayout: CollectionViewFlowLayout())` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init(collectionViewLayout: CollectionViewFlowLayout())
    }

    /// A collection laid out by `layout` (UIKit's `init(frame:collectionViewLayout:)`). Set its
    /// ``dataSource`` before it is shown.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        canvas = View.wrapping(gtkkit_widget_new_with_role(gtk_fixed_get_type(), GTK_ACCESSIBLE_ROLE_LIST)!, ownership: .full)
        View.adopt(untyped(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)), ownership: .full)
        super.init(frame: .zero)
        layout.collectionView = self
        addCSSClass("gtkkit-collection")
        canvas.verticalAlignment = .start
        scroller.setChild(canvas)
        // Items are placed to the view's width: never wider, so no horizontal scrollbar, and the
        // window can still be made narrower than a line of items.
        gtk_scrolled_window_set_policy(scroller.opaque, GTK_POLICY_EXTERNAL, GTK_POLICY_AUTOMATIC)
        if let viewport = gtk_scrolled_window_get_child(scroller.opaque) {
            // The collection scrolls to the item it focuses itself: it knows where unbuilt items go.
            gtk_viewport_set_scroll_to_focus(OpaquePointer(viewport), 0)
        }
        gtk_box_append(pointer(), scroller.widget)
        watchView()
        installKeys()
        passFocusToItems()
        _ = connect("map") { [weak self] () -> Void in self?.scheduleWindowUpdate() }
    }

    /// A header or footer's place: its kind and section.
    struct SupplementaryKey: Hashable {
        let kind: String
        let section: Int
    }

    /// The flow layout (the only kind GtkKit has).
    var flowLayout: CollectionViewFlowLayout? { collectionViewLayout as? CollectionViewFlowLayout }

    /// The geometry of the items as the data source last counted them, at the present width.
    var geometry: FlowLayoutGeometry {
        (flowLayout ?? CollectionViewFlowLayout()).geometry(counts: counts, width: viewWidth)
    }

    /// The width the items flow in: the view's, once it has one.
    var viewWidth: Double {
        let page = gtk_adjustment_get_page_size(gtk_scrolled_window_get_hadjustment(scroller.opaque))
        return page > 0 ? page : Double(gtk_widget_get_width(scroller.widget))
    }

    // MARK: Counting

    /// The number of sections (UIKit's `numberOfSections`).
    public var numberOfSections: Int {
        reloadIfNeeded()
        return counts.count
    }

    /// The number of items in `section`; 0 for a section there is not.
    public func numberOfItems(inSection section: Int) -> Int {
        reloadIfNeeded()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The number of items in all sections.
    public var numberOfItems: Int {
        reloadIfNeeded()
        return counts.reduce(0, +)
    }

    /// Whether `indexPath` names an item there is.
    func isItem(_ indexPath: IndexPath) -> Bool { items.isItem(indexPath) }

    /// The number of items in each section, as the data source last said.
    var counts: [Int] { items.counts }
    /// Whether the data source is still to be asked for its items.
    var needsReload: Bool { items.needsReload }
    /// The cells built now, by the item they show.
    var cells: [IndexPath: CollectionViewCell] { items.cells }
    /// The selected items, in the order they were selected.
    var selected: [IndexPath] { items.selection.paths }
    /// The item Tab enters the collection at.
    var current: IndexPath? { items.current }

    // MARK: Cells

    /// The cell showing the item at `indexPath`, if it is built (near the view); nil otherwise,
    /// as in UIKit.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        reloadIfNeeded()
        return cells[indexPath]
    }

    /// The item `cell` shows, if it is one of this collection's built cells.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        cells.first { $0.value === cell }?.key
    }

    /// The items in view now, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        let adjustment = gtk_scrolled_window_get_vadjustment(scroller.opaque)
        let top = gtk_adjustment_get_value(adjustment)
        let bottom = top + gtk_adjustment_get_page_size(adjustment)
        let geometry = geometry
        return cells.keys.filter {
            let frame = geometry.frame(of: $0)
            return frame.maxY > top && frame.minY < bottom
        }.sorted()
    }

    /// The cells in view now, in the items' order.
    public var visibleCells: [CollectionViewCell] { indexPathsForVisibleItems.compactMap { cells[$0] } }

    /// The item whose cell has the keyboard focus (or a control in it), if one has.
    public var indexPathForFocusedItem: IndexPath? {
        guard let focus = focusInRoot else { return nil }
        return cells.first { $0.value.contains(focus) }?.key
    }

    /// The item the keyboard focus enters the collection at (the one last focused), if any.
    var currentItem: IndexPath? { current.flatMap { isItem($0) ? $0 : nil } }

    /// Moves the keyboard focus to the item at `indexPath`, scrolling it into view and building
    /// it if needed (a GtkKit addition: UIKit leaves focus to the focus engine). Returns whether
    /// the item exists and took the focus — or, in a collection just shown and not yet given its
    /// size, will take it once it has one.
    @discardableResult
    public func focusItem(at indexPath: IndexPath) -> Bool {
        reloadIfNeeded()
        guard isItem(indexPath) else { return false }
        guard viewWidth > 0 else {
            following.putOffFocus(to: indexPath)
            scheduleWindowUpdate()
            return true
        }
        scrollToItem(at: indexPath, at: [], animated: false)
        makeCurrent(indexPath)
        guard let cell = cells[indexPath] else { return false }
        // GTK 4.8 registers a cell's accessible on its first focus and replays its description,
        // which Orca 43 then says twice: registered first, while nothing is said about it.
        AccessibleRegistration.register(cell.widget)
        return cell.grabFocus()
    }
}

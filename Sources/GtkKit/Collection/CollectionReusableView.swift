internal import CGtk
import FoundationEssentials

/// A view a ``CollectionView`` places and reuses, after UIKit's `UICollectionReusableView`: the
/// base of ``CollectionViewCell`` and the class of section headers and footers (supplementary
/// views), which go into ``contentView``.
@MainActor
open class CollectionReusableView: View {
    /// Where the view's own content goes (UIKit's `contentView`): a vertical stack filling the
    /// view, which arranges views (`addArrangedSubview`) or takes them by `addSubview(_:)` to be
    /// placed by constraints, as in UIKit.
    public let contentView = StackView(axis: .vertical, spacing: 6)

    /// The identifier the view was dequeued with, or nil for one made directly; only views with
    /// one are reused.
    public internal(set) var reuseIdentifier: String?

    /// The section (and, for a cell, the item) the view shows now; set by the collection view
    /// before the data source fills it.
    public internal(set) var indexPath = IndexPath(item: 0, section: 0)

    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init()
    }

    /// The accessible role the next view made takes in place of a group's: a cell's, set by
    /// ``CollectionViewCell``. A second designated initialiser taking the role, one apps cannot
    /// see, would stop their cell classes from inheriting `init?(coder:)`.
    static var nextRole: GtkAccessibleRole?

    /// An empty view (a header or footer to fill).
    public required init() {
        let role = Self.nextRole ?? GTK_ACCESSIBLE_ROLE_GROUP
        Self.nextRole = nil
        View.adopt(gtkkit_widget_new_with_role(gtk_box_get_type(), role)!, ownership: .full)
        super.init(frame: .zero)
        setUp()
    }

    private func setUp() {
        gtk_orientable_set_orientation(OpaquePointer(widget), GTK_ORIENTATION_VERTICAL)
        contentView.expandsHorizontally = true
        contentView.expandsVertically = true
        gtk_box_append(pointer(), contentView.widget)
    }

    /// Called before the view is handed out again by a dequeue: reset what a data source may
    /// not set again (a picture still loading for the item shown before). Does nothing here.
    open func prepareForReuse() {}
}

internal import CGtk
import FoundationEssentials

/// An item of a ``CollectionView``, after UIKit's `UICollectionViewCell`: a focusable tile whose
/// content goes into ``CollectionReusableView/contentView``.
///
/// Screen readers meet it as a list item named by ``View/accessibilityLabel`` (set it to what the
/// item shows, as its title): the collection view adds the item's place ("3 of 120") to its
/// description, so a user moving through a grid hears where they are. Its controls (a button on
/// a thumbnail) take the focus after it with Tab, and relay to the controller with
/// ``send(_:from:)``, as a table cell's do.
@MainActor
open class CollectionViewCell: CollectionReusableView {
    /// Whether the item is selected (UIKit's `isSelected`): the collection view sets it, and the
    /// cell is drawn selected and reported selected to screen readers.
    open var isSelected = false {
        didSet {
            guard isSelected != oldValue else { return }
            if isSelected {
                gtk_widget_set_state_flags(widget, GTK_STATE_FLAG_SELECTED, 0)
                gtkkit_accessible_set_selected(raw, 1)
            } else {
                gtk_widget_unset_state_flags(widget, GTK_STATE_FLAG_SELECTED)
                // None, not false: a grid that selects nothing must not say "not selected".
                gtkkit_accessible_set_selected(raw, -1)
            }
        }
    }

    /// The segue a storyboard's prototype cell starts when its item is chosen (its identifier, or
    /// its Interface Builder id when it has none), and the controller that performs it.
    private var selectionSegue: (key: String, controller: WeakViewController)?

    /// Makes choosing the cell's item perform the segue `key` with `controller` (a storyboard
    /// prototype's segue), the cell as sender, as UIKit does.
    func performsSegueWhenChosen(_ key: String, by controller: ViewController?) {
        selectionSegue = (key, WeakViewController(controller: controller))
    }

    /// Performs the segue the cell's item starts when chosen, if it has one.
    func performSelectionSegue() {
        guard let (key, holder) = selectionSegue else { return }
        holder.controller?.performSegue(withIdentifier: key, sender: self)
    }

    /// What a screen reader says after the item's name that the cell does not show (a serial
    /// number): ``View/accessibilityHint`` is this, then ``accessibleSecondaryText`` where
    /// it is needed, then the item's place, which the collection view keeps up to date.
    public var accessibleItemDescription: String? {
        didSet { updateDescription() }
    }

    /// The texts the cell shows besides its name (a value), for screen readers: Orca 43 on GTK
    /// 4.8 reads an item by its name and description alone, so there they join the description;
    /// Orca 48 on GTK 4.18 reads the cell's labels itself, and would say them twice. (As
    /// ``TableViewCell/accessibleSecondaryText``.)
    public var accessibleSecondaryText: String? {
        didSet { updateDescription() }
    }

    /// The item's place among all the items, as screen readers hear it ("3 of 120").
    var positionText: String? {
        didSet { if positionText != oldValue { updateDescription() } }
    }

    /// The collection view showing the cell, for clicks and relays.
    weak var collectionView: CollectionView?

    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init()
    }

    /// An empty cell; a subclass adds its views to ``CollectionReusableView/contentView``.
    public required init() {
        CollectionReusableView.nextRole = GTK_ACCESSIBLE_ROLE_LIST_ITEM
        super.init()
        addCSSClass("gtkkit-collection-cell")
        clipsToBounds = true
    }

    private func updateDescription() {
        let secondary = AccessibilityRepair.describeRowLabels.isNeeded ? accessibleSecondaryText : nil
        let parts = [accessibleItemDescription, secondary, positionText].compactMap { $0 }.filter { !$0.isEmpty }
        accessibilityHint = parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

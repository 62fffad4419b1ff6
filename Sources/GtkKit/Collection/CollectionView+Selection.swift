internal import CGtk
import FoundationEssentials

extension CollectionView {
    /// The selected items, in the order they were selected (UIKit's
    /// `indexPathsForSelectedItems`; empty rather than nil when none is).
    public var indexPathsForSelectedItems: [IndexPath] { selected }

    /// Selects the item at `indexPath` (nil: deselects all), as UIKit's
    /// `selectItem(at:animated:scrollPosition:)`: without telling the delegate, and scrolling to
    /// it unless `scrollPosition` is empty. With single selection the other item is deselected.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadIfNeeded()
        guard let indexPath else {
            for path in selected { deselectItem(at: path, animated: animated) }
            return
        }
        guard isItem(indexPath) else { return }
        if !allowsMultipleSelection {
            for path in selected where path != indexPath { deselectItem(at: path, animated: animated) }
        }
        items.select(indexPath)
        cells[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`, without telling the delegate (UIKit's
    /// `deselectItem(at:animated:)`).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        items.deselect(indexPath)
        cells[indexPath]?.isSelected = false
    }

    /// The user chose the item at `indexPath` (a click, Return or Space): it is selected (or,
    /// with several selectable and already selected, deselected), and the delegate told.
    func userSelect(_ indexPath: IndexPath) {
        guard allowsSelection, isItem(indexPath) else { return }
        if allowsMultipleSelection, items.selection.contains(indexPath) {
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for path in selected where path != indexPath {
                deselectItem(at: path, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: path)
            }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        // A storyboard prototype's segue, as UIKit performs it when its item is chosen.
        cells[indexPath]?.performSelectionSegue()
    }
}

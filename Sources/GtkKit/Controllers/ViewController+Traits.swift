extension ViewController {
    /// The traits this controller's content adapts to (UIKit's `traitCollection`): its
    /// container's, or unspecified size classes before one has laid it out.
    public var traitCollection: TraitCollection {
        storedTraitCollection ?? parent?.traitCollection ?? splitViewController?.traitCollection ?? TraitCollection()
    }

    /// The split view controller this controller is a column of (UIKit's `splitViewController`),
    /// even while, collapsed, it is shown on a navigation stack.
    public var splitViewController: SplitViewController? {
        if let owningSplitViewController { return owningSplitViewController }
        var node = parent
        while let current = node {
            if let split = current as? SplitViewController { return split }
            node = current.owningSplitViewController ?? current.parent
        }
        return nil
    }
}

extension ViewController {
    /// Whether this controller is in the primary column of a split view showing both columns:
    /// a list beside its item's page.
    var isBesideSplitPage: Bool {
        guard let split = splitViewController, !split.isCollapsed, let primary = split.viewController(for: .primary) else { return false }
        var node: ViewController? = self
        while let current = node, current !== split {
            if current === primary { return true }
            node = current.owningSplitViewController ?? current.parent
        }
        return false
    }
}

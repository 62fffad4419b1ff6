/// Where a split view controller's columns go, and how the secondary goes onto a navigation stack
/// when collapsed.
extension SplitViewController {
    /// The view shown in `column`'s pane, if its controller is in it now.
    func paneView(_ column: Column) -> View? {
        guard let controller = columns[column], controller.containmentParent === self else { return nil }
        return controller.view
    }

    /// Where the primary column, the separator and the secondary column go in a view of `size`.
    func columnFrames(in size: Size, rightToLeft: Bool) -> (primary: Rect?, separator: Rect?, secondary: Rect?) {
        let width = size.width
        let height = size.height
        if isCollapsed || displayMode == .secondaryOnly {
            let whole = Rect(x: 0, y: 0, width: width, height: height)
            return (paneView(.primary) != nil ? whole : nil, nil, paneView(.secondary) != nil ? whole : nil)
        }
        let primaryWidth = min(max(width * preferredPrimaryColumnWidthFraction, minimumPrimaryColumnWidth), maximumPrimaryColumnWidth)
            .rounded()
        let secondaryWidth = max(width - primaryWidth - 1, 0)
        let primaryX = rightToLeft ? width - primaryWidth : 0
        let separatorX = rightToLeft ? secondaryWidth : primaryWidth
        let secondaryX = rightToLeft ? 0 : primaryWidth + 1
        return (
            Rect(x: primaryX, y: 0, width: primaryWidth, height: height), Rect(x: separatorX, y: 0, width: 1, height: height),
            Rect(x: secondaryX, y: 0, width: secondaryWidth, height: height)
        )
    }

    /// Puts `controller` in `column`'s pane as a child.
    func attach(_ controller: ViewController, to column: Column) {
        guard let container = viewIfLoaded as? SplitContainerView, column != .compact else { return }
        if column == .secondary, isCollapsed { return }
        addChild(controller)
        container.addSubview(controller.view)
        controller.didMove(toParent: self)
        controller.updateTraitCollection(traitCollection)
        container.setNeedsLayout()
    }

    /// Takes `controller` out of `column`'s pane.
    func detach(_ controller: ViewController, from column: Column) {
        if controller.containmentParent === self {
            controller.willMove(toParent: nil)
            controller.view.removeFromSuperview()
            controller.removeFromParent()
        }
        if controller.owningSplitViewController === self { controller.parentLink.column(of: nil) }
    }

    /// The navigation stack the secondary goes onto when collapsed.
    var collapsingStack: NavigationController? {
        (columns[.primary] as? NavigationController) ?? navigationController
    }

    /// The controller at the base of what the split view pushed onto `stack`.
    func stackBase(of stack: NavigationController) -> ViewController {
        if stack === columns[.primary] { return stack.viewControllers[0] }
        return self
    }

    /// Pushes the secondary onto the collapsing stack.
    func pushSecondary(animated: Bool) {
        guard let secondary = columns[.secondary], let stack = collapsingStack,
            !stack.viewControllers.contains(where: { $0 === secondary })
        else { return }
        collapsing.pushed(secondary)
        stack.pushViewController(secondary, animated: animated)
    }
}

/// What a ``SplitViewController`` asks and tells as it collapses to one column and expands to
/// two (UIKit's `UISplitViewControllerDelegate`, iOS 14's column calls and the classic ones).
/// Every method has a default, UIKit's behaviour.
///
/// Collapsing calls, in UIKit's order: ``splitViewController(_:topColumnForCollapsingToProposedTopColumn:)``,
/// ``splitViewController(_:collapseSecondary:onto:)``, then
/// ``splitViewControllerDidCollapse(_:)``. Expanding: ``splitViewController(_:displayModeForExpandingToProposedDisplayMode:)``,
/// ``splitViewController(_:separateSecondaryFrom:)``, then ``splitViewControllerDidExpand(_:)``.
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// Which column shows when the split view collapses: `proposedTopColumn` is the secondary
    /// once the user has opened something there, else the primary.
    func splitViewController(
        _ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
    ) -> SplitViewController.Column
    /// Return true if you have put `secondary` where it belongs yourself; false (the default)
    /// lets the split view push it onto the navigation stack when it is the top column.
    func splitViewController(
        _ svc: SplitViewController, collapseSecondary secondary: ViewController, onto primary: ViewController
    ) -> Bool
    /// The split view collapsed to one column.
    func splitViewControllerDidCollapse(_ svc: SplitViewController)
    /// The display mode to expand into.
    func splitViewController(
        _ svc: SplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController.DisplayMode
    ) -> SplitViewController.DisplayMode
    /// The controller to show in the secondary column on expanding, or nil (the default) to take
    /// back the one that was pushed while collapsed.
    func splitViewController(_ svc: SplitViewController, separateSecondaryFrom primary: ViewController) -> ViewController?
    /// The split view expanded to two columns.
    func splitViewControllerDidExpand(_ svc: SplitViewController)
}

extension SplitViewControllerDelegate {
    /// The proposed column.
    public func splitViewController(
        _ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
    ) -> SplitViewController.Column { proposedTopColumn }
    /// Not handled: the split view pushes the secondary if it is the top column.
    public func splitViewController(
        _ svc: SplitViewController, collapseSecondary secondary: ViewController, onto primary: ViewController
    ) -> Bool { false }
    /// Nothing.
    public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
    /// The proposed mode.
    public func splitViewController(
        _ svc: SplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController.DisplayMode
    ) -> SplitViewController.DisplayMode { proposedDisplayMode }
    /// Nil: the pushed secondary comes back.
    public func splitViewController(_ svc: SplitViewController, separateSecondaryFrom primary: ViewController) -> ViewController? {
        nil
    }
    /// Nothing.
    public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
}

/// Child containment, after UIKit's: a controller can embed others (a split view, a card, a
/// dashboard of panels). The parent adds the child, puts the child's view into its own, and tells
/// the child it has moved; the child then gets the appearance calls its parent gets.
///
/// ```swift
/// addChild(summary)                 // calls summary.willMove(toParent: self)
/// box.append(summary.view)          // the parent places the view
/// summary.didMove(toParent: self)
/// // later:
/// summary.willMove(toParent: nil)
/// box.remove(summary.view)
/// summary.removeFromParent()        // calls summary.didMove(toParent: nil)
/// ```
extension ViewController {
    /// The controllers this one contains: added children, a navigation controller's stack, or a
    /// tab bar controller's tabs (UIKit's `children`).
    public var children: [ViewController] {
        if let navigation = self as? NavigationController { return navigation.viewControllers + containedChildren }
        if let tabs = self as? TabBarController { return tabs.tabControllers + containedChildren }
        return containedChildren
    }

    /// The controller containing this one: the one it was added to, the navigation controller it
    /// is on, or the tab bar controller it is a tab of (UIKit's `parent`).
    public var parent: ViewController? { parentLink.controller }

    /// The nearest navigation controller above this controller: the one it is pushed on, or its
    /// parent's — as in UIKit, so a tab's list can push its detail.
    public var navigationController: NavigationController? {
        pushingNavigationController ?? parent?.navigationController
    }

    /// The nearest tab bar controller above this controller (UIKit's `tabBarController`): the
    /// one it is a tab of, or its parent's — so a page pushed in a tab reaches its tabs.
    public var tabBarController: TabBarController? {
        tabParent ?? parent?.tabBarController
    }

    /// The navigation controller this controller is a page of.
    var pushingNavigationController: NavigationController? { parentLink.navigationController }

    /// The tab bar controller this controller is a tab of.
    var tabParent: TabBarController? { parentLink.tabBarController }

    /// The controller this one was added to with ``addChild(_:)``.
    var containmentParent: ViewController? { parentLink.containingController }

    /// `container` takes this controller in, as `holding` says: containers call it.
    func hold(by container: ViewController, as holding: ParentLink.Holding) {
        parentLink.hold(by: container, as: holding)
    }

    /// `container` lets this controller go, if it still holds it: containers call it.
    func release(from container: ViewController) {
        parentLink.release(from: container)
    }

    /// Adds `child` as a child of this controller (taking it from a previous parent), calling its
    /// ``willMove(toParent:)`` first. Put its view into this controller's view yourself, then call
    /// its ``didMove(toParent:)``. Adding a controller to itself or to one of its own children is
    /// a programming error: logged as a GLib critical and ignored.
    public func addChild(_ child: ViewController) {
        var ancestor: ViewController? = self
        while let current = ancestor {
            if current === child {
                logProgrammingError("addChild: \(type(of: child)) cannot be a child of itself or of its own child")
                return
            }
            ancestor = current.parent
        }
        guard child.containmentParent !== self else { return }
        child.willMove(toParent: self)
        child.removeFromContainmentParent()
        appendChild(child)
    }

    /// Removes this controller from its parent's children and calls its
    /// ``didMove(toParent:)`` with nil. Call ``willMove(toParent:)`` with nil and take its view out
    /// of the parent's first.
    public func removeFromParent() {
        guard containmentParent != nil else { return }
        removeFromContainmentParent()
        didMove(toParent: nil)
    }

    private func removeFromContainmentParent() {
        containmentParent?.removeChild(self)
    }

    /// The controller that is a page of a navigation stack for this one: itself, or the tab bar
    /// controller, split view or other container it is in (itself when none is on a stack).
    var controllerOnStack: ViewController {
        var node = self
        while node.pushingNavigationController == nil, let up = node.parent { node = up }
        return node.pushingNavigationController == nil ? self : node
    }
}

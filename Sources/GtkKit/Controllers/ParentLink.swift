/// The controller above a view controller (UIKit's `parent`) and how it holds it: one weak link
/// (the container keeps its controllers), changed only through ``hold(by:as:)`` and
/// ``release(from:)``, which containers call as they take a controller in and let it go. The
/// navigation controller a controller is a page of, the tab bar controller it is a tab of and the
/// controller it was added to are read from it, so they can never disagree.
@MainActor
struct ParentLink {
    /// How a container holds the controllers it takes in.
    enum Holding {
        /// Added with ``ViewController/addChild(_:)``.
        case child
        /// A page of a navigation controller's stack.
        case page
        /// A tab of a tab bar controller.
        case tab
    }

    /// The controller above.
    private(set) weak var controller: ViewController?
    /// How ``controller`` holds this one.
    private(set) var holding = Holding.child

    /// `container` takes the controller in, as `holding` says (a later container replaces an
    /// earlier one, as in UIKit).
    mutating func hold(by container: ViewController, as holding: Holding) {
        controller = container
        self.holding = holding
    }

    /// `container` lets the controller go, if it still holds it.
    mutating func release(from container: ViewController) {
        guard controller === container else { return }
        controller = nil
        holding = .child
    }

    /// The navigation controller the controller is a page of.
    var navigationController: NavigationController? { holding == .page ? controller as? NavigationController : nil }
    /// The tab bar controller the controller is a tab of.
    var tabBarController: TabBarController? { holding == .tab ? controller as? TabBarController : nil }
    /// The controller it was added to with ``ViewController/addChild(_:)``.
    var containingController: ViewController? { holding == .child ? controller : nil }
}

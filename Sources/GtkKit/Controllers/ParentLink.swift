/// A view controller's place among controllers: the controller above it (UIKit's `parent`) and
/// how it holds it — one weak link (the container keeps its controllers), changed only through
/// ``hold(by:as:)`` and ``release(from:)``, which containers call as they take a controller in and
/// let it go — the children added to it, the split view whose column it is, and whether it is
/// moving onto or off a navigation stack right now. The navigation controller a controller is a
/// page of, the tab bar controller it is a tab of and the controller it was added to are read
/// from the one link, so they can never disagree.
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
    /// The children added with ``ViewController/addChild(_:)``, in order.
    private(set) var children = AttachedObjects<ViewController>()
    /// The split view controller whose column this controller is, wherever it is shown now (a
    /// record of its own: collapsed, the column is a page of a navigation controller).
    private(set) weak var splitViewController: SplitViewController?
    /// True during the appearance calls of a push (UIKit's `isMovingToParent`).
    private(set) var isMovingToParent = false
    /// True during the disappearance calls of a pop (UIKit's `isMovingFromParent`).
    private(set) var isMovingFromParent = false

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

    /// `child` is added (last), or removed.
    mutating func adds(_ child: ViewController) { children.attach(child) }

    /// `child` is no longer a child.
    mutating func removes(_ child: ViewController) { children.detach(child) }

    /// The controller is a column of `split` (nil: of none).
    mutating func column(of split: SplitViewController?) { splitViewController = split }

    /// The appearance calls of a push start (`true`) or end.
    mutating func movingToParent(_ moving: Bool) { isMovingToParent = moving }

    /// The disappearance calls of a pop start (`true`) or end.
    mutating func movingFromParent(_ moving: Bool) { isMovingFromParent = moving }
}

internal import CGtk

/// A stack of view controllers on a `GtkStack`, after UIKit's `UINavigationController`.
///
/// GtkStack keeps no history, so the controller keeps ``viewControllers`` itself and shows the top
/// one with a slide-left (push) or slide-right (pop) transition. Its ``headerBar`` shows the top
/// controller's title and, below the root, a Back button; Alt+Left, Escape and the mouse's back
/// button also pop (see `NavigationController+Keyboard.swift`). A popped page is hidden once its
/// transition ends (at once when nothing animates), and its widgets leave the stack a second
/// later, when screen readers have moved on from them (UIKit removes them with the transition).
@MainActor
open class NavigationController: ViewController {
    /// The controllers on the stack, root first.
    public internal(set) var viewControllers: [ViewController]

    /// The header bar showing the top controller's title and the Back button.
    public let headerBar = HeaderBar()

    /// The Back button (accessible name "Back"); shown only below the root.
    public let backButton = Button(iconName: "go-previous-symbolic", accessibilityLabel: gettextString("Back"))

    let stack = Stack()
    /// "navigation.pop" on the stack: the back a widget inside asks for by action, as a web view
    /// does with Alt+Left when its page has no history (see `installKeyboardAndPointerBack`).
    private(set) lazy var popAction = Action(name: "pop") { [weak self] in _ = self?.popIfPossible() }
    /// The stack's pages, and the popped ones kept a moment; changed through its own methods
    /// (`StackPages`, see NavigationController+Pages.swift).
    var pages = StackPages()
    private var pendingCompletion: (@MainActor () -> Void)?
    /// Ends a running transition that GTK has not ended well after its duration (see ``show``).
    private var transitionWatchdog: MainLoop.Timer?
    /// The controller whose page takes the focus when the running transition ends.
    private var pendingFocus: ViewController?
    /// False while a container rearranges the stack under a focus it keeps itself (a split view
    /// taking its item's page back into its column, the cursor still in it): the shown page does
    /// not take the focus, which would have a screen reader read it for nothing.
    var movesFocusOnShow = true

    /// The transition under way and the swipe back in progress; changed through its own methods
    /// (`NavigationTransition`, see NavigationController+InteractivePop.swift).
    var transition = NavigationTransition()
    /// The running push's or pop's coordinator (``ViewController/transitionCoordinator``).
    var activeTransitionCoordinator: TransitionCoordinator? { transition.coordinator }
    /// The swipe back in progress, if the user is swiping.
    var interactivePop: InteractivePop? { transition.interactivePop }

    /// The touch swipe from the leading edge that pops the top controller with the page
    /// following the finger (UIKit's `interactivePopGestureRecognizer`): turn it off with
    /// `isEnabled = false`, which also stops a touchpad's two-finger swipe back.
    public let interactivePopGestureRecognizer: GestureRecognizer? = ScreenEdgePanGestureRecognizer()

    /// Told of every page shown, before and after its transition (UIKit's `delegate`).
    public weak var delegate: NavigationControllerDelegate?

    /// Whether the pages' toolbars are hidden (UIKit's `isToolbarHidden`; true until set, as in
    /// UIKit). See ``setToolbarHidden(_:animated:)`` and ``ViewController/toolbarItems``.
    public var isToolbarHidden = true {
        didSet { updateToolbar(of: topViewController) }
    }

    /// Whether the navigation bar's content is hidden (UIKit's `isNavigationBarHidden`). See
    /// ``setNavigationBarHidden(_:animated:)``: on GNOME the header bar itself stays.
    public var isNavigationBarHidden = false {
        didSet { updateNavigationBarContent() }
    }

    /// Creates a navigation controller whose bottom controller is `rootViewController`.
    public init(rootViewController: ViewController) {
        viewControllers = [rootViewController]
        super.init()
        rootViewController.hold(by: self, as: .page)
        backButton.isVisible = false
        backButton.onClicked { [weak self] in self?.popViewController(animated: true) }
        headerBar.packStart(backButton)
        stack.connect(
            "notify::transition-running",
            pointer: { [weak self] _ in
                guard let self, !self.stack.isTransitionRunning else { return }
                self.finishPendingTransition()
            })
        updateHeader()
    }

    /// A navigation controller made from an interface file (UIKit's `init?(coder:)`), with an
    /// empty page at the bottom until its root view controller is set (``viewControllers``), as
    /// a storyboard's root relationship sets it.
    public required convenience init?(coder: Coder) {
        self.init(rootViewController: ViewController())
    }

    /// Makes `root` the bottom controller of a navigation controller whose view is not loaded
    /// yet, in place of the one it was made with: a storyboard's root view controller
    /// relationship, set after the navigation controller is made from its coder.
    func replaceRoot(with root: ViewController) {
        guard !isViewLoaded, viewControllers.count == 1 else {
            return logProgrammingError("NavigationController: a root view controller is set only before the view loads")
        }
        viewControllers[0].release(from: self)
        viewControllers = [root]
        root.hold(by: self, as: .page)
        updateHeader()
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController { viewControllers[viewControllers.count - 1] }

    /// Whether a push or pop animation is still running.
    public var isTransitioning: Bool { pendingCompletion != nil }

    /// The view is the stack of pages, its root controller's page in it.
    open override func loadView() {
        _ = page(for: topViewController)
        updateToolbar(of: topViewController)
        installKeyboardAndPointerBack()
        installInteractivePop()
        view = stack
        updateHeader() // names the root page, now that it is in the stack
    }

    /// Pushes `controller` and shows it. Pushing a controller that is already on the stack is a
    /// programming error: it is reported as a GLib critical and ignored (UIKit throws).
    public func pushViewController(_ controller: ViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === controller }) else {
            gtkkit_log_critical(
                "GtkKit", "NavigationController.pushViewController: \(type(of: controller)) is already on the navigation stack")
            return
        }
        endInteractivePopAtOnce()
        finishPendingTransition()
        headerBar.holdsWindowTitle = animated // until the page has the focus (see show)
        let from = topViewController
        let coordinator = beginTransitionCoordinator(animated: animated)
        from.place.keepFocus(focusInside(from).map(WeakWidgetReference.init))
        controller.hold(by: self, as: .page)
        viewControllers.append(controller)
        controller.loadViewIfNeeded() // UIKit loads the view before viewWillAppear
        controller.parentLink.movingToParent(true)
        from.viewWillDisappear(animated)
        controller.viewWillAppear(animated)
        show(controller, transition: .slideLeft, animated: animated) { [weak self] in
            if let self, self.topViewController !== from { self.cover(from) }
            self?.transition.ended()
            coordinator.finish()
            from.viewDidDisappear(animated)
            controller.viewDidAppear(animated)
            controller.parentLink.movingToParent(false)
            if let self { self.delegate?.navigationController(self, didShow: controller, animated: animated) }
        }
    }

    /// Pops the top controller and returns it; the root is never popped (returns nil).
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        return pop(to: viewControllers[viewControllers.count - 2], animated: animated).last
    }

    /// Pops every controller above the root; returns them, bottom first.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController] {
        pop(to: viewControllers[0], animated: animated)
    }

    /// Pops the controllers above `viewController` and returns them, bottom first (UIKit's
    /// `popToViewController(_:animated:)`); nil, with nothing popped, when it is not on the stack.
    @discardableResult
    public func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard viewControllers.contains(where: { $0 === viewController }) else { return nil }
        return pop(to: viewController, animated: animated)
    }

    private func pop(to target: ViewController, animated: Bool) -> [ViewController] {
        endInteractivePopAtOnce()
        finishPendingTransition()
        guard let index = viewControllers.firstIndex(where: { $0 === target }),
            index < viewControllers.count - 1
        else { return [] }
        let popped = Array(viewControllers[(index + 1)...])
        headerBar.holdsWindowTitle = animated // until the page has the focus (see show)
        let from = topViewController
        viewControllers.removeLast(popped.count)
        let coordinator = beginTransitionCoordinator(animated: animated)
        from.parentLink.movingFromParent(true)
        from.viewWillDisappear(animated)
        target.viewWillAppear(animated)
        show(target, transition: .slideRight, animated: animated) { [weak self] in
            self?.transition.ended()
            coordinator.finish()
            from.viewDidDisappear(animated)
            from.parentLink.movingFromParent(false)
            for controller in popped {
                self?.retirePage(for: controller)
                if let self { controller.release(from: self) }
                controller.owningSplitViewController?.secondaryWasPopped(controller)
            }
            target.viewDidAppear(animated)
            if let self { self.delegate?.navigationController(self, didShow: target, animated: animated) }
        }
        return popped
    }

    /// Shows `controller`'s page and runs `completion` when the transition has ended — at once
    /// when it does not animate (animations off, or the stack not mapped: then GtkStack sends no
    /// `transition-running` notification).
    private func show(
        _ controller: ViewController, transition: Stack.Transition, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        let page = page(for: controller)
        page.content.isVisible = true
        updateHeader()
        updateToolbar(of: controller)
        delegate?.navigationController(self, willShow: controller, animated: animated)
        pendingCompletion = completion
        if animated { parkFocus() }
        stack.show(page, transition: animated ? transition : .none)
        if stack.isTransitionRunning {
            pendingFocus = controller
            // GtkStack moves its transition on the window's frame clock, which stops while the
            // compositor sends no frames (a minimised window on Wayland, a stalled headless
            // one): the transition would never end, leaving the page without its focus and the
            // popped controller alive. Its end is not waited for past a second beyond its length.
            transitionWatchdog = MainLoop.after(milliseconds: stack.transitionDuration + 1000) { [weak self] in
                self?.finishPendingTransition()
            }
        } else {
            headerBar.holdsWindowTitle = false
            if movesFocusOnShow { moveFocus(into: controller) }
            finishPendingTransition()
        }
    }

    /// Runs the pending transition's completion now (a new push or pop cut the animation short),
    /// after giving the shown page the focus (and the window its title) it has waited for.
    func finishPendingTransition() {
        transitionWatchdog?.cancel()
        transitionWatchdog = nil
        if let controller = pendingFocus {
            pendingFocus = nil
            headerBar.holdsWindowTitle = false
            if !controller.view.containsFocus { moveFocus(into: controller) }
        }
        guard let completion = pendingCompletion else { return }
        pendingCompletion = nil
        completion()
    }

    /// The navigation controller hosts its own header wherever it is: as a window's root, in a
    /// tab, or in a modal window.
    override var headerHost: HeaderBar? { headerBar }

    /// A tab's title defaults to the root controller's, as in UIKit.
    override var defaultTabBarTitle: String { title ?? viewControllers[0].title ?? "" }

    /// Forwarded to the top controller: the navigation controller appears as its top page does.
    open override func viewWillAppear(_ animated: Bool) { topViewController.viewWillAppear(animated) }
    /// Forwarded to the top controller.
    open override func viewDidAppear(_ animated: Bool) { topViewController.viewDidAppear(animated) }
    /// Forwarded to the top controller.
    open override func viewWillDisappear(_ animated: Bool) { topViewController.viewWillDisappear(animated) }
    /// Forwarded to the top controller.
    open override func viewDidDisappear(_ animated: Bool) { topViewController.viewDidDisappear(animated) }
}

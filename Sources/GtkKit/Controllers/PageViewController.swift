internal import CGtk

/// Supplies the pages around the one shown (UIKit's `UIPageViewControllerDataSource`).
@MainActor
public protocol PageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first.
    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController)
        -> ViewController?
    /// The page after `viewController`, or nil at the last.
    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController)
        -> ViewController?
    /// How many pages there are: implemented (above 0), the page dots show.
    func presentationCount(for pageViewController: PageViewController) -> Int
    /// Which page is shown, from 0, for the dots.
    func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
    /// No dots: UIKit shows them only when the data source says how many pages there are.
    public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }
    /// The first page.
    public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}

/// Told of the user's page turns (UIKit's `UIPageViewControllerDelegate`).
@MainActor
public protocol PageViewControllerDelegate: AnyObject {
    /// The user is turning to `pendingViewControllers`.
    func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController])
    /// The user's turn ended; `completed` is whether it reached the new page.
    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool, previousViewControllers: [ViewController],
        transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]) {}
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool, previousViewControllers: [ViewController],
        transitionCompleted completed: Bool
    ) {}
}

/// Pages turned one at a time (UIKit's `UIPageViewController`), as GNOME's carousels turn them:
/// the page slides in, a swipe on a touch screen turns it, and — GNOME's keys for the next and
/// previous page — Ctrl+Page Down and Ctrl+Page Up with the focus anywhere in it. With a data
/// source that counts its pages, page dots (a ``PageControl``, which takes the focus and is read
/// "Page 2 of 5") show under the pages. A page curl is a slide: GNOME has no page curl.
@MainActor
open class PageViewController: ViewController {
    /// How pages change (UIKit's `TransitionStyle`).
    public enum TransitionStyle: Sendable, CaseIterable {
        /// The page slides.
        case scroll
        /// UIKit's page curl: a slide here.
        case pageCurl
    }

    /// Which way pages slide (UIKit's `NavigationOrientation`).
    public enum NavigationOrientation: Sendable, CaseIterable {
        /// Side by side.
        case horizontal
        /// One above the other.
        case vertical
    }

    /// Which way a change goes (UIKit's `NavigationDirection`).
    public enum NavigationDirection: Sendable, CaseIterable {
        /// To a later page.
        case forward
        /// To an earlier page.
        case reverse
    }

    /// The options UIKit takes at creation (UIKit's `OptionsKey`); GNOME's slide has no spine
    /// and no gap, so neither changes anything.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name, as UIKit's.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The gap between scrolled pages.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
        /// Where a page curl's spine is.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    }

    /// How pages change.
    public let transitionStyle: TransitionStyle
    /// Which way pages slide.
    public let navigationOrientation: NavigationOrientation
    /// Supplies the pages around the shown one; weak, as UIKit's.
    public weak var dataSource: (any PageViewControllerDataSource)? {
        didSet { updateDots() }
    }
    /// Told of the user's page turns; weak, as UIKit's.
    public weak var delegate: (any PageViewControllerDelegate)?
    /// The page shown, as UIKit's one-element array (nil before the first is set).
    public var viewControllers: [ViewController]? { shown.map { [$0] } }

    private var shown: ViewController?
    private let pages = Stack()
    private let dots = PageControl()
    /// Pages that slid out, taken out of the stack once their slide has ended.
    private var leaving: [(view: View, timer: MainLoop.Timer)] = []

    /// A page view controller (UIKit's `init(transitionStyle:navigationOrientation:options:)`).
    public init(transitionStyle: TransitionStyle, navigationOrientation: NavigationOrientation, options: [OptionsKey: Any]? = nil) {
        self.transitionStyle = transitionStyle
        self.navigationOrientation = navigationOrientation
        super.init()
    }

    /// A page view controller from an interface file: the transition style and orientation
    /// Interface Builder set (a horizontal, sliding one by default).
    public required convenience init?(coder: Coder) {
        self.init(
            transitionStyle: coder.decodeString(forKey: "transitionStyle") == "pageCurl" ? .pageCurl : .scroll,
            navigationOrientation: coder.decodeString(forKey: "navigationOrientation") == "vertical" ? .vertical : .horizontal)
    }

    /// The pages above their dots.
    open override func loadView() {
        let column = Box(.vertical)
        pages.expandsVertically = true
        pages.expandsHorizontally = true
        column.append(pages)
        dots.isVisible = false
        dots.addAction(Action { [weak self] _ in self?.dotsMoved() }, for: .valueChanged)
        column.append(dots)
        let keys = ShortcutController(global: false)
        keys.add("<Control>Page_Down") { [weak self] in self?.turn(.forward) ?? false }
        keys.add("<Control>Page_Up") { [weak self] in self?.turn(.reverse) ?? false }
        column.addController(keys)
        let swipe = EventController(untyped(gtk_gesture_swipe_new()), ownership: .full)
        gtk_gesture_single_set_touch_only(swipe.opaque, 1)
        swipe.connect("swipe", pair: { [weak self] vx, vy in self?.swiped(vx: vx, vy: vy) })
        pages.addController(swipe)
        view = column
        if let shown { pages.addPage(shown.view) }
        updateDots()
    }

    /// Shows `controllers`' first page (UIKit's `setViewControllers(_:direction:animated:completion:)`),
    /// sliding it in from the side `direction` says; `completion` hears true once it is shown.
    public func setViewControllers(
        _ controllers: [ViewController]?, direction: NavigationDirection, animated: Bool, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        guard let next = controllers?.first else {
            completion?(false)
            return
        }
        show(next, direction: direction, animated: animated)
        completion?(true)
    }

    /// Turns to the data source's next or previous page, as the user does; false at either end.
    @discardableResult
    func turn(_ direction: NavigationDirection) -> Bool {
        guard let shown, let dataSource else { return false }
        let next =
            direction == .forward
            ? dataSource.pageViewController(self, viewControllerAfter: shown)
            : dataSource.pageViewController(self, viewControllerBefore: shown)
        guard let next else { return false }
        delegate?.pageViewController(self, willTransitionTo: [next])
        let focusWasInside = view.focusInRoot.map { shown.view.contains($0) } ?? false
        show(next, direction: direction, animated: true)
        if focusWasInside { _ = next.view.focusFirstChild() }
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [shown], transitionCompleted: true)
        return true
    }

    private func show(_ next: ViewController, direction: NavigationDirection, animated: Bool) {
        let previous = shown
        guard next !== previous else { return }
        let onScreen = isViewLoaded && view.isDrawable
        if let previous {
            previous.willMove(toParent: nil)
            if onScreen { previous.viewWillDisappear(animated) }
        }
        addChild(next)
        shown = next
        if isViewLoaded {
            if !pages.hasPage(next.view) { pages.addPage(next.view) }
            if onScreen { next.viewWillAppear(animated) }
            pages.show(next.view, transition: animated ? transition(direction) : .none)
            if onScreen { next.viewDidAppear(animated) }
        }
        next.didMove(toParent: self)
        if let previous {
            if onScreen { previous.viewDidDisappear(animated) }
            previous.removeFromParent()
            if isViewLoaded { slideOut(previous.view) }
        }
        updateDots()
    }

    /// Which slide turns a page `direction`, mirrored in right to left.
    private func transition(_ direction: NavigationDirection) -> Stack.Transition {
        if navigationOrientation == .vertical { return direction == .forward ? .slideUp : .slideDown }
        return (direction == .forward) != view.isRightToLeft ? .slideLeft : .slideRight
    }

    /// Takes `old` out of the stack once its slide has ended.
    private func slideOut(_ old: View) {
        leaving.removeAll { $0.view === old }
        let timer = MainLoop.after(milliseconds: pages.transitionDuration + 50) { [weak self, weak old] in
            guard let self, let old else { return }
            self.leaving.removeAll { $0.view === old }
            if self.shown?.view !== old, self.pages.hasPage(old) { self.pages.removePage(old) }
        }
        leaving.append((old, timer))
    }

    /// A touch swipe, faster across than along: the next page against its direction.
    private func swiped(vx: Double, vy: Double) {
        let (along, across) = navigationOrientation == .horizontal ? (vx, vy) : (vy, vx)
        guard abs(along) > 300, abs(along) > abs(across) else { return }
        let towardStart = navigationOrientation == .horizontal && view.isRightToLeft ? along > 0 : along < 0
        turn(towardStart ? .forward : .reverse)
    }

    /// The dots, shown when the data source counts the pages.
    private func updateDots() {
        guard isViewLoaded else { return }
        let count = dataSource?.presentationCount(for: self) ?? 0
        dots.isVisible = count > 0
        guard count > 0 else { return }
        dots.numberOfPages = count
        dots.currentPage = min(max(0, dataSource?.presentationIndex(for: self) ?? 0), count - 1)
    }

    /// The user moved the dots: turn page by page towards the chosen one.
    private func dotsMoved() {
        guard let dataSource else { return }
        let target = dots.currentPage
        var index = dataSource.presentationIndex(for: self)
        while index != target, turn(index < target ? .forward : .reverse) {
            index = dataSource.presentationIndex(for: self)
        }
        updateDots()
    }
}

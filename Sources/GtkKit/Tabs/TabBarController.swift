internal import CGtk

/// Tabs of view controllers, after UIKit's `UITabBarController`: a `GtkStack` with one page per
/// controller, switched by a `GtkStackSwitcher` whose buttons carry badges.
///
/// The switcher rebuilds a button's content whenever its page's title or icon changes, dropping
/// anything added to it; `TabBadges` puts the badge back after every such rebuild. Appearance
/// calls follow UIKit: the old tab's `viewWillDisappear`, the new tab's `viewWillAppear`, then
/// `viewDidDisappear` and `viewDidAppear`. Ctrl+Page Down / Ctrl+Page Up and Alt+1…9 switch tabs.
@MainActor
open class TabBarController: ViewController {
    /// Where the tab buttons are.
    public enum Placement: Sendable {
        /// Above the content.
        case top
        /// Below the content, like iOS's tab bar.
        case bottom
        /// In the navigation header bar, as its title view.
        case headerBar
    }

    /// Where the tabs go. Between ``Placement/top`` and ``Placement/bottom`` it can change at
    /// any time (a preference); to or from ``Placement/headerBar`` only before the view loads.
    public var placement: Placement = .bottom {
        didSet {
            guard placement != oldValue, isViewLoaded else { return }
            guard placement != .headerBar, oldValue != .headerBar else {
                return logProgrammingError("TabBarController: the tab bar moves to or from the header bar only before the view loads")
            }
            // The box the view was made with (a subclass may have put the view in another), the
            // stack beside the switcher in it. Moving a widget in its box keeps its focus.
            guard let parent = switcher.parentPointer, parent == stack.parentPointer else { return }
            let box = UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GtkBox.self)
            gtk_box_reorder_child_after(box, switcher.widget, placement == .top ? nil : stack.widget)
        }
    }
    /// The tabs' controllers, in order (UIKit's `viewControllers`): nil while there are none,
    /// as UIKit's, and setting it replaces the tabs (``setViewControllers(_:)``).
    public var viewControllers: [ViewController]? {
        get { tabControllers.isEmpty ? nil : tabControllers }
        set { setViewControllers(newValue ?? []) }
    }
    /// The tabs' controllers, in order.
    private(set) var tabControllers: [ViewController] = []
    /// Asked before a tab the user picks is selected, told after (weak).
    public weak var delegate: TabBarControllerDelegate?
    /// The index of the selected tab. Setting it selects that tab without asking the delegate,
    /// as UIKit's does; an index with no tab is ignored.
    public var selectedIndex: Int {
        get { selectedTabIndex }
        set { select(index: newValue) }
    }
    /// The selected tab's index (changed by ``tabSelected(_:)``).
    private(set) var selectedTabIndex = 0

    /// Records that the tab at `index` is the selected one now.
    func tabSelected(_ index: Int) { selectedTabIndex = index }

    let stack = Stack()
    package let switcher = View.wrapping(untyped(gtk_stack_switcher_new()), ownership: .full)
    lazy var badges = TabBadges(switcher: switcher)
    private var pages: [Object] = []
    /// What each tab's stack page holds, in the order of `tabControllers` (see ``StackPageHolder``).
    var holders: [StackPageHolder] = []
    var isOnScreen = false
    /// While the controller changes the stack's pages itself (not the user's pick).
    let changingPages = OwnChange()

    /// The selected tab's controller. Setting it to one of the tabs selects that tab (without
    /// asking the delegate); anything else is ignored.
    public var selectedViewController: ViewController? {
        get { tabControllers.indices.contains(selectedIndex) ? tabControllers[selectedIndex] : nil }
        set {
            if let newValue, let index = tabControllers.firstIndex(where: { $0 === newValue }) { select(index: index) }
        }
    }

    /// Replaces the tabs (UIKit's `setViewControllers(_:animated:)`; GNOME's switchers do not
    /// animate a change of tabs).
    public func setViewControllers(_ controllers: [ViewController]?, animated: Bool) {
        setViewControllers(controllers ?? [])
    }

    /// Replaces the tabs. The first is selected.
    public func setViewControllers(_ controllers: [ViewController]) {
        changingPages.during {
            for (controller, holder) in zip(tabControllers, holders) {
                stack.removePage(holder)
                holder.releaseContent()
                controller.release(from: self)
            }
            pages = []
            holders = controllers.map { StackPageHolder($0.view) }
            for (controller, holder) in zip(controllers, holders) { holder.showSearch(of: controller) }
            tabControllers = controllers
            tabSelected(0)
            for (index, controller) in controllers.enumerated() {
                controller.hold(by: self, as: .tab)
                let item = controller.tabBarItem
                stack.addPage(holders[index], name: "tab\(index)", title: item.title)
                nameTabPage(index)
                if let page = stack.page(for: holders[index]) {
                    gtk_stack_page_set_icon_name(page, item.iconName) // an icon set before the tabs were
                    let wrapper = Object(UnsafeMutableRawPointer(page), ownership: .none)
                    // Connected after the switcher's own handler, so this runs after its rebuild.
                    wrapper.connect("notify", pointer: { [weak self] _ in self?.badges.refresh() })
                    pages.append(wrapper)
                }
                follow(item, of: controller)
            }
        }
        if let first = holders.first { stack.show(first, transition: .none) }
        // Tabs not selected are hidden from screen readers: their views, inside holders that
        // stay presentable (see StackPageHolder).
        for (index, controller) in controllers.enumerated() { controller.view.isHiddenFromAccessibility = index != 0 }
        badges.selectedIndex = 0
        badges.refresh(items: controllers.map(\.tabBarItem))
        selectedTabHeaderChanged()
    }

    // MARK: The header

    /// The header bar shown when the tab bar controller is a window's root (or a modal's) and
    /// the selected tab brings none of its own: the tab bar controller's title and items, and the
    /// selected tab's (a tab that is a navigation controller hosts its own header instead).
    private(set) lazy var ownHeaderBar = HeaderBar()

    /// The selected tab's header when it hosts one (a navigation controller in the tab: UIKit's
    /// usual shape), else the tab bar controller's own.
    override var headerHost: HeaderBar? {
        if let hosted = selectedViewController?.headerHost {
            showsOwnHeader = false
            return hosted
        }
        showsOwnHeader = true
        return ownHeaderBar
    }

    /// Whether a window shows ``ownHeaderBar`` now. Only then does it hold the header widgets (a
    /// widget has one parent; pushed on a navigation controller, the tab bar controller's widgets
    /// go to that controller's header instead), and only then is it made at all.
    private(set) var showsOwnHeader = false {
        didSet {
            guard showsOwnHeader != oldValue else { return }
            if showsOwnHeader {
                showOwnHeader()
            } else {
                ownHeaderBar.showItems(title: "", titleView: nil, leading: [], trailing: []) // frees its widgets
            }
        }
    }

    /// The tab bar controller's title and items, then its selected tab's: what a navigation
    /// controller shows when a tab bar controller is on top of it, and the own header shows.
    override var headerContent: HeaderContent {
        let own = ownHeaderContent
        guard let selected = selectedViewController, selected.headerHost == nil else { return own }
        let tab = selected.headerContent
        return HeaderContent(
            title: title ?? tab.title, titleView: own.titleView ?? tab.titleView, leading: own.leading + tab.leading,
            trailing: own.trailing + tab.trailing, hidesBackButton: own.hidesBackButton || tab.hidesBackButton)
    }

    /// A header property of the tab bar controller changed.
    override func headerContentDidChange() {
        super.headerContentDidChange()
        showOwnHeader()
    }

    /// Selects a tab without asking the delegate (like setting UIKit's `selectedIndex`).
    public func select(index: Int) {
        guard tabControllers.indices.contains(index), index != selectedIndex else { return }
        switchTab(to: index)
    }

    /// Saves the selected tab and, under "tab", the selected controller's own state.
    open override func encodeRestorableState(with coder: Coder) {
        coder.encode(selectedIndex, forKey: "selectedIndex")
        if let selected = selectedViewController {
            let tab = Coder()
            selected.encodeRestorableState(with: tab)
            coder.encode(tab, forKey: "tab")
        }
    }

    /// Selects the saved tab (if it still exists) and hands it its saved state.
    open override func decodeRestorableState(with coder: Coder) {
        if let index = coder.decodeInteger(forKey: "selectedIndex"), tabControllers.indices.contains(index) { select(index: index) }
        if let tab = coder.decodeCoder(forKey: "tab") { selectedViewController?.decodeRestorableState(with: tab) }
    }

    /// What was pushed above the tabs came from the selected tab's controller: it is asked.
    open override func viewControllerToRestore(withIdentifier identifier: String, coder: Coder) -> ViewController? {
        super.viewControllerToRestore(withIdentifier: identifier, coder: coder)
            ?? selectedViewController?.viewControllerToRestore(withIdentifier: identifier, coder: coder)
    }

    /// The view is the tabs' stack with the tab bar beside it (see ``placement``).
    open override func loadView() {
        gtk_stack_switcher_set_stack(switcher.opaque, stack.opaque)
        badges.refresh(items: tabControllers.map(\.tabBarItem)) // the buttons exist from here on
        // In a window, the buttons' accessibles can be registered (see `AccessibleRegistration`).
        switcher.connect("map") { [weak self] in self?.badges.refresh() }
        switcher.horizontalAlignment = .center
        stack.expandsVertically = true
        stack.connect("notify::visible-child", pointer: { [weak self] _ in self?.visibleChildChanged() })
        let box = Box(.vertical)
        switch placement {
        case .top:
            switcher.setMargins(6)
            box.append(switcher)
            box.append(stack)
        case .bottom:
            box.append(stack)
            switcher.setMargins(6)
            box.append(switcher)
        case .headerBar:
            box.append(stack)
            navigationItem.titleView = switcher
        }
        installTabShortcuts(on: box)
        view = box
    }

    /// On a narrow window the tab buttons take their labels' width: Adwaita gives each at least
    /// 100 px, and three tabs then needed 412 px, more than a phone's 360 (libadwaita's view
    /// switcher narrows the same way).
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.horizontalSizeClass == .compact {
            switcher.addCSSClass("gtkkit-compact")
        } else {
            switcher.removeCSSClass("gtkkit-compact")
        }
    }

    /// Forwarded to the selected controller: the tab bar controller appears as its tab does.
    open override func viewWillAppear(_ animated: Bool) {
        selectedViewController?.viewWillAppear(animated)
    }

    /// Forwarded to the selected controller.
    open override func viewDidAppear(_ animated: Bool) {
        isOnScreen = true
        selectedViewController?.viewDidAppear(animated)
    }

    /// Forwarded to the selected controller.
    open override func viewWillDisappear(_ animated: Bool) {
        selectedViewController?.viewWillDisappear(animated)
    }

    /// Forwarded to the selected controller.
    open override func viewDidDisappear(_ animated: Bool) {
        isOnScreen = false
        selectedViewController?.viewDidDisappear(animated)
    }
}

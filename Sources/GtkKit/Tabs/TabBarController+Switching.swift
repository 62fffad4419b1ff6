internal import CGtk

/// Which tab shows: the user's pick through the switcher (asked of the delegate), the switch
/// itself with its appearance calls, and the tab pages' titles, icons and accessible names.
extension TabBarController {
    /// The page holding the tab `controller`, if it is one of the tabs.
    func holder(for controller: ViewController) -> StackPageHolder? {
        tabControllers.firstIndex { $0 === controller }.map { holders[$0] }
    }

    /// The user picked a tab through the switcher (or the keyboard, or an accessible "click").
    func visibleChildChanged() {
        guard !changingPages.isHappening,
            let index = holders.firstIndex(where: { $0.widget == stack.visibleChild }),
            index != selectedIndex
        else { return }
        let controller = tabControllers[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) {
            // Refused: put the previous tab back without telling anyone it left.
            changingPages.during {
                if holders.indices.contains(selectedIndex) { stack.show(holders[selectedIndex], transition: .none) }
            }
            return
        }
        switchTab(to: index)
        delegate?.tabBarController(self, didSelect: controller)
    }

    func switchTab(to index: Int) {
        let old = selectedViewController
        let new = tabControllers[index]
        tabSelected(index)
        if isOnScreen {
            old?.viewWillDisappear(false)
            new.viewWillAppear(false)
        }
        changingPages.during { stack.show(holders[index], transition: .none) }
        old?.view.isHiddenFromAccessibility = true
        new.view.isHiddenFromAccessibility = false
        markSelected(index)
        selectedTabHeaderChanged()
        updateTabBarVisibility()
        if isOnScreen {
            old?.viewDidDisappear(false)
            new.viewDidAppear(false)
        }
    }

    /// Shows `item`'s changes on `controller`'s tab.
    func follow(_ item: TabBarItem, of controller: ViewController) {
        item.onChange = { [weak self, weak controller] in
            guard let self, let controller else { return }
            self.itemChanged(controller)
        }
    }

    /// Shows the item `controller` was given in place of its tab's old one.
    func tabBarItemReplaced(of controller: ViewController) {
        follow(controller.tabBarItem, of: controller)
        itemChanged(controller)
    }

    func itemChanged(_ controller: ViewController) {
        if let index = tabControllers.firstIndex(where: { $0 === controller }), let page = stack.page(for: holders[index]) {
            gtk_stack_page_set_title(page, controller.tabBarItem.title)
            nameTabPage(index)
            gtk_stack_page_set_icon_name(page, controller.tabBarItem.iconName)
        }
        badges.refresh(items: tabControllers.map(\.tabBarItem))
    }

    /// Names the tab's page after its title, so a screen reader entering it says "Numbers panel" —
    /// unless the tab is a navigation controller: it names its own pages (after the title of the
    /// page on top, usually the same words), and a second panel of the same name was read twice
    /// in a row ("Notes panel. Notes panel.").
    func nameTabPage(_ index: Int) {
        let controller = tabControllers[index]
        stack.setAccessibleLabel(controller is NavigationController ? "" : controller.tabBarItem.title, forPage: holders[index])
    }
}

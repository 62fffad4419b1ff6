/// The stack's pages, one per controller on the navigation stack: made when a controller is
/// pushed, hidden when covered, and retired a moment after a pop (see ``StackPageHolder``).
extension NavigationController {
    /// `controller`'s page if it has one.
    func pageIfMade(for controller: ViewController) -> StackPageHolder? { pages.page(for: controller) }

    /// `controller`'s page, made and added to the stack the first time it is asked for.
    func page(for controller: ViewController) -> StackPageHolder {
        if let page = pages.page(for: controller) { return page }
        if let retired = pages.takeRetired(showing: controller.view) {
            remove(retired) // popped a moment ago, and pushed again
        }
        let page = StackPageHolder(controller.view)
        page.showSearch(of: controller)
        pages.add(page, for: controller)
        stack.addPage(page)
        return page
    }

    /// Takes a popped controller's page out of the stack, and its view out of the page, a moment
    /// after the pop (UIKit removes the view when the transition ends): hidden meanwhile, so a
    /// screen reader still has the old focus when it handles the move
    /// (`AccessibilityRepair.keepPoppedPage`).
    func retirePage(for controller: ViewController) {
        guard let page = pages.take(for: controller) else { return }
        page.content.isVisible = false
        pages.retire(page)
        scheduleRetirement(after: AccessibilityRepair.keepPoppedPage.isNeeded ? AccessibilityDelay.poppedPage : 0)
    }

    /// Removes the retiring pages after `delay` — and not before the screen reader has taken in
    /// the focus's move, however late: Orca 43, a second behind after a name was typed, handled
    /// the move after the page had gone, and left "List with 5 items" out (1 soak run in 20).
    private func scheduleRetirement(after delay: Int) {
        pages.scheduleRetirement(
            MainLoop.after(milliseconds: delay) { [weak self] in
                guard let self else { return }
                let wait = AccessibilityRepair.keepPoppedPage.isNeeded ? WindowAccessibility.readerWait(near: self.stack.widget) : 0
                if wait > 0 { return self.scheduleRetirement(after: wait) }
                for page in self.pages.takeRetired() { self.remove(page) }
            })
    }

    /// Takes `controller` off the stack from under the pages above it, without a transition or
    /// appearance calls (it is covered, so nothing shows): a split view expanding takes its item's
    /// page back into its column while an editor pushed from that page stays on top.
    func removeCoveredViewController(_ controller: ViewController) {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }), index < viewControllers.count - 1 else { return }
        viewControllers.remove(at: index)
        if let page = pages.take(for: controller) {
            page.content.isVisible = true // shown again wherever it goes next
            remove(page)
        }
        controller.release(from: self)
        updateHeader() // the Back button may have named the page that left
    }

    /// Takes `controller`'s popped page out at once, for a container that shows its view
    /// elsewhere now (a split view expanding takes its secondary back).
    func releaseRetiringPage(of controller: ViewController) {
        guard controller.isViewLoaded, let page = pages.takeRetired(showing: controller.view) else { return }
        remove(page)
        controller.view.isVisible = true
    }

    private func remove(_ page: StackPageHolder) {
        stack.removePage(page)
        page.releaseContent()
    }

    /// A page covered by a push is hidden, not just off-screen, so screen readers do not wander
    /// into it: its view, inside the holder that stays shown (see ``StackPageHolder``).
    func cover(_ controller: ViewController) {
        pages.page(for: controller)?.content.isVisible = false
    }
}

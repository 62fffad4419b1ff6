internal import CGtk

extension SplitViewController {
    /// The container was laid out at `size`: if that crosses the breakpoint, collapse or expand
    /// just after the layout, with UIKit's calls.
    func containerDidResize(to size: Size) {
        let classes = TraitCollection.sizeClasses(width: size.width, height: size.height)
        let collapse = classes.horizontal == .compact
        var traits = traitCollection
        traits.horizontalSizeClass = classes.horizontal
        traits.verticalSizeClass = classes.vertical
        traits.layoutDirection = view.effectiveUserInterfaceLayoutDirection
        guard collapse != isCollapsed || traits != traitCollection else { return }
        collapsing.scheduleTransition(
            MainLoop.after(milliseconds: 0) { [weak self] in
                guard let self else { return }
                self.collapsing.transitionRuns()
                self.transition(to: traits, size: size, collapse: collapse)
            })
    }

    /// Before its first layout — a window restoring its pages before it is first shown — the
    /// split view takes the window's default size for its own: on a narrow window it collapses
    /// at once, so a restored secondary is pushed before the window maps. (Collapsing at the first
    /// layout instead, the window mapped with the list's title and the page came a frame later.)
    /// The first layout corrects a wrong guess, as it does any size change.
    func collapseBeforeFirstLayoutIfNarrow() {
        guard collapsing.ownSizeClasses == nil, !isCollapsed, isViewLoaded, let root = gtk_widget_get_root(view.widget),
            Bool(gboolean: gtkkit_is_a(UnsafeMutableRawPointer(root), gtk_window_get_type()))
        else { return }
        var width: Int32 = 0
        var height: Int32 = 0 // GTK 4.8 writes both: a NULL height crashed it
        gtk_window_get_default_size(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self), &width, &height)
        guard width > 0, height > 0 else { return }
        let size = Size(width: Double(width), height: Double(height))
        let classes = TraitCollection.sizeClasses(width: size.width, height: size.height)
        guard classes.horizontal == .compact else { return }
        var traits = traitCollection
        traits.horizontalSizeClass = classes.horizontal
        traits.verticalSizeClass = classes.vertical
        transition(to: traits, size: size, collapse: true)
    }

    /// Changes to `traits` at `size`: `viewWillTransition(to:with:)`, then the collapse or
    /// expansion, then `traitCollectionDidChange(_:)`, parent before children.
    func transition(to traits: TraitCollection, size: Size, collapse: Bool) {
        let coordinator = TransitionCoordinator(animated: false)
        let before = traitCollection.horizontalSizeClass
        if before != .unspecified, traits.horizontalSizeClass != before {
            collapsing.transitioningOwnSize(true)
            viewWillTransition(to: size, with: coordinator)
            collapsing.transitioningOwnSize(false)
        }
        if collapse, !isCollapsed { collapseColumns() }
        if !collapse, isCollapsed { expandColumns() }
        collapsing.laidOut(horizontal: traits.horizontalSizeClass, vertical: traits.verticalSizeClass)
        updateTraitCollection(traits)
        coordinator.finish()
    }

    /// One column: the secondary leaves its pane, and goes onto the navigation stack if it is the
    /// top column.
    func collapseColumns() {
        let proposed: Column = collapsing.secondaryIsOpen ? .secondary : .primary
        let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        var handled = false
        if let secondary = viewController(for: .secondary), let primary = viewController(for: .primary) {
            handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
        }
        isCollapsed = true
        if let secondary = viewController(for: .secondary) {
            let shown = secondary.containmentParent === self && view.isDrawable
            let focus = shown ? focusedWidget(in: secondary) : nil
            if shown { secondary.viewWillDisappear(false) }
            detachKeepingOwner(secondary)
            if shown { secondary.viewDidDisappear(false) }
            if !handled, top == .secondary {
                // The page keeps the focus it had, not its first field's (whose grab would select
                // all of the field's text, for the next key to replace).
                let stack = collapsingStack
                stack?.movesFocusOnShow = focus == nil
                pushSecondary(animated: false)
                stack?.movesFocusOnShow = true
                _ = focus?.restoreFocus(within: secondary.view.widget) // the cursor stays where the user typed
            }
        }
        view.setNeedsLayout()
        watchStackWidth()
        viewController(for: .primary)?.splitColumnsDidChange()
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// Collapsed, the split view's own view may be covered on the navigation stack and laid out
    /// no more, so the stack's width is read after each layout of its window instead (GDK's frame
    /// clock "layout"), to expand when the window widens again.
    private func watchStackWidth() {
        guard !collapsing.watchesWidth, let stack = collapsingStack, let clock = gtk_widget_get_frame_clock(stack.view.widget) else {
            return
        }
        let watch = Object(UnsafeMutableRawPointer(clock), ownership: .none)
        watch.connect("layout") { [weak self, weak stack] in
            guard let self, let stack, self.isCollapsed, !self.collapsing.hasPendingTransition else { return }
            let size = stack.view.bounds.size
            if size.width > 0 { self.containerDidResize(to: size) }
        }
        collapsing.watchWidth(with: watch)
    }

    /// Two columns: the secondary comes back from the navigation stack into its pane.
    func expandColumns() {
        collapsing.expanded(
            into: delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: preferredDisplayMode)
                ?? preferredDisplayMode)
        let separated = viewController(for: .primary).flatMap { delegate?.splitViewController(self, separateSecondaryFrom: $0) }
        var focus: WeakWidgetReference?
        let pushedSecondary = collapsing.pushedSecondary
        if let pushedSecondary, let stack = pushedSecondary.navigationController,
            stack.topViewController !== pushedSecondary, stack.viewControllers.contains(where: { $0 === pushedSecondary })
        {
            // A page pushed from the item's page (an editor) stays on top with what the user
            // typed in it: only the item's page leaves the stack, from under it, for its column.
            stack.removeCoveredViewController(pushedSecondary)
        } else if let pushedSecondary, let stack = pushedSecondary.navigationController {
            focus = focusedWidget(in: pushedSecondary)
            collapsing.takingBackSecondary(true)
            stack.movesFocusOnShow = focus == nil
            stack.popToViewController(stackBase(of: stack), animated: false)
            stack.movesFocusOnShow = true
            collapsing.takingBackSecondary(false)
            stack.releaseRetiringPage(of: pushedSecondary)
        }
        collapsing.pushed(nil)
        collapsing.watchWidth(with: nil)
        isCollapsed = false
        if let separated {
            setViewController(separated, for: .secondary)
        } else if let secondary = viewController(for: .secondary) {
            let shown = view.isDrawable
            // Popped by the user a moment ago, its view may still be in its retiring page.
            collapsingStack?.releaseRetiringPage(of: secondary)
            if shown { secondary.viewWillAppear(false) }
            attach(secondary, to: .secondary)
            if shown { secondary.viewDidAppear(false) }
            // Typing goes on where it was: the widget that had the focus on the stack has it in
            // the column (GTK drops the focus of a widget taken out of its window).
            if let focus, !focus.restoreFocus(within: secondary.view.widget) { _ = secondary.view.focusFirstChild() }
        }
        view.setNeedsLayout()
        viewController(for: .primary)?.splitColumnsDidChange()
        delegate?.splitViewControllerDidExpand(self)
    }

    /// The widget with the keyboard focus in `controller`'s view, if the focus is there.
    private func focusedWidget(in controller: ViewController) -> WeakWidgetReference? {
        guard controller.isViewLoaded, let focus = controller.view.focusInRoot, controller.view.contains(focus) else { return nil }
        return WeakWidgetReference(focus)
    }

    /// Takes `controller` out of its pane but keeps it this split view's secondary.
    private func detachKeepingOwner(_ controller: ViewController) {
        guard controller.containmentParent === self else { return }
        controller.willMove(toParent: nil)
        controller.view.removeFromSuperview()
        controller.removeFromParent()
    }
}

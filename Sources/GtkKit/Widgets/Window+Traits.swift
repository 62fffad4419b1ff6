internal import CGtk

extension Window {
    /// Follows the window's size and the desktop's style: after each layout of the window (its
    /// frame clock's "layout"), the root controller's traits are worked out again; a change
    /// reaches the controllers just after the layout — `viewWillTransition(to:with:)` when a
    /// size class changes, then `traitCollectionDidChange(_:)`, parent first, as in UIKit.
    func followTraits() {
        guard !traitWatch.isWatching, let clock = gtk_widget_get_frame_clock(widget) else { return }
        let watch = Object(UnsafeMutableRawPointer(clock), ownership: .none)
        watch.connect("layout") { [weak self] () -> Void in
            self?.checkTraits()
            self?.checkItemWidths()
        }
        traitWatch.keep(watch)
        checkTraits()
    }

    /// The traits the root controller's view has now, if it has a size.
    var currentTraits: TraitCollection? {
        guard let root = rootViewController, root.isViewLoaded else { return nil }
        let width = Double(gtk_widget_get_width(root.view.widget))
        let height = Double(gtk_widget_get_height(root.view.widget))
        guard width > 0, height > 0 else { return nil }
        let classes = TraitCollection.sizeClasses(width: width, height: height)
        let desktop = DesktopStyle.current
        var traits = TraitCollection(
            horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical, userInterfaceStyle: desktop.style,
            layoutDirection: root.view.effectiveUserInterfaceLayoutDirection)
        traits.preferredContentSizeCategory = desktop.contentSize
        traits.accessibilityContrast = desktop.contrast
        return traits
    }

    private func checkTraits() {
        guard let traits = currentTraits, let root = rootViewController, traits != root.storedTraitCollection,
            !traitUpdate.isWaiting
        else { return }
        // Controllers may change widgets in their calls, which GTK forbids during a layout.
        traitUpdate.schedule { [weak self] in
            guard let self else { return }
            guard let traits = self.currentTraits, let root = self.rootViewController else { return }
            let before = root.traitCollection.horizontalSizeClass
            if before != .unspecified, before != traits.horizontalSizeClass {
                let coordinator = TransitionCoordinator(animated: false)
                root.viewWillTransition(to: Size(width: root.view.bounds.width, height: root.view.bounds.height), with: coordinator)
                root.updateTraitCollection(traits)
                coordinator.finish()
            } else {
                root.updateTraitCollection(traits)
            }
        }
    }

    /// Light or dark, as the desktop asks GTK: read once, and again when GTK's settings change
    /// (see ``DesktopStyle``), not at each layout.
    /// Header items with a minimum window width follow the width, after the layout (changing
    /// widgets during one is forbidden).
    private func checkItemWidths() {
        guard !BarButtonItem.widthLimited.isEmpty, let root = rootViewController, root.isViewLoaded, !itemWidthCheck.isWaiting else {
            return
        }
        let width = Double(gtk_widget_get_width(root.view.widget))
        guard width > 0 else { return }
        itemWidthCheck.schedule { [weak self] in
            guard let self else { return }
            BarButtonItem.followWidth(width, in: self.widget)
        }
    }

    static var desktopStyle: TraitCollection.UserInterfaceStyle { DesktopStyle.current.style }
}

internal import CGtk

/// One modal presentation: the transient, modal window that shows a presented controller over its
/// presenter's window, and what must be put back when it goes (the links between the two
/// controllers, the focus in the parent window).
///
/// The window has the dialog role, so a screen reader announces it as a dialog when it opens;
/// the presented controller's header (a navigation controller's, with its Cancel and Done) is its
/// title bar. Escape pops the presented navigation stack while it can, then dismisses; Escape at
/// the root and the close button dismiss as the user's Cancel (``ViewController/onUserDismissal``).
@MainActor
final class ModalPresentation {
    /// The size a presented window opens at over a regular-width window: smaller than it.
    static let defaultSize = (width: 440, height: 520)

    /// The widest a page sheet opens: a readable column, as UIKit's page sheet on an iPad.
    static let pageSheetWidth = 700

    /// The size a presented window opens at over `parent` for `controller`: by its
    /// ``ViewController/modalPresentationStyle`` (a form: ``defaultSize`` or its
    /// ``ViewController/preferredContentSize``; a page: a readable width, the parent's height; full
    /// screen: the parent's size), held to the parent's size — or the parent's whole size when
    /// it is compact (narrower than the breakpoint, a phone: UIKit's sheets cover the screen in
    /// a compact width too).
    static func openingSize(over parent: Window, for controller: ViewController? = nil) -> (width: Int, height: Int) {
        let width = Int(gtk_widget_get_width(parent.widget))
        let height = Int(gtk_widget_get_height(parent.widget))
        guard width > 0, height > 0 else { return defaultSize }
        if Double(width) < TraitCollection.compactWidthBreakpoint { return (width, height) }
        switch controller?.modalPresentationStyle ?? .automatic {
        case .fullScreen, .overFullScreen:
            return (width, height)
        case .pageSheet:
            return (min(pageSheetWidth, width), height)
        case .automatic, .formSheet, .currentContext, .overCurrentContext, .popover:
            let preferred = controller?.preferredContentSize ?? .zero
            let form = (
                preferred.width > 0 ? Int(preferred.width.rounded()) : defaultSize.width,
                preferred.height > 0 ? Int(preferred.height.rounded()) : defaultSize.height
            )
            return (min(form.0, width), min(form.1, height))
        }
    }

    let window: Window
    private weak var presenting: ViewController?
    private let presented: ViewController
    private let returnFocus: WeakWidgetReference?
    private weak var parent: Window?
    /// The parent's "unrealize" handler: a presentation goes with its window.
    private var parentWatch: gulong = 0

    init(presenting: ViewController, presented: ViewController, over parent: Window) {
        self.presenting = presenting
        self.presented = presented
        self.parent = parent
        returnFocus = gtk_root_get_focus(OpaquePointer(parent.raw)).map(WeakWidgetReference.init)
        window = Window(borrowing: gtkkit_widget_new_with_role(gtk_window_get_type(), GTK_ACCESSIBLE_ROLE_DIALOG)!)
        let gtkWindow: UnsafeMutablePointer<GtkWindow> = window.pointer()
        window.transientParent = parent
        gtk_window_set_modal(gtkWindow, 1)
        let size = Self.openingSize(over: parent, for: presented)
        window.setDefaultSize(width: size.width, height: size.height)
        window.retainWhileOpen()
        let keys = ShortcutController(global: false)
        keys.add("Escape") { [weak self] in
            guard let self else { return false }
            if let navigation = self.presented as? NavigationController, navigation.popIfPossible() { return true }
            self.userAskedToClose()
            return true
        }
        window.addController(keys)
        // A presentation belongs to its window: it goes when the window does (GTK's
        // destroy-with-parent waits for the parent's last reference, which its wrapper holds).
        parentWatch = parent.connect("unrealize") { [weak self] in
            guard let self, let parent = self.parent, !parent.isToplevel else { return }
            self.end(byUser: false, completion: nil)
        }
        window.connect(
            "close-request",
            returning: { [weak self] in
                self?.userAskedToClose()
                return true
            })
    }

    /// Escape at the root, or the close button: the user's dismissal, unless the presented
    /// controller (or the root of its navigation controller) is modal in presentation — then
    /// it is told the user tried.
    private func userAskedToClose() {
        let shown = [presented, (presented as? NavigationController)?.viewControllers.first].compactMap { $0 }
        let modal = shown.first(where: \.isModalInPresentation)
        if let controller = presented.presentationSource {
            guard controller.userMayDismiss(modal) else { return }
        } else if let modal {
            modal.onAttemptedUserDismissal?()
            return
        }
        end(byUser: true, completion: nil)
    }

    /// Shows the window with the presented controller, focus inside it; `completion` runs after
    /// its `viewDidAppear`.
    func show(completion: (@MainActor () -> Void)?) {
        presented.presentation.beingPresented(true)
        window.rootViewController = presented
        (presented as? AlertController)?.configure(dialog: window)
        window.onFirstAppearance = { [weak presented] in
            presented?.presentation.beingPresented(false)
            completion?()
        }
        window.present()
        let shown = (presented as? NavigationController)?.topViewController ?? presented
        if let preferred = shown.initialFocusWidget, preferred.grabFocus() { return }
        _ = gtk_widget_child_focus(presented.view.widget, GTK_DIR_TAB_FORWARD)
    }

    /// Closes the window (its root gets `viewWillDisappear` and `viewDidDisappear`), unlinks the
    /// two controllers, gives the focus back to what had it in the parent window, tells
    /// ``ViewController/onUserDismissal`` if the user closed it, then runs `completion`.
    func end(byUser: Bool, completion: (@MainActor () -> Void)?) {
        guard presented.modalPresentation === self else { return }
        presented.presentation.modalCloses()
        if parentWatch != 0 { parent?.disconnect(parentWatch) }
        presented.presentation.beingDismissed(true)
        // The presented controller keeps its view (and an alert's default button) after the
        // window goes: GTK 4.8's button, disposed later, unset itself as the freed window's
        // default widget (a GTK critical). Unset it while the window lives.
        gtk_window_set_default_widget(window.pointer(), nil)
        window.destroy() // the disappearance calls run now
        presented.presentation.beingDismissed(false)
        (presented as? AlertController)?.dialogDidEnd()
        presenting?.presentation.stopsPresenting(presented)
        presented.presentation.dismissed()
        // The parent is activated again (with no window manager, or one that does not, the
        // keyboard would stay nowhere), then the focus goes back to what had it there.
        // A parent window that has gone (the presentation goes with it) has no focus to take.
        if let parent, parent.isToplevel {
            gtk_window_present(parent.pointer())
            // …or, if that widget is gone, into the presenting controller's view.
            if returnFocus?.restoreFocus() != true, let presenting, presenting.isViewLoaded {
                _ = gtk_widget_child_focus(presenting.view.widget, GTK_DIR_TAB_FORWARD)
            }
        }
        if byUser {
            (presented as? AlertController)?.cancelledByUser()
            presented.onUserDismissal?()
            presented.presentationSource?.userDismissed()
        }
        completion?()
    }
}

extension ViewController {
    /// Presents `controller` modally, after UIKit's `present(_:animated:completion:)`: in a modal
    /// window over this controller's window, centred on it and sized for a form (440 × 520), with
    /// the presented controller's header as its title bar — usually a ``NavigationController``
    /// whose root has Cancel and Done. Focus goes into it (its ``initialFocusWidget``, else its
    /// first focusable widget) and comes back to the control that had it when it is dismissed.
    /// Escape (once nothing is left to pop) and the window's close button dismiss it as the user's
    /// Cancel: ``onUserDismissal`` runs. `completion` runs after its `viewDidAppear`.
    ///
    /// One presentation at a time per presenter, as in UIKit: presenting while one is shown, or
    /// presenting a controller already presented, is logged as a GLib critical and ignored. A
    /// controller not yet in a shown window — presenting from `viewDidLoad` or `viewWillAppear`,
    /// where UIKit warns and shows nothing — presents once its window is shown; one still in no
    /// window 3 s later is logged, naming both. `animated` is accepted for UIKit's signature; GTK
    /// maps the window as the desktop animates windows.
    ///
    /// The controller's ``modalPresentationStyle`` chooses the window's size (a form, a readable
    /// page, the whole window) or a popover at its ``popoverPresentationController``'s source.
    /// An ``AlertController`` is shown its own way: an alert as a dialog sized to its content,
    /// with no title bar; an action sheet with a source as a popover at that source. An
    /// ``ImagePickerController`` is the desktop's file chooser for pictures.
    public func present(_ controller: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        guard presentedViewController == nil, controller.modalPresentation == nil, controller.popoverPresentation == nil,
            controller.presenter == nil, controller !== self
        else {
            logProgrammingError("present: \(type(of: self)) is already presenting, or \(type(of: controller)) is already presented")
            return
        }
        guard let parent = window, parent.isToplevelShown else {
            presentOnceShown(controller, animated: animated, completion: completion, waited: 0)
            return
        }
        presentation.stopWaiting()
        if let picker = controller as? ImagePickerController {
            presentation.presents(picker)
            picker.presentation.presented(by: self)
            picker.beginPicking(over: self, completion: completion)
            return
        }
        if controller.modalPresentationStyle == .popover {
            if let anchor = controller.popoverPresentationController?.anchor {
                let popover = PopoverPresentation(presented: controller, presenting: self)
                self.presentation.presents(controller)
                controller.presentation.presented(by: self, popover: popover)
                popover.show(at: anchor, completion: completion)
                return
            }
            // An action sheet or a share menu with no source is a sheet, as UIKit shows one on a phone.
            if !(controller is AlertController || controller is ActivityViewController) {
                logProgrammingError(
                    "present: \(type(of: controller)) is a popover with no sourceView or barButtonItem: shown as a form sheet")
            }
        }
        let modal = ModalPresentation(presenting: self, presented: controller, over: parent)
        self.presentation.presents(controller)
        controller.presentation.presented(by: self, in: modal)
        modal.show(completion: completion)
    }

    /// Forgets the presentation of `controller`, which ended without a window of its own (an
    /// image picker's chooser, answered).
    func endPresentation(of controller: ViewController) {
        presentation.stopsPresenting(controller)
        controller.presentation.dismissed()
    }

    /// Presents `controller` once this controller is in a shown window, looking every 50 ms.
    private func presentOnceShown(_ controller: ViewController, animated: Bool, completion: (@MainActor () -> Void)?, waited: Int) {
        presentation.waitForWindow(
            MainLoop.after(milliseconds: 50) { [weak self] in
                guard let self else { return }
                presentation.waitEnded()
                if let window, window.isToplevelShown {
                    present(controller, animated: animated, completion: completion)
                } else if waited < 3000 {
                    presentOnceShown(controller, animated: animated, completion: completion, waited: waited + 50)
                } else {
                    logProgrammingError(
                        "present: \(type(of: self)) was in no shown window 3 s after asking to present \(type(of: controller)), "
                            + "which is not shown: present from viewDidAppear, or once the window is shown")
                }
            })
    }

    /// Dismisses the modal presentation, after UIKit's `dismiss(animated:completion:)`: called on
    /// the presenting controller, what it presented; called on the presented controller (or any
    /// controller inside it, such as the root of its navigation controller), that presentation.
    /// The presented controller's `isBeingDismissed` is true during its disappearance calls.
    /// Nothing presented: `completion` runs at once.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        if let picker = (presentedViewController as? ImagePickerController) ?? (self as? ImagePickerController), picker.presenter != nil {
            picker.endPicking()
            completion?()
            return
        }
        if let popover = presentedViewController?.popoverPresentation ?? outermostContainer.popoverPresentation {
            popover.end(completion: completion)
            return
        }
        guard let modal = presentedViewController?.modalPresentation ?? outermostContainer.modalPresentation else {
            completion?()
            return
        }
        modal.end(byUser: false, completion: completion)
    }
}

/// What manages a presented controller (UIKit's `UIPresentationController`): GtkKit's modal
/// window or popover. Apps meet it to hear of the user's dismissal through its ``delegate``.
///
/// ```swift
/// editor.presentationController?.delegate = self   // presentationControllerDidDismiss(_:)
/// present(editor, animated: true)
/// ```
@MainActor
public class PresentationController {
    /// Told when the user closes the presentation, and asked whether they may (UIKit's
    /// `delegate`). Held weakly.
    public weak var delegate: AdaptivePresentationControllerDelegate?
    /// The controller presented.
    public private(set) weak var presentedViewController: ViewController?

    init(presenting presented: ViewController) {
        presentedViewController = presented
    }

    /// The controller that presented it (UIKit's `presentingViewController`), once presented.
    public var presentingViewController: ViewController? { presentedViewController?.presentingViewController }

    /// Whether the user may close the presentation now (Escape, the window's close button): not
    /// when the presented controller is modal in presentation or the delegate says no — then the
    /// delegate and ``ViewController/onAttemptedUserDismissal`` hear that the user tried.
    func userMayDismiss(_ modal: ViewController?) -> Bool {
        let refused = modal?.isModalInPresentation == true || delegate?.presentationControllerShouldDismiss(self) == false
        guard refused else {
            delegate?.presentationControllerWillDismiss(self)
            return true
        }
        delegate?.presentationControllerDidAttemptToDismiss(self)
        modal?.onAttemptedUserDismissal?()
        return false
    }

    /// The user closed the presentation.
    func userDismissed() {
        delegate?.presentationControllerDidDismiss(self)
    }
}

/// Hears a presentation's user dismissal (UIKit's `UIAdaptivePresentationControllerDelegate`).
///
/// Where GtkKit differs: a desktop window does not turn a presentation into another style as a
/// compact iPhone screen does, so ``adaptivePresentationStyle(for:)`` is not asked (code that
/// answers `.none` to keep a popover gets what it asked for); a popover GTK closes on a click
/// outside it, without asking ``presentationControllerShouldDismiss(_:)``.
@MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// Whether the user may close it (default: yes).
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// The user is closing it.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// The user closed it: the presented controller is gone.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// The user tried to close it and was not let (see ``presentationControllerShouldDismiss(_:)``
    /// and ``ViewController/isModalInPresentation``).
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
    /// The style UIKit would turn the presentation into on a compact screen; not asked (see above).
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
}

extension AdaptivePresentationControllerDelegate {
    /// Yes.
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    /// Nothing.
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    /// Nothing.
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    /// Nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
    /// The presentation's own style.
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle {
        controller.presentedViewController?.modalPresentationStyle ?? .automatic
    }
}

/// Hears a popover's presentation (UIKit's `UIPopoverPresentationControllerDelegate`).
@MainActor
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// The popover is about to open.
    func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
    /// The user closed the popover.
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
    /// Nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) {}
    /// Nothing.
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: PopoverPresentationController) {}
}

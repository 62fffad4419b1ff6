/// A controller presented as a popover at its source, while it is shown — an ``AlertController``
/// action sheet, or any controller whose ``ViewController/modalPresentationStyle`` is
/// ``ModalPresentationStyle/popover``: the links between the presenting controller and it, and
/// the appearance calls around it.
///
/// The popover gives the focus back to its source when it closes; a close the app did not ask
/// for (Escape, a click outside) is the user's dismissal: an action sheet's cancel, any other
/// controller's ``ViewController/onUserDismissal``.
@MainActor
final class PopoverPresentation {
    private let popover: Popover
    private weak var presenting: ViewController?
    private let presented: ViewController
    /// Set when the app or a chosen action closes the popover; a close without it is the user's.
    private var ending = false
    private var completion: (@MainActor () -> Void)?
    /// Presentations whose popover has just closed, kept until the main loop's next turn: they
    /// own the popover whose "closed" signal is still being emitted.
    private static var closing: [ObjectIdentifier: MainLoop.Timer] = [:]

    init(presented: ViewController, presenting: ViewController) {
        self.presented = presented
        self.presenting = presenting
        let sheet = presented as? AlertController
        let name = presented.title ?? sheet?.message ?? (sheet != nil ? gettextString("Choices") : "")
        popover = Popover(content: presented.view, accessibilityLabel: name)
        if name.isEmpty { popover.accessibilityLabel = nil }
        let size = presented.preferredContentSize
        if size.width > 0 || size.height > 0 {
            presented.view.setMinimumSize(width: Int(size.width.rounded()), height: Int(size.height.rounded()))
        }
        popover.onDismiss = { [weak self] in self?.closed() }
    }

    /// Opens the popover at `anchor`, inside the presenting controller's view, the focus on the
    /// presented controller's first control; `completion` runs after its `viewDidAppear`.
    func show(at anchor: View, completion: (@MainActor () -> Void)?) {
        guard let presenting else { return }
        presented.presentation.beingPresented(true)
        let source = presented.popoverPresentationController
        if let source { (source.delegate as? PopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(source) }
        presented.viewWillAppear(true)
        // A source rectangle in the source view narrows where it points (not for a bar button).
        let area = source.flatMap { $0.barButtonItem == nil && $0.sourceRect != .zero ? $0.sourceRect : nil }
        popover.present(from: anchor, pointingAt: area, in: presenting.view)
        // The popover gives its content the focus (its first control); a controller's own
        // choice wins over that.
        let focusInside = presented.view.focusInRoot.map { presented.view.contains($0) } ?? false
        if presented.initialFocusWidget?.grabFocus() != true, !focusInside {
            _ = presented.view.focusFirstChild()
        }
        presented.viewDidAppear(true)
        presented.presentation.beingPresented(false)
        completion?()
    }

    /// Closes the popover because the user chose an action or the app dismissed it;
    /// `completion` runs once it has gone.
    func end(completion: (@MainActor () -> Void)?) {
        ending = true
        self.completion = completion
        popover.dismiss()
    }

    private func closed() {
        guard presented.popoverPresentation === self else { return }
        presented.presentation.beingDismissed(true)
        presented.viewWillDisappear(true)
        presented.viewDidDisappear(true)
        presented.presentation.beingDismissed(false)
        // The view leaves the popover: the controller may be presented again, in a new one.
        popover.releaseContent()
        presenting?.presentation.stopsPresenting(presented)
        presented.presentation.dismissed()
        let key = ObjectIdentifier(self)
        Self.closing[key] = MainLoop.after(milliseconds: 0) { [self] in
            Self.closing[key] = nil
            _ = self
        }
        if !ending {
            if let sheet = presented as? AlertController { sheet.cancelledByUser() } else { presented.onUserDismissal?() }
            if let controller = presented.presentationSource {
                controller.userDismissed()
                if let popover = controller as? PopoverPresentationController {
                    (controller.delegate as? PopoverPresentationControllerDelegate)?.popoverPresentationControllerDidDismissPopover(popover)
                }
            }
        }
        let completion = self.completion
        self.completion = nil
        completion?()
    }
}

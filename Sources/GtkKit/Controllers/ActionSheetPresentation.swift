/// An ``AlertController`` action sheet shown as a popover at its source, while it is shown: the
/// links between the presenting controller and the sheet, and the appearance calls around it.
///
/// The popover gives the focus back to its source when it closes; a close that no action caused
/// (Escape, a click outside) is the sheet's cancel.
@MainActor
final class ActionSheetPresentation {
    private let popover: Popover
    private weak var presenting: ViewController?
    private let sheet: AlertController
    /// Set when the app or a chosen action closes the popover; a close without it is the user's.
    private var ending = false
    private var completion: (@MainActor () -> Void)?
    /// Presentations whose popover has just closed, kept until the main loop's next turn: they
    /// own the popover whose "closed" signal is still being emitted.
    private static var closing: [ObjectIdentifier: MainLoop.Timer] = [:]

    init(sheet: AlertController, presenting: ViewController) {
        self.sheet = sheet
        self.presenting = presenting
        popover = Popover(content: sheet.view, accessibilityLabel: sheet.title ?? sheet.message ?? gettextString("Choices"))
        popover.onDismiss = { [weak self] in self?.closed() }
    }

    /// Opens the popover at `anchor`, inside the presenting controller's view, focus on the first
    /// choice; `completion` runs after the sheet's `viewDidAppear`.
    func show(at anchor: View, completion: (@MainActor () -> Void)?) {
        guard let presenting else { return }
        sheet.isBeingPresented = true
        sheet.viewWillAppear(true)
        popover.present(from: anchor, in: presenting.view)
        _ = sheet.initialFocusWidget?.grabFocus()
        sheet.viewDidAppear(true)
        sheet.isBeingPresented = false
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
        guard sheet.sheet === self else { return }
        sheet.isBeingDismissed = true
        sheet.viewWillDisappear(true)
        sheet.viewDidDisappear(true)
        sheet.isBeingDismissed = false
        sheet.sheet = nil
        presenting?.presentedViewController = nil
        sheet.presenter = nil
        let key = ObjectIdentifier(self)
        Self.closing[key] = MainLoop.after(milliseconds: 0) { [self] in
            Self.closing[key] = nil
            _ = self
        }
        if !ending { sheet.cancelledByUser() }
        let completion = self.completion
        self.completion = nil
        completion?()
    }
}

/// One view controller's part in modal presentation: what it presents, what presents it and in
/// which form (a modal window or a popover), whether it is being presented or dismissed right now,
/// the presentation controller made for it, and a presentation put off until its window shows.
/// Changed only through its methods, each a step of presenting or dismissing, so the two sides of
/// one presentation are set and cleared together by the presenting controller's code.
@MainActor
struct PresentationLink {
    /// The controller this one presented and that is still shown (UIKit's
    /// `presentedViewController`).
    private(set) var presented: ViewController?
    /// The controller that presented this one, while it is presented.
    private(set) weak var presenter: ViewController?
    /// The window and bookkeeping of this controller's modal presentation, while it is presented.
    private(set) var modal: ModalPresentation?
    /// The popover this controller is presented in, while it is.
    private(set) var popover: PopoverPresentation?
    /// What manages this controller's presentation (a popover's points somewhere), once made.
    private(set) var controller: PresentationController?
    /// True during the appearance calls of a presentation (UIKit's `isBeingPresented`).
    private(set) var isBeingPresented = false
    /// True during the disappearance calls of a dismissal (UIKit's `isBeingDismissed`).
    private(set) var isBeingDismissed = false
    /// A presentation asked for before the controller was in a shown window, waiting for one.
    private var pending: MainLoop.Timer?

    /// Whether the controller is presented now, in any form.
    var isPresented: Bool { presenter != nil || modal != nil || popover != nil }

    // MARK: The presenting side

    /// The controller presents `controller` now.
    mutating func presents(_ controller: ViewController) { presented = controller }

    /// The controller no longer presents `controller`.
    mutating func stopsPresenting(_ controller: ViewController) {
        if presented === controller { presented = nil }
    }

    /// `timer` presents once the window shows, in place of an earlier wait.
    mutating func waitForWindow(_ timer: MainLoop.Timer) {
        pending?.cancel()
        pending = timer
    }

    /// The wait's timer fired: nothing waits now.
    mutating func waitEnded() { pending = nil }

    /// No presentation waits for the window any more.
    mutating func stopWaiting() {
        pending?.cancel()
        pending = nil
    }

    // MARK: The presented side

    /// `presenter` presents the controller, in `modal`'s window or in `popover` (neither: without
    /// a window of its own, as the desktop's file chooser).
    mutating func presented(by presenter: ViewController, in modal: ModalPresentation? = nil, popover: PopoverPresentation? = nil) {
        self.presenter = presenter
        self.modal = modal
        self.popover = popover
    }

    /// The presentation ended: nothing presents the controller.
    mutating func dismissed() {
        presenter = nil
        modal = nil
        popover = nil
    }

    /// The modal window closes: the presentation is ending (the presenter is kept until
    /// ``dismissed()``).
    mutating func modalCloses() { modal = nil }

    /// The controller's appearance calls for being presented start (`true`) or end.
    mutating func beingPresented(_ being: Bool) { isBeingPresented = being }

    /// The controller's disappearance calls for being dismissed start (`true`) or end.
    mutating func beingDismissed(_ being: Bool) { isBeingDismissed = being }

    /// `controller` manages the presentation from now on.
    mutating func managed(by controller: PresentationController) { self.controller = controller }
}

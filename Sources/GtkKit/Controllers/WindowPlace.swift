/// What a view controller knows of the window it is in: the window whose root it is (strong, so
/// `window` answers even when the app keeps no reference to its `Window`; the window drops its
/// root when it is destroyed or given another, which ends the cycle), the traits its container
/// gave it, the widget to give the focus back to when it is shown again, and the undo manager of
/// the window its view was last in. Changed only through its methods.
@MainActor
struct WindowPlace {
    /// The window whose root the controller is.
    private(set) var hostWindow: Window?
    /// The traits a container gave the controller.
    private(set) var traits: TraitCollection?
    /// The widget that had the focus when another controller was pushed over this one.
    private(set) var focusToRestore: WeakWidgetReference?
    /// The undo manager of the window the view was last in (weak: the window owns it).
    private(set) weak var undoManager: UndoManager?

    /// The controller is the root of `window` now (nil: of none).
    mutating func root(of window: Window?) { hostWindow = window }

    /// The controller's container gave it `traits`; the traits it had before.
    mutating func give(_ traits: TraitCollection) -> TraitCollection? {
        defer { self.traits = traits }
        return self.traits
    }

    /// The focus goes back to `widget` when the controller is shown again (nil: nowhere kept).
    mutating func keepFocus(_ widget: WeakWidgetReference?) { focusToRestore = widget }

    /// The controller's view is in a window with `manager`.
    mutating func saw(_ manager: UndoManager) { undoManager = manager }
}

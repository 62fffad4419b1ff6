/// How ``ViewController/present(_:animated:completion:)`` shows a controller (UIKit's
/// `UIModalPresentationStyle`), as the GNOME concept that plays each role: a modal window over
/// the presenting window for the sheets, the whole window's size for full screen, a popover at a
/// source for a popover. In a compact window (narrower than
/// ``TraitCollection/compactWidthBreakpoint``) every window style covers the window, as UIKit's
/// sheets cover a phone's screen.
public enum ModalPresentationStyle: Sendable, CaseIterable {
    /// UIKit's default: a form sheet.
    case automatic
    /// A modal window sized for a form, 440 × 520 (or ``ViewController/preferredContentSize``).
    case formSheet
    /// A modal window of a readable width (up to 700) and the presenting window's height: a
    /// page of reading or editing.
    case pageSheet
    /// A modal window the presenting window's size, covering it.
    case fullScreen
    /// The same as ``fullScreen``: GNOME has no see-through windows over another.
    case overFullScreen
    /// A form sheet: GTK shows a modal controller in a window of its own, not in a region of the
    /// presenting page.
    case currentContext
    /// The same as ``currentContext``.
    case overCurrentContext
    /// A popover pointing at the ``ViewController/popoverPresentationController``'s source view
    /// or bar button item; without either, a form sheet (UIKit raises an exception).
    case popover
}

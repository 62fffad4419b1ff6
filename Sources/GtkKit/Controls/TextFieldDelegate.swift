/// What a ``TextField`` asks and tells while it is edited, after UIKit's `UITextFieldDelegate`.
/// Every method is optional (each has a default).
///
/// - Editing begins when the field takes the keyboard focus and ends when it loses it (a desktop
///   has no keyboard sliding in: focus is the whole story). A delegate set while its field has
///   the focus is told from the next time the focus comes in.
/// - Return calls ``textFieldShouldReturn(_:)``. Answer `true` to let the window's default button
///   (an alert's Rename, a form's Done) act as well, as GNOME's Enter does; answer `false` when
///   the delegate has handled Return itself — moved to the next field, saved, left the page.
/// - Every change the user makes (typing, pasting, deleting, an input method's text) is offered
///   to ``textField(_:shouldChangeCharactersIn:replacementString:)`` first, with UIKit's range in
///   UTF-16 units; `false` leaves the text as it was. Setting ``TextField/text`` in code is not
///   offered, as in UIKit.
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// The field took the keyboard focus.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// The field lost the keyboard focus.
    func textFieldDidEndEditing(_ textField: TextField)
    /// The user pressed Return (or Enter) in the field; see the protocol's discussion.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// Whether the user's change of `range` (UTF-16 offsets into the current text) to `string`
    /// should happen. An insertion has an empty range; a deletion an empty string.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String) -> Bool
}

extension TextFieldDelegate {
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// Lets the default button act.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    /// Allows every change.
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String) -> Bool {
        true
    }
}

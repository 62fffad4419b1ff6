/// What a ``TextView`` tells and asks while it is edited, after UIKit's `UITextViewDelegate`.
/// Every method is optional (each has a default).
///
/// As with ``TextFieldDelegate``, editing begins and ends with the keyboard focus, and each change
/// the user makes is offered first with UIKit's range in UTF-16 units, as a `Range<Int>`; `false`
/// leaves the text as it was. Setting ``TextView/text`` in code is neither offered nor reported,
/// as in UIKit.
@MainActor
public protocol TextViewDelegate: AnyObject {
    /// The text view took the keyboard focus.
    func textViewDidBeginEditing(_ textView: TextView)
    /// The text view lost the keyboard focus.
    func textViewDidEndEditing(_ textView: TextView)
    /// The user changed the text.
    func textViewDidChange(_ textView: TextView)
    /// Whether the user's change of `range` (UTF-16 offsets into the current text) to `text`
    /// should happen. An insertion has an empty range; a deletion an empty string.
    func textView(_ textView: TextView, shouldChangeTextIn range: Range<Int>, replacementText text: String) -> Bool
}

extension TextViewDelegate {
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: TextView) {}
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: TextView) {}
    /// Does nothing.
    public func textViewDidChange(_ textView: TextView) {}
    /// Allows every change.
    public func textView(_ textView: TextView, shouldChangeTextIn range: Range<Int>, replacementText text: String) -> Bool { true }
}

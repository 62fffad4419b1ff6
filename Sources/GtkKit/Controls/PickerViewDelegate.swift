/// A ``PickerView``'s rows' titles, and what happens when the user picks one (UIKit's
/// `UIPickerViewDelegate`, with `UIPickerViewAccessibilityDelegate`'s component labels).
@MainActor
public protocol PickerViewDelegate: AnyObject {
    /// The title of `row` in `component`.
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The user picked `row` in `component` (not sent for a row selected in code, as in UIKit).
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
    /// What a screen reader calls `component` ("Hour", "Minute"): give one to every component.
    func pickerView(_ pickerView: PickerView, accessibilityLabelForComponent component: Int) -> String?
}

extension PickerViewDelegate {
    /// No title.
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// Nothing happens.
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
    /// No label.
    public func pickerView(_ pickerView: PickerView, accessibilityLabelForComponent component: Int) -> String? { nil }
}

/// What a ``PickerView`` shows: how many lists (components) and how many rows in each (UIKit's
/// `UIPickerViewDataSource`).
@MainActor
public protocol PickerViewDataSource: AnyObject {
    /// How many components (side-by-side lists) the picker has.
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// How many rows `component` has.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

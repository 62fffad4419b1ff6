import GtkKit

/// Return moves through the form, as UIKit forms hand the keyboard on in `textFieldShouldReturn`:
/// Name to Serial to Value, and Return in Value leaves the page (which passes the edit back).
extension HomepwnerItemDetailViewController: TextFieldDelegate {
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        if textField === nameField {
            serialField.becomeFirstResponder()
        } else if textField === serialField {
            valueField.becomeFirstResponder()
        } else {
            _ = navigationController?.popViewController(animated: true)
        }
        return false
    }
}

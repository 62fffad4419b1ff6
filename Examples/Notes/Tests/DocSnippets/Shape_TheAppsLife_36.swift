// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

final class FormViewController: ViewController { let nameField = TextField(); let serialField = TextField(); func save() {} }
extension FormViewController: TextFieldDelegate {
func textFieldShouldReturn(_ textField: TextField) -> Bool {
    if textField === nameField {
        serialField.becomeFirstResponder()   // Return moves on, as the form's order says
    } else {
        textField.resignFirstResponder()
        save()
    }
    return true
}

func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String) -> Bool {
    textField !== serialField || string.allSatisfy { $0.isLetter || $0.isNumber }
}
}

// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

final class SerialViewController: ViewController, TextFieldDelegate { let nameField = TextField(); let serialField = TextField(); func save() {} }
extension SerialViewController { func shape_theappslife_35() {
nameField.placeholder = "Name"
serialField.placeholder = "Serial number"
serialField.keyboardType = .asciiCapable
nameField.delegate = self
serialField.delegate = self
nameField.becomeFirstResponder()
}}

// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

extension NoteListViewController { func shape_portingfromxcode_26(button: Button) {
button.setTitle(LocalizedStrings.string(forKey: "Tap me"), for: .normal)
button.tooltip = LocalizedStrings.string(forKey: "Quit", table: "Menus")  // from Menus.strings
}}

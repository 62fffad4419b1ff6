// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

extension NoteListViewController { func shape_controllersandnavigation_2() {
let add = AddNoteViewController()                 // navigationItem: leftBarButtonItem = cancel, rightBarButtonItem = done
present(NavigationController(rootViewController: add), animated: true)
// in AddNoteViewController: cancel → dismiss(animated: true); done → an unwind segue back to the list
// (Notes registers both as segues: storyboard.register(segue: "addNote", kind: .modal) { … })
}}

// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

extension NoteListViewController { func shape_controllersandnavigation_3(source: BarButtonItem) {
let details = AddNoteViewController()
details.modalPresentationStyle = .popover
details.preferredContentSize = Size(width: 320, height: 200)
details.popoverPresentationController?.barButtonItem = source
present(details, animated: true)
}}

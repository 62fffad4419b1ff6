// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

extension NoteListViewController { func shape_controllersandnavigation_7(share: BarButtonItem, count: BarButtonItem) {
navigationController?.setToolbarHidden(false, animated: true)
toolbarItems = [share, .flexibleSpace(), count, .flexibleSpace(), BarButtonItem(systemItem: .add) { [weak self] in self?.addNote(text: "") }]
Pasteboard.general.string = "Walk the dog"     // copies, as UIKit does
Task { @MainActor in
    if let pasted = await Pasteboard.general.readString() { self.addNote(text: pasted) } // another program's text: asked for, then read
}
}}

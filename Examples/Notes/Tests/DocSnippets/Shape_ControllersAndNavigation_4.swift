// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

extension NoteListViewController { func shape_controllersandnavigation_4(resetItem: BarButtonItem) {
let rename = AlertController(title: "Rename Note", message: nil, preferredStyle: .alert)
rename.addTextField { field in
    field.placeholder = "Title"
}
let save = AlertAction(title: "Rename", style: .default) { _ in
    print("renamed to", rename.textFields?.first?.text ?? "")
}
rename.addAction(AlertAction(title: "Cancel", style: .cancel))
rename.addAction(save)
rename.preferredAction = save
present(rename, animated: true)

let reset = AlertController(title: "Reset all counts?", message: nil, preferredStyle: .actionSheet)
reset.addAction(AlertAction(title: "Reset", style: .destructive) { _ in print("reset") })
reset.addAction(AlertAction(title: "Cancel", style: .cancel))
reset.popoverPresentationController?.barButtonItem = resetItem
}}

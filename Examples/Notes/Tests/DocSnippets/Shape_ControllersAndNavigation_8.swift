// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

extension NoteListViewController { func shape_controllersandnavigation_8() {
let sort = Menu(title: "Sort", children: [
    Action(title: "By Title") { _ in print("sorted by title") },
    Action(title: "Newest First", attributes: [.disabled]) { _ in },
])
navigationItem.leftBarButtonItem = BarButtonItem(title: "_Sort", menu: sort)
storyboard?.register(unwindSegue: "noteSaved", to: NoteListViewController.self) { list, segue in
    list.tableView.reloadData()   // UIKit's @IBAction func unwindToList(_ segue: UIStoryboardSegue)
}
// in a note's page: performSegue(withIdentifier: "noteSaved", sender: self)
}}

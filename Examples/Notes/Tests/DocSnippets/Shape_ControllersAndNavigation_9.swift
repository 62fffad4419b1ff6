// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

extension NoteListViewController { func shape_controllersandnavigation_9() {
HeaderBar.appearance().barTintColor = Color(hex: "#204a87")
HeaderBar.appearance().titleTextAttributes = [.foregroundColor: Color.white]
navigationController?.navigationBar.prefersLargeTitles = true
navigationItem.largeTitleDisplayMode = .never
navigationController?.navigationBar.tintColor = .systemOrange
}}

// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

extension NoteListViewController { func shape_drawingandimages_14(badge: ImageView) {
let large = Bitmap.SymbolConfiguration(pointSize: 28, weight: .semibold)
badge.image = Bitmap(systemName: "star.fill", withConfiguration: large)
badge.tintColor = .systemOrange                    // a symbol is a template: drawn in the tint
tabBarItem = TabBarItem(title: "Starred", image: Bitmap(systemName: "star"), tag: 1)
navigationItem.rightBarButtonItem = BarButtonItem(
    image: Bitmap(systemName: "plus"), primaryAction: Action(title: "New Note") { [weak self] _ in self?.addNote(text: "") })
}}

// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

extension NoteListViewController { func shape_drawingandimages_11(note: String) -> Double {
let caption: [NSAttributedString.Key: Any] = [.font: Font.preferredFont(forTextStyle: .caption1), .foregroundColor: Color.secondaryLabel]
"Max".draw(at: Point(x: 4, y: 2), withAttributes: caption)   // inside draw(_:)
let fitting = Size(width: 280, height: .greatestFiniteMagnitude)
return note.boundingRect(with: fitting, options: .usesLineFragmentOrigin, attributes: caption, context: nil).height
}}

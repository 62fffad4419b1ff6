// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

extension NoteListViewController { func shape_drawingandimages_12(downloaded: Data) -> [View] {
let photo = ImageView(image: Bitmap(data: downloaded))
photo.contentMode = .scaleAspectFill
photo.clipsToBounds = true
let star = Image(systemName: "star.fill")
return [photo, star].compactMap { $0 }
}}

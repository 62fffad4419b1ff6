// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

extension NoteListViewController { func shape_viewsandlayout_45(thumbnail: Button, showPicture: @escaping @MainActor () -> Void) {
let hold = LongPressGestureRecognizer { press in
    if press.state == .began { showPicture() }
}
thumbnail.addGestureRecognizer(hold)

let single = TapGestureRecognizer { _ in print("select") }
let double = TapGestureRecognizer { _ in showPicture() }
double.numberOfTapsRequired = 2
single.require(toFail: double)
thumbnail.gestureRecognizers = [hold, single, double]
}}

// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

extension NoteListViewController { func shape_interfacebuilderfiles_20() {
let message = ViewController(nibName: "MessageViewController", bundle: nil)
present(message, animated: true)
if let badge = Nib(nibName: "Badge", bundle: nil).instantiate(withOwner: nil).first as? View {
    view.addSubview(badge)
}
}}

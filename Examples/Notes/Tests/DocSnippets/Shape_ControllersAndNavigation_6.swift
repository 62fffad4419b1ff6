// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

extension NoteListViewController { func shape_controllersandnavigation_6(navigation: NavigationController, undoSelection: @escaping @MainActor () -> Void) {
// In viewWillAppear(_:) of the page a swipe uncovers:
transitionCoordinator?.animate(alongsideTransition: nil) { context in
    if context.isCancelled { undoSelection() } // the user let go early: the page above stays
}
// A page with its own horizontal drags turns the swipe off, as UIKit apps do:
navigation.interactivePopGestureRecognizer?.isEnabled = false
}}

// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

extension NoteListViewController { func shape_viewsandlayout_46(banner: Label, offset: LayoutConstraint) {
View.animate(
    withDuration: 0.25,
    animations: {
        offset.constant = 0
        banner.alpha = 1
    },
    completion: { _ in banner.isHidden = false })
View.animate(withDuration: 0.5, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, animations: {
    offset.constant = 24
})
View.transition(with: banner, duration: 0.2, options: .transitionCrossDissolve, animations: {
    banner.text = "Saved"
})
}}

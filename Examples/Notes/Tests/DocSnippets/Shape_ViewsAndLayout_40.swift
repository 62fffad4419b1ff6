// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

final class SwatchRow: View { let swatch = View(); func shape_viewsandlayout_40() {
if swatch.hasAmbiguousLayout {
    for constraint in swatch.constraintsAffectingLayout(for: .vertical) {
        print(constraint.description)   // "View.top == Label.top", as UIKit writes it
    }
}
}}

// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

final class ProfileViewShape: View { let name = Label("Name"); let field = TextField(); func shape_viewsandlayout_39() {
for view in [name, field] as [View] {
    view.translatesAutoresizingMaskIntoConstraints = false
    addSubview(view)
}
let top = name.topAnchor.constraint(equalTo: topAnchor, constant: 20)
top.identifier = "name top"
LayoutConstraint.activate([
    top,
    name.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
    field.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 12),
    field.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
    field.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
    field.widthAnchor.constraint(greaterThanOrEqualToConstant: 120),
])
top.constant = 32              // moves it at the next layout, as in UIKit
}}

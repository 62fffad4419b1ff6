// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

final class MessagePage: ViewController { let label = Label(); func shape_viewsandlayout_41() {
let page = View(article: .zero)
label.translatesAutoresizingMaskIntoConstraints = false
page.addSubview(label)
LayoutConstraint.activate([
    label.leadingAnchor.constraint(equalTo: page.layoutMarginsGuide.leadingAnchor),
    label.trailingAnchor.constraint(equalTo: page.layoutMarginsGuide.trailingAnchor),
    label.centerYAnchor.constraint(equalTo: page.centerYAnchor),
])
page.isFocusable = true
page.accessibilityLabel = label.text
view = page
}}

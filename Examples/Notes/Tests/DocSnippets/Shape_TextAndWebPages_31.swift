// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

extension NoteListViewController { func shape_textandwebpages_31() -> View {
let title = Label("Shopping")
title.font = .preferredFont(forTextStyle: .title1)
let price = Label("€ 12.50")
price.font = .monospacedDigitSystemFont(ofSize: 17, weight: .regular)
price.textColor = .secondaryLabel
price.textAlignment = .right            // the right edge, in Hebrew too
let notes = Label("Milk, bread, tea, and whatever else the week needs")
notes.numberOfLines = 2                 // then “…”
notes.lineBreakMode = .byTruncatingTail
let clock = Label("12:00")
clock.font = .systemFont(ofSize: 48, weight: .light)
clock.adjustsFontForContentSizeCategory = false   // the one label Large Text leaves alone
let column = StackView(arrangedSubviews: [title, price, notes, clock])
column.axis = .vertical
return column
}}

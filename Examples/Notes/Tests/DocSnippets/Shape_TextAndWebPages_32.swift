// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

extension NoteListViewController { func shape_textandwebpages_32() -> View {

let text = NSMutableAttributedString(string: "Milk is on the list. Read the guide.")
text.addAttribute(.font, value: Font.boldSystemFont(ofSize: 17), range: NSRange(location: 0, length: 4))
text.addAttribute(.foregroundColor, value: Color.systemRed, range: NSRange(location: 15, length: 4))
text.addAttribute(.link, value: URL(string: "https://help.gnome.org")!, range: NSRange(location: 30, length: 5))
let style = ParagraphStyle.default.mutableCopy() as! MutableParagraphStyle
style.lineSpacing = 4
text.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: text.length))
let label = Label()
label.numberOfLines = 0
label.attributedText = text
return label
}}

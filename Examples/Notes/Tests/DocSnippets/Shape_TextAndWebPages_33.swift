// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

extension NoteListViewController { func shape_textandwebpages_33(text: String) -> [String] {

let checker = TextChecker()
let whole = NSRange(location: 0, length: (text as NSString).length)
let range = checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en_US")
guard range.location != NSNotFound else { return [] }
return checker.guesses(forWordRange: range, in: text, language: "en_US") ?? []
}}

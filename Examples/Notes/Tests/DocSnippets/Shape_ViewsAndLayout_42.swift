// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

final class FormScroller: ScrollViewDelegate { func scrollViewDidScroll(_ scrollView: ScrollView) { print(scrollView.contentOffset.y) } }
extension NoteListViewController { func shape_viewsandlayout_42(form: StackView, field: TextField, listener: FormScroller) -> View {
let scroller = ScrollView()
scroller.addSubview(form)
scroller.contentInset = EdgeInsets(top: 12, left: 0, bottom: 12, right: 0)
scroller.delegate = listener
scroller.scrollRectToVisible(field.frame, animated: true)
scroller.showsVerticalScrollIndicator = true
return scroller
}}

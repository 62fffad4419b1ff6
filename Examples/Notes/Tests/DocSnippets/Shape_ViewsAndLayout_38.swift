// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

final class CaptionedView: View { let caption = Label("Caption"); override init(frame: Rect) { super.init(frame: frame); addSubview(caption) }; required init?(coder: Coder) { super.init(coder: coder); addSubview(caption) }; override func layoutSubviews() { caption.frame = bounds.inset(by: EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)) } }
extension NoteListViewController { func shape_viewsandlayout_38() -> View {
let name = TextField()
name.placeholder = "Name"
let serial = TextField()
serial.placeholder = "Serial number"
let form = StackView(arrangedSubviews: [Label("Name"), name, Label("Serial"), serial, CaptionedView()])
form.axis = .vertical
form.spacing = 6
form.setCustomSpacing(18, after: name)
form.alignment = .fill
form.distribution = .fill
form.isLayoutMarginsRelativeArrangement = true
form.directionalLayoutMargins = DirectionalEdgeInsets(top: 18, leading: 18, bottom: 18, trailing: 18)
serial.isHidden = true          // takes no space, as in UIKit
return form
}}

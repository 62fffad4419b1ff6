internal import CGtk

/// Editing begins and ends with the keyboard focus (a desktop has no keyboard sliding in): a
/// focus controller on the edited widget calls `began` when the focus enters it (or a part of it,
/// such as an entry's text) and `ended` when it leaves. Shared by the text field's and the text
/// view's delegations.
@MainActor
enum EditingFocusWatch {
    static func install(on widget: View, began: @escaping @MainActor () -> Void, ended: @escaping @MainActor () -> Void) {
        let focus = EventController(untyped(gtk_event_controller_focus_new()), ownership: .full)
        focus.connect("enter", began)
        focus.connect("leave", ended)
        widget.addController(focus) // the widget keeps the controller's wrapper
    }

    /// UIKit's ranges count UTF-16 units; GTK counts characters (Unicode scalars). The UTF-16
    /// offset of the character at `position` in `text`.
    static func utf16Offset(ofCharacter position: Int, in text: String) -> Int {
        text.unicodeScalars.prefix(max(0, position)).reduce(0) { $0 + $1.utf16.count }
    }
}

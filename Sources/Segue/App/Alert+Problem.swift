import GtkKit
import SegueCore

extension Alert {
    /// Tells the user that something failed and why, with one Close button: the one way every
    /// screen reports a store, data or resource error.
    static func showProblem(_ title: String, _ reason: String, over widget: View) {
        Alert(title: title, message: reason, cancelButtonTitle: localized("Close")).present(over: widget)
    }
}

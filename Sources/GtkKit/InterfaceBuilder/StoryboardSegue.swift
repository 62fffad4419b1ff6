internal import CGtk

/// One transition from a source controller to a new destination, after UIKit's
/// `UIStoryboardSegue`. A ``Storyboard`` makes it when ``ViewController/performSegue(withIdentifier:sender:)``
/// is called; the source's ``ViewController/prepare(for:sender:)`` sees it before it is shown,
/// and passes data only to destinations that take it (test with `as?` against a protocol, the
/// typed form of `respondsToSelector:`).
@MainActor
public final class StoryboardSegue {
    /// How a segue shows its destination.
    public enum Kind {
        /// Pushed on the source's navigation controller (UIKit's "show" in a navigation stack).
        case push
        /// Presented modally by the source (UIKit's "present modally"): see
        /// ``ViewController/present(_:animated:completion:)``.
        case modal
        /// Shown as the item's page of the source's split view (UIKit's "show detail"): beside
        /// the list on a wide window, pushed on a narrow one (see
        /// ``SplitViewController/showDetailViewController(_:sender:)``). From a source in no
        /// split view it is pushed, as UIKit's falls back to "show".
        case showDetail
        /// Shown by the closure, which receives the prepared segue (UIKit's custom segue class).
        case custom(@MainActor (StoryboardSegue) -> Void)
    }

    /// The identifier the segue was registered and performed with.
    public let identifier: String
    /// The controller that performed the segue.
    public let source: ViewController
    /// The controller the storyboard made for this segue.
    public let destination: ViewController
    /// How the destination is shown.
    public let kind: Kind

    init(identifier: String, source: ViewController, destination: ViewController, kind: Kind) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.kind = kind
    }

    /// Shows the destination. A push from a controller that has no navigation controller is a
    /// programming error: it is logged as a GLib critical and nothing is shown (UIKit would
    /// present modally instead).
    func perform() {
        switch kind {
        case .push:
            guard let navigationController = source.navigationController else {
                logProgrammingError("performSegue: “\(identifier)” pushes, but \(type(of: source)) is not in a navigation controller")
                return
            }
            navigationController.pushViewController(destination, animated: true)
        case .modal:
            source.present(destination, animated: true)
        case .showDetail:
            if let split = source.splitViewController {
                split.showDetailViewController(destination, sender: source)
            } else {
                StoryboardSegue(identifier: identifier, source: source, destination: destination, kind: .push).perform()
            }
        case .custom(let show):
            show(self)
        }
    }
}

/// Reports a misuse of GtkKit's API as a GLib critical in the "GtkKit" domain, the way GTK's own
/// `g_return_if_fail` does: loud in logs and tests, never a crash for the user.
@MainActor
package func logProgrammingError(_ message: String) {
    gtkkit_log_critical("GtkKit", message)
}

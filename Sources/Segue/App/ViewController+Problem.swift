import GtkKit
import SegueCore

extension ViewController {
    /// Tells the user that something failed and why, in an alert with one Close button, over
    /// whatever this controller's window shows on top: the one way every screen reports a store,
    /// data or resource error. A problem found while another's alert is open is shown once that
    /// one is closed (an alert is never presented over an alert, as in UIKit).
    func showProblem(_ title: String, _ reason: String) {
        let alert = AlertController(title: title, message: reason, preferredStyle: .alert)
        alert.addAction(AlertAction(title: localized("Close"), style: .cancel) { _ in ProblemAlerts.showNext() })
        ProblemAlerts.enqueue(alert, from: self)
    }

    /// The controller shown on top of this one's window: itself, or what it presented, in turn.
    var topPresenter: ViewController {
        var top = self
        while let next = top.presentedViewController { top = next }
        return top
    }
}

/// The problem alerts waiting for the one on screen to close, oldest first.
@MainActor
private enum ProblemAlerts {
    private struct Waiting {
        weak var presenter: ViewController?
        let alert: AlertController
    }
    private static var waiting: [Waiting] = []
    private static weak var shown: AlertController?

    static func enqueue(_ alert: AlertController, from presenter: ViewController) {
        waiting.append(Waiting(presenter: presenter, alert: alert))
        // The alert on screen has gone another way (its window closed with the app's).
        if let shown, shown.presentingViewController == nil { self.shown = nil }
        if shown == nil { showNext() }
    }

    /// Shows the oldest waiting alert whose screen is still there.
    static func showNext() {
        shown = nil
        while !waiting.isEmpty {
            let next = waiting.removeFirst()
            guard let presenter = next.presenter else { continue }
            shown = next.alert
            presenter.topPresenter.present(next.alert, animated: true)
            return
        }
    }
}

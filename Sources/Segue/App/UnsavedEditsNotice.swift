import GtkKit
import SegueCore

/// What the user sees while an editable list keeps edits its store refused
/// (``UnsavedEditsKeeping``): "Your edit is kept but not saved yet: …" in a bar under each page
/// that shows the list's values, with Retry, while Segue itself retries every few seconds. Never a
/// dialog: a refusal mid-typing must not take the keyboard. The bars go once everything is saved.
@MainActor
final class UnsavedEditsNotice {
    private let logic: any UnsavedEditsKeeping
    private var bars: [() -> UndoBar?] = []
    private var retryTimer: MainLoop.Timer?
    private var message: String?
    /// How long Segue waits before writing the kept edits again by itself.
    static let retryMilliseconds = 5000
    /// Runs after a retry saved everything (a page shows its values as saved again).
    var onSaved: (@MainActor () -> Void)?

    init(retrying logic: any UnsavedEditsKeeping) { self.logic = logic }

    /// A new bar for a page that shows the list's values; it shows the notice while edits are
    /// kept. The page owns the bar (this holds it weakly).
    func makeBar() -> UndoBar {
        let bar = UndoBar(actionTitle: localized("_Retry"))
        bars.append { [weak bar] in bar }
        if message != nil { show(on: bar) }
        return bar
    }

    /// Whether the notice is showing (some edit is kept, not saved).
    var isShowing: Bool { message != nil }

    /// The notice's text, or "" when it is not showing.
    var text: String { message ?? "" }

    /// A write failed with `error`: says so if the list kept an edit, and retries in a few seconds.
    /// Returns false (and shows nothing) when nothing was kept — the caller then says why the
    /// change it asked for did not happen.
    @discardableResult
    func failed(_ error: StoreError) -> Bool {
        guard logic.hasUnsavedEdits else { return false }
        message = localized(format: "Your edit is kept but not saved yet: %1$@", error.description)
        // Shown (and so announced) once per failure: a bar already showing is left alone, and
        // one hidden by Retry comes back when the retry fails too.
        for bar in liveBars() where !bar.isShowing { show(on: bar) }
        retryTimer = MainLoop.after(milliseconds: Self.retryMilliseconds) { [weak self] in self?.retry() }
        return true
    }

    /// Writes the kept edits now; on success the bars go, on failure they stay and Segue tries again.
    func retry() {
        retryTimer = nil
        do {
            guard try logic.saveUnsavedEdits() else { return }
            message = nil
            for bar in liveBars() { bar.hide() }
            onSaved?()
        } catch {
            failed(error)
        }
    }

    private func liveBars() -> [UndoBar] {
        bars.removeAll { $0() == nil }
        return bars.compactMap { $0() }
    }

    private func show(on bar: UndoBar) {
        // An hour: the bar stays until the edit is saved; Retry hides it only while it retries.
        bar.show(message ?? "", seconds: 3600, action: { [weak self] in self?.retry() })
    }
}

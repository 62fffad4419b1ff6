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

    /// Where the kept edits wait outside the store, so they outlive the process (nil: nowhere).
    private var journal: KeptEditsJournal?
    /// Said once after edits an earlier run kept were saved (on the first bar made).
    private var savedFromLastRun: String?

    /// Keeps every edit the store refuses in `journal` from now on, and takes back the edits an
    /// earlier run kept there: they show as kept and are saved at once if the store takes them.
    func keep(in journal: KeptEditsJournal) {
        self.journal = journal
        guard let record = journal.read() else { return }
        guard (try? logic.takeBackKeptEdits(record)) != nil else { return } // unreadable: left for a later Segue
        retry()
        guard message == nil, !logic.hasUnsavedEdits else { return }
        savedFromLastRun = localized("Edits kept when Segue last quit, because they could not be saved then, are saved now.")
        for bar in liveBars() { showSavedFromLastRun(on: bar) }
    }

    /// A new bar for a page that shows the list's values; it shows the notice while edits are
    /// kept. The page owns the bar (this holds it weakly).
    func makeBar() -> UndoBar {
        let bar = UndoBar(actionTitle: localized("_Retry"))
        bars.append { [weak bar] in bar }
        if message != nil {
            show(on: bar)
        } else {
            showSavedFromLastRun(on: bar)
        }
        return bar
    }

    /// Says `text` (a problem found with the store while the app runs) on every bar of this list,
    /// announced once, with no button: never a dialog, which would take the keyboard from a user
    /// typing. A kept edit's message, showing, stays. Returns whether a bar said it.
    @discardableResult
    func say(_ text: String) -> Bool {
        let shown = liveBars()
        for bar in shown where message == nil {
            bar.actionButton.isVisible = false
            bar.show(text, seconds: 120, action: {})
        }
        return !shown.isEmpty
    }

    /// Says on `bar` (once) that the edits an earlier run kept are saved now; no button.
    private func showSavedFromLastRun(on bar: UndoBar) {
        guard let saved = savedFromLastRun else { return }
        savedFromLastRun = nil
        bar.actionButton.isVisible = false
        bar.show(saved, seconds: 20, action: {})
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
        if let journal, let record = logic.keptEditsRecord() {
            do throws(KeptEditsJournal.Failure) {
                try journal.write(record)
            } catch {
                let reason = localized(
                    format: "It cannot be kept for the next launch either: %1$@ Keep Segue open until it is saved.", error.description)
                message = (message ?? "") + " " + reason
            }
        }
        // Shown (and so announced) once per failure: a bar already showing is left alone, and
        // one hidden by Retry comes back when the retry fails too.
        for bar in liveBars() where !bar.isShowing || bar.text != message { show(on: bar) }
        retryTimer = MainLoop.after(milliseconds: Self.retryMilliseconds) { [weak self] in self?.retry() }
        return true
    }

    /// Writes the kept edits now; on success the bars go, on failure they stay and Segue tries again.
    func retry() {
        retryTimer = nil
        do {
            guard try logic.saveUnsavedEdits() else { return }
            journal?.remove()
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
        bar.actionButton.isVisible = true
        // An hour: the bar stays until the edit is saved; Retry hides it only while it retries.
        bar.show(message ?? "", seconds: 3600, action: { [weak self] in self?.retry() })
    }
}

/// A step put off to a later turn of the main loop — most often past a layout, during which GTK
/// forbids changing widgets — waiting at most once: asking again while it waits does nothing. A
/// class, so its owner keeps it as a constant and the step, when it runs, finds it no longer
/// waiting.
@MainActor
final class PutOffStep {
    private var timer: MainLoop.Timer?

    /// Whether the step waits to run.
    var isWaiting: Bool { timer != nil }

    /// Runs `step` after `milliseconds` (0: on the next turn), unless a step already waits.
    func schedule(afterMilliseconds milliseconds: Int = 0, _ step: @escaping @MainActor () -> Void) {
        guard timer == nil else { return }
        timer = MainLoop.after(milliseconds: milliseconds) { [weak self] in
            self?.timer = nil
            step()
        }
    }

    /// The waiting step will not run.
    func cancel() {
        timer?.cancel()
        timer = nil
    }
}

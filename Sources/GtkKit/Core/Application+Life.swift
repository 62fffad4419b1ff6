internal import CGtk
import FoundationEssentials

/// The app's life as UIKit's application delegate hears it, from GApplication's and
/// GtkApplication's signals (see ``ApplicationDelegate`` for the mapping), and opening a URL in
/// the application the desktop chooses for it.
extension Application {
    /// Connects the delegate's calls; run once, from the initialiser, so the delegate hears the
    /// first activation before any handler the app adds with ``onActivate(_:)``.
    func connectLife() {
        connect("activate") { [weak self] in
            guard let self, !self.hasLaunched else { return }
            self.hasLaunched = true
            _ = self.delegate?.application(self, didFinishLaunchingWithOptions: nil)
        }
        connect("shutdown") { [weak self] in
            guard let self else { return }
            self.delegate?.applicationWillTerminate(self)
        }
        connect(
            "window-added",
            pointer: { [weak self] window in
                guard let self, let window else { return }
                // Not at once: GTK emits this inside gtk_application_window_new, before the
                // Window wrapper exists, and the first wrapper made is the one
                // Object.wrapper(of:) finds — a watcher made now took that place from the Window
                // (found by the a11y tests: every per-window repair looked the window up, failed).
                self.pendingWatches.removeAll { !$0.isScheduled }
                self.pendingWatches.append(MainLoop.after(milliseconds: 0) { [weak self] in self?.watchActivity(of: window) })
            })
        connect(
            "window-removed",
            pointer: { [weak self] window in
                self?.activityWatches.removeAll { $0.raw == window }
                self?.updateActivity()
            })
    }

    private func watchActivity(of window: UnsafeMutableRawPointer) {
        guard g_list_find(gtk_application_get_windows(pointer()), window) != nil else { return } // gone already
        let watched = Object.wrapper(of: window) ?? Object(window, ownership: .none)
        watched.connect("notify::is-active", pointer: { [weak self] _ in self?.updateActivity() })
        activityWatches.append(watched)
        updateActivity()
    }

    /// Looks again once the focus has settled: moving between the app's own windows (a dialog
    /// opening over its window, or closing) makes one inactive before the other is active — 2 ms
    /// apart, measured on X (Xvfb) when a dialog closed — and the app did not resign in between.
    private func updateActivity() {
        guard activityCheck == nil else { return }
        activityCheck = MainLoop.after(milliseconds: 100) { [weak self] in
            self?.activityCheck = nil
            self?.settleActivity()
        }
    }

    /// Active while one of the app's windows has the keyboard focus.
    private func settleActivity() {
        let list = gtk_application_get_windows(pointer())
        var active = false
        var node = list
        while let current = node {
            if Bool(gboolean: gtk_window_is_active(current.pointee.data.assumingMemoryBound(to: GtkWindow.self))) { active = true }
            node = current.pointee.next
        }
        guard active != isActive else { return }
        if active {
            isActive = true
            delegate?.applicationDidBecomeActive(self)
        } else {
            delegate?.applicationWillResignActive(self)
            isActive = false
        }
    }
}

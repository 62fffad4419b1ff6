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
            guard let self, self.life.launch() else { return }
            if let name = self.mainStoryboardName { self.openMainStoryboard(named: name, bundle: nil) }
            _ = self.delegate?.application(self, didFinishLaunchingWithOptions: nil)
        }
        connect("shutdown") { [weak self] in
            guard let self else { return }
            // As UIKit ends an app on screen: it resigns, goes to the background (where apps save
            // their state), then terminates — at once: the main loop has ended.
            self.activityCheck.cancel()
            if self.life.isActive {
                self.life.setActive(false)
                self.tell(orScenes: .foregroundInactive) { $0.applicationWillResignActive(self) }
            }
            if self.life.enterBackground() {
                self.tell(orScenes: .background) { $0.applicationDidEnterBackground(self) }
            }
            self.moveScenes(to: .unattached)
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
                self.windowWatches.watchSoon(with: MainLoop.after(milliseconds: 0) { [weak self] in self?.watchActivity(of: window) })
            })
        connect(
            "window-removed",
            pointer: { [weak self] window in
                self?.windowWatches.forget(window)
                self?.updateActivity()
            })
    }

    private func watchActivity(of window: UnsafeMutableRawPointer) {
        guard g_list_find(gtk_application_get_windows(pointer()), window) != nil else { return } // gone already
        let watched = Object.wrapper(of: window) ?? Object(window, ownership: .none)
        watched.connect("notify::is-active", pointer: { [weak self] _ in self?.updateActivity() })
        // On screen or not: shown and hidden, and minimised (a state of its surface, which
        // exists once the window is realized).
        watched.connect("notify::visible", pointer: { [weak self] _ in self?.updateActivity() })
        watched.connect("realize") { [weak self] in self?.watchSurface(of: window) }
        if Bool(gboolean: gtk_widget_get_realized(window.assumingMemoryBound(to: GtkWidget.self))) { watchSurface(of: window) }
        windowWatches.watch(watched)
        updateActivity()
    }

    private func watchSurface(of window: UnsafeMutableRawPointer) {
        guard let surface = gtk_native_get_surface(OpaquePointer(window)) else { return }
        let watched = Object(UnsafeMutableRawPointer(surface), ownership: .none)
        watched.connect("notify::state", pointer: { [weak self] _ in self?.updateActivity() })
        windowWatches.watchSurface(of: window, with: watched)
    }

    /// Whether one of the app's windows is on screen: shown, and not minimised.
    private var hasWindowOnScreen: Bool {
        var node = gtk_application_get_windows(pointer())
        while let current = node {
            let window = current.pointee.data.assumingMemoryBound(to: GtkWidget.self)
            node = current.pointee.next
            guard Bool(gboolean: gtk_widget_get_visible(window)) else { continue }
            guard let surface = gtk_native_get_surface(OpaquePointer(window)),
                gtkkit_is_a(UnsafeMutableRawPointer(surface), gdk_toplevel_get_type()) != 0
            else { return true }
            if gdk_toplevel_get_state(surface).rawValue & GDK_TOPLEVEL_STATE_MINIMIZED.rawValue == 0 { return true }
        }
        return false
    }

    /// Looks again once the focus has settled: moving between the app's own windows (a dialog
    /// opening over its window, or closing) makes one inactive a moment before the other is
    /// active, and the app did not resign in between.
    private func updateActivity() {
        activityCheck.schedule(afterMilliseconds: 100) { [weak self] in self?.settleActivity() }
    }

    /// Active while one of the app's windows has the keyboard focus; in the background while none
    /// is on screen (after launch: the first window's showing is not a return to the foreground).
    private func settleActivity() {
        let onScreen = hasWindowOnScreen
        if onScreen, life.enterForeground() {
            tell(orScenes: .foregroundInactive) { $0.applicationWillEnterForeground(self) }
        }
        settleFocus(onScreen: onScreen)
        if !onScreen, life.enterBackground() {
            tell(orScenes: .background) { $0.applicationDidEnterBackground(self) }
        }
    }

    /// Active while one of the app's windows has the keyboard focus.
    private func settleFocus(onScreen: Bool) {
        let list = gtk_application_get_windows(pointer())
        // A window hidden keeps GTK's "active" where no window manager takes the focus back.
        var active = false
        var node = list
        while onScreen, let current = node {
            let window = current.pointee.data.assumingMemoryBound(to: GtkWindow.self)
            if Bool(gboolean: gtk_window_is_active(window)),
                Bool(gboolean: gtk_widget_get_visible(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self)))
            {
                active = true
            }
            node = current.pointee.next
        }
        guard active != life.isActive else { return }
        if active {
            life.setActive(true)
            tell(orScenes: .foregroundActive) { $0.applicationDidBecomeActive(self) }
        } else {
            tell(orScenes: .foregroundInactive) { $0.applicationWillResignActive(self) }
            life.setActive(false)
        }
    }

    /// Tells the delegate, as UIKit does for an app without scenes; an app with scenes hears
    /// its life through its scenes' delegates instead (UIKit calls neither of the app
    /// delegate's activity methods then), which move to `state`.
    private func tell(orScenes state: Scene.ActivationState, _ call: (ApplicationDelegate) -> Void) {
        if connectedScenes.isEmpty {
            if let delegate { call(delegate) }
        } else {
            moveScenes(to: state)
        }
    }
}

internal import CGtk

/// A window's first focus, heard by screen readers (docs/accessibility.md, "Launch").
extension WindowAccessibility {
    /// Shows the window. A secondary window (About, shortcuts) waits for the primary menu to
    /// close, which would otherwise take the screen reader's attention back, and is then
    /// announced; a main window is shown at once. `shown` runs once it is.
    func present(then shown: @escaping @MainActor () -> Void) {
        guard let window else { return }
        guard window.isRetainedWhileOpen, !firstFocus.isDone else {
            // The app's first window makes GTK register the app with the accessibility registry.
            AccessibilityBusRegistration.watching { gtk_window_present(window.pointer()) }
            shown()
            return
        }
        if firstFocus.isScheduled { return } // already on its way, with the first `shown`
        firstFocus.wait(
            with: MainLoop.after(milliseconds: AccessibilityDelay.secondaryWindow) { [weak self] in
                // A window destroyed while it waited (an alert dismissed at once) is not shown: GTK
                // would map a surface for it that nothing could close.
                guard let self, let window = self.window, window.isToplevel else {
                    self?.firstFocus.stopWaiting()
                    return
                }
                gtk_window_present(window.pointer())
                shown()
                self.firstFocus.stopWaiting()
                // Announced once the window is active (announceFocusOnFirstActivation): set again
                // before, while the window was still mapping, Orca 43 sometimes heard neither the
                // window nor its focus (about one time in two for Preferences, in CI and here).
                if Bool(gboolean: gtk_window_is_active(window.pointer())) { self.announceFocusOnFirstActivation() }
            })
    }

    /// The first time the window becomes active, its focus is set again a moment later (screen
    /// readers drop focus events sent before the registry has answered), unless the user has
    /// moved it meanwhile; if the registry has still not answered GTK by then, once it has.
    func announceFocusOnFirstActivation() {
        guard let window, Bool(gboolean: gtk_window_is_active(window.pointer())), !firstFocus.isDone, !firstFocus.isPending
        else { return }
        let focusAtActivation = gtk_window_get_focus(window.pointer()).map(WeakWidgetReference.init)
        firstFocus.wait(
            with: MainLoop.after(milliseconds: AccessibilityDelay.firstFocus) { [weak self] in
                // A window closed meanwhile (a dialog closed at once) has nothing left to announce.
                guard let self, let window = self.window, window.isToplevel else {
                    self?.firstFocus.stopWaiting()
                    return
                }
                let focusNow = gtk_window_get_focus(window.pointer())
                if let focusAtActivation, focusAtActivation.withWidget({ $0 == focusNow }) != true {
                    self.firstFocus.done()
                    return
                }
                guard AccessibilityBusRegistration.isUnderWay else { return self.announceFocus() }
                AccessibilityBusRegistration.whenRegistered { [weak self] in
                    // Once the screen reader has taken in the registry's news of the app: until then
                    // Orca 48 ignores focus events from objects it found dead before the registration.
                    self?.firstFocus.wait(
                        with: MainLoop.after(milliseconds: AccessibilityDelay.registryNews) { [weak self] in
                            self?.announceFocus()
                        })
                }
            })
    }

    /// Sets the focus again (cleared and restored), which screen readers hear; a window with no
    /// focus at all (GTK's About and shortcuts windows) gets its first focusable widget.
    func announceFocus() {
        guard !firstFocus.isDone, let window, window.isToplevel else { return }
        firstFocus.done()
        guard let focus = gtk_window_get_focus(window.pointer()) else {
            gtk_widget_child_focus(window.widget, GTK_DIR_TAB_FORWARD)
            return
        }
        g_object_ref(focus)
        defer { g_object_unref(focus) }
        // A field the user has started typing in keeps its text's cursor and selection: taking
        // the focus selects a field's whole text, and the next key would replace what was typed.
        let editable = Bool(gboolean: gtkkit_is_a(UnsafeMutableRawPointer(focus), gtk_editable_get_type())) ? OpaquePointer(focus) : nil
        var start: Int32 = 0
        var end: Int32 = 0
        let selected = editable.map { Bool(gboolean: gtk_editable_get_selection_bounds($0, &start, &end)) } ?? false
        let position = editable.map { gtk_editable_get_position($0) } ?? 0
        gtk_window_set_focus(window.pointer(), nil)
        gtk_widget_grab_focus(focus)
        if let editable {
            if selected { gtk_editable_select_region(editable, start, end) } else { gtk_editable_set_position(editable, position) }
        }
    }
}

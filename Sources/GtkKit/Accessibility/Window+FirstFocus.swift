package import CGtk

/// The first focus of a window, heard by screen readers.
extension Window {
    /// GTK gives the first widget focus before the window is shown, and screen readers only hear
    /// focus changes once the window is active, so a user launching the app heard the window's
    /// title and then nothing. The first time the window becomes active, focus is set again
    /// (cleared and restored), which screen readers do hear; a window with no focus at all gets its
    /// first focusable widget.
    ///
    /// Not at once but half a second later: GTK registers the app with the accessibility registry
    /// asynchronously, and a screen reader that asks about objects of an app not yet registered
    /// gets errors and drops those events as coming from a defunct app. On a loaded machine
    /// that is exactly when the window became active — Orca then heard nothing at launch (seen
    /// in 8 of 21 launches under load). If the user has moved the focus meanwhile, it was
    /// heard, and it is left alone.
    func announceFocusOnFirstActivation() {
        guard Bool(gboolean: gtk_window_is_active(pointer())), !hasAnnouncedFocus, focusAnnouncer == nil else { return }
        let focusAtActivation = gtk_window_get_focus(pointer()).map(WeakWidgetReference.init)
        focusAnnouncer = MainLoop.after(milliseconds: 500) { [weak self] in
            guard let self else { return }
            let focusNow = gtk_window_get_focus(self.pointer())
            if let focusAtActivation, focusAtActivation.withWidget({ $0 == focusNow }) != true {
                self.hasAnnouncedFocus = true
                self.focusAnnouncer = nil
                return
            }
            self.announceFocus()
        }
    }

    func announceFocus() {
        guard !hasAnnouncedFocus else { return }
        hasAnnouncedFocus = true
        focusAnnouncer = nil
        guard let focus = gtk_window_get_focus(pointer()) else {
            // Nothing focused yet (GTK's About and shortcuts windows): the first focusable widget,
            // so the window is announced with something in it, and the keyboard starts there.
            gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD)
            return
        }
        g_object_ref(focus)
        defer { g_object_unref(focus) }
        gtk_window_set_focus(pointer(), nil)
        gtk_widget_grab_focus(focus)
    }
}

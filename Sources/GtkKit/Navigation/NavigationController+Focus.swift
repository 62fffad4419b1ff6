internal import CGtk

/// Where the keyboard focus goes when a push or pop shows a page.
///
/// The focus moves into the new page when its slide has ended, not when it starts, as VoiceOver's
/// focus does in UIKit (UIKit posts the screen change when the transition completes). While the
/// page slides, its widgets' positions change from frame to frame; Orca 48 decides which of a
/// focused row's labels to read by comparing their positions with their parents', read one after
/// the other, and during a slide it dropped a row's value now and then ("Name." without the
/// name typed a moment before). Until the slide ends the window has no focused widget, so keys
/// typed meanwhile do not land in the page that is leaving.
extension NavigationController {
    func focusInside(_ controller: ViewController) -> UnsafeMutablePointer<GtkWidget>? {
        guard controller.isViewLoaded, let focus = controller.view.focusInRoot,
            controller.view.contains(focus)
        else { return nil }
        return focus
    }

    /// Takes the focus out of the window's widgets for the transition (GtkStack would otherwise
    /// move it to the new page's first widget at once, and a screen reader would read that
    /// widget mid-slide).
    func parkFocus() {
        guard let root = gtk_widget_get_root(stack.widget) else { return }
        gtk_root_set_focus(root, nil)
    }

    /// Gives keyboard focus to the shown page: its preferred widget, the widget that had focus
    /// when it was covered, or its first focusable widget.
    func moveFocus(into controller: ViewController) {
        if let preferred = controller.initialFocusWidget, preferred.grabFocus() { return }
        if let saved = controller.focusToRestore {
            controller.place.keepFocus(nil)
            if saved.restoreFocus(within: controller.view.widget) { return }
        }
        // GtkStack may have moved the focus to the new page's first widget already (a show that
        // did not animate); moving on from there would skip that widget without a word to a
        // screen reader.
        if controller.view.containsFocus { return }
        _ = gtk_widget_child_focus(controller.view.widget, GTK_DIR_TAB_FORWARD)
    }
}

internal import CGtk

/// A `GtkShortcutController` whose shortcuts run Swift closures.
///
/// A handler returns whether it handled the key; returning false lets the event go on (so Escape
/// still reaches a popup when there is nothing to go back from).
@MainActor
public final class ShortcutController: EventController {
    /// A shortcut's action; returns whether it consumed the key press.
    public typealias Action = @MainActor () -> Bool

    /// Creates a controller. `global` shortcuts fire wherever focus is in the window, after the
    /// focused widget's own key bindings.
    public convenience init(global: Bool) { self.init(global: global, beforeFocus: false) }

    /// Creates a controller. `global` shortcuts fire wherever focus is in the window. With
    /// `beforeFocus`, they run before the focused widget's own key bindings (GTK's capture
    /// phase): a list or text view that binds the same keys no longer hides them.
    public init(global: Bool, beforeFocus: Bool) {
        super.init(untyped(gtk_shortcut_controller_new()), ownership: .full)
        // Set before the controller is added: a global controller is filed with its window's
        // capture or bubble shortcuts by its phase.
        if beforeFocus { gtk_event_controller_set_propagation_phase(opaque, GTK_PHASE_CAPTURE) }
        gtk_shortcut_controller_set_scope(opaque, global ? GTK_SHORTCUT_SCOPE_GLOBAL : GTK_SHORTCUT_SCOPE_LOCAL)
    }

    /// Adds a shortcut for an accelerator string such as `"<Alt>Left"` or `"Escape"`.
    public func add(_ accelerator: String, _ action: @escaping Action) {
        let trigger = gtk_shortcut_trigger_parse_string(accelerator)
        precondition(trigger != nil, "GtkKit: invalid accelerator \(accelerator)")
        let callback: GtkShortcutFunc = { _, _, data in
            MainActor.assumeIsolated { SignalBox<Action>.from(data).handler().gboolean }
        }
        let box = SignalBox(action)
        // The callback action owns the box and releases it through the destroy notify.
        let shortcutAction = gtk_callback_action_new(callback, box.retainedPointer(), SignalBox<Action>.sourceDestroyNotify)
        gtk_shortcut_controller_add_shortcut(opaque, gtk_shortcut_new(trigger, shortcutAction))
    }
}

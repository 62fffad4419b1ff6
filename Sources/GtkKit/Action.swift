import CGtk

/// A named `GSimpleAction` without a parameter, running a closure when activated (a menu item,
/// a keyboard accelerator, or a desktop action all activate it the same way).
@MainActor
public final class Action: Object {
    /// The action's name within its group ("quit" for "app.quit").
    public let name: String

    /// Creates an action called `name` that runs `handler`.
    public init(name: String, handler: @escaping @MainActor () -> Void) {
        self.name = name
        super.init(untyped(g_simple_action_new(name, nil)), ownership: .full)
        connect("activate", pointer: { _ in handler() })
    }
}

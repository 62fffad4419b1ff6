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

    /// Creates an action called `name` taking a string parameter (e.g. a page name), which works
    /// across processes: a second instance activates it in the running one over D-Bus.
    public init(name: String, stringHandler: @escaping @MainActor (String) -> Void) {
        self.name = name
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        super.init(untyped(g_simple_action_new(name, type)), ownership: .full)
        connect(
            "activate",
            pointer: { parameter in
                guard let parameter else { return }
                stringHandler(String(cString: g_variant_get_string(OpaquePointer(parameter), nil)))
            })
    }
}

internal import CGtk

/// A named `GSimpleAction` running a closure when activated (a menu item, a keyboard
/// accelerator, a desktop action or a cell's relay all activate it the same way).
@MainActor
public final class Action: Object {
    /// The action's name within its group ("quit" for "app.quit").
    public let name: String

    /// Creates an action called `name` that runs `handler`.
    public convenience init(name: String, handler: @escaping @MainActor () -> Void) {
        self.init(name: name, parameterType: nil) { _ in handler() }
    }

    /// Creates an action called `name` taking a string parameter (e.g. a page name), which works
    /// across processes: a second instance activates it in the running one over D-Bus.
    public convenience init(name: String, stringHandler: @escaping @MainActor (String) -> Void) {
        self.init(name: name, parameterType: "s") { parameter in
            guard let parameter else { return }
            stringHandler(String(cString: g_variant_get_string(parameter, nil)))
        }
    }

    /// Whether the action can run; a menu item for a disabled action is dimmed.
    public var isEnabled: Bool {
        get { Bool(gboolean: g_action_get_enabled(OpaquePointer(raw))) }
        set { g_simple_action_set_enabled(OpaquePointer(raw), newValue.gboolean) }
    }

    /// Creates an action whose parameter has the GVariant type `parameterType` ("s", "(ii)"),
    /// or none; `handler` receives the parameter, borrowed for the call.
    package init(name: String, parameterType: String?, handler: @escaping @MainActor (OpaquePointer?) -> Void) {
        self.name = name
        let type = parameterType.map { g_variant_type_new($0) }
        defer { type.map { g_variant_type_free($0) } }
        super.init(untyped(g_simple_action_new(name, type ?? nil)), ownership: .full)
        connect("activate", pointer: { parameter in handler(parameter.map(OpaquePointer.init)) })
    }
}

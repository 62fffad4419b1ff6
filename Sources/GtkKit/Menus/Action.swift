internal import CGtk

/// A named `GSimpleAction` running a closure when activated (a menu item, a keyboard
/// accelerator, a desktop action or a cell's relay all activate it the same way).
///
/// It is also UIKit's `UIAction`: ``init(title:image:identifier:attributes:handler:)-(_,String?,_,_,_)`` makes
/// one with a title, for a ``Menu`` or a ``BarButtonItem``. GNOME's action is the same idea — a
/// named command that menus, buttons and shortcuts share — so GtkKit has one type for both.
@MainActor
public final class Action: Object, MenuElement {
    /// The action's name within its group ("quit" for "app.quit").
    public let name: String
    /// What a menu item or button for the action says (UIKit's `title`); empty for an action
    /// made by name.
    public private(set) var title = ""
    /// A themed icon's name for a button showing the action (UIKit's `image`). GNOME's menus show
    /// no icons beside their items, so a menu item shows the title alone.
    public private(set) var image: String?
    /// The action's identifier (UIKit's `identifier`): its ``name``, generated unless given.
    public var identifier: String { name }

    /// How an action is shown (UIKit's `UIMenuElement.Attributes`): one, several in an array
    /// literal (`[.destructive, .disabled]`), or none (`[]`).
    public struct Attributes: Sendable, Equatable, ExpressibleByArrayLiteral {
        private let bits: Int
        private init(bits: Int) { self.bits = bits }
        /// The attributes listed together.
        public init(arrayLiteral elements: Attributes...) { bits = elements.reduce(0) { $0 | $1.bits } }
        /// Whether these attributes include all of `other`.
        public func contains(_ other: Attributes) -> Bool { bits & other.bits == other.bits }
        /// Dimmed, and cannot be chosen.
        public static let disabled = Attributes(bits: 1)
        /// Destroys something. GNOME's menus draw it like any item.
        public static let destructive = Attributes(bits: 2)
        /// Not shown.
        public static let hidden = Attributes(bits: 4)
    }

    /// How the action is shown (UIKit's `attributes`).
    public private(set) var attributes: Attributes = []

    /// UIKit's `UIAction(title:image:identifier:attributes:handler:)`: an action named
    /// `identifier` (or a unique generated name) that runs `handler` with itself. `image` is a
    /// themed icon's name (UIKit takes a `UIImage`).
    public convenience init(
        title: String = "", image: String? = nil, identifier: String? = nil, attributes: Attributes = [],
        handler: @escaping @MainActor (Action) -> Void
    ) {
        Self.made += 1
        let reference = WeakActionReference()
        self.init(name: identifier ?? "action-\(Self.made)") { reference.action.map(handler) }
        reference.action = self
        self.title = title
        self.image = image
        self.attributes = attributes
        if attributes.contains(.disabled) { isEnabled = false }
    }

    /// How many titled actions were made, for their generated names.
    private static var made = 0

    /// The action its own handler is given, held weakly: the handler lives in the GObject that
    /// the action holds.
    private final class WeakActionReference {
        weak var action: Action?
    }

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

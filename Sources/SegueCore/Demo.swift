/// One entry of the first-level list: a demo system that can be opened.
public struct Demo: Equatable, Sendable {
    /// Stable identifier, used by `--page` and desktop actions.
    public let id: String
    /// The row title (translated).
    public let title: String
    /// A themed icon name shown at the start of the row.
    public let iconName: String

    /// The demos that work, in the order the first-level list shows them. Only working demos
    /// appear: the other seed systems are added here as they are built.
    public static var all: [Demo] {
        [Demo(id: "disclosure-buttons", title: localized("Disclosure Buttons"), iconName: "view-list-symbolic")]
    }
}

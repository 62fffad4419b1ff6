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
        [
            Demo(id: disclosureButtonsID, title: localized("Disclosure Buttons"), iconName: "view-list-symbolic"),
            Demo(id: tasksID, title: localized("Tasks"), iconName: "object-select-symbolic"),
            Demo(id: countingTabsID, title: localized("Counting Tabs"), iconName: "view-grid-symbolic"),
        ]
    }

    /// The id of the movie drill-down.
    public static let disclosureButtonsID = "disclosure-buttons"
    /// The id of the task list.
    public static let tasksID = "tasks"
    /// The id of the Counting tab bar.
    public static let countingTabsID = "counting-tabs"

    /// The demo with `id`, if there is one (for `--page`).
    public static func named(_ id: String) -> Demo? { all.first { $0.id == id } }
}

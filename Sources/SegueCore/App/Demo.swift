/// One entry of the first-level list: a demo system that can be opened. The one list of demos:
/// the first-level list, `--page`, `--help`, the desktop file's actions (checked by a test) and
/// the router (an exhaustive `switch`) all follow it.
public enum Demo: String, CaseIterable, Sendable {
    /// The movie drill-down (seed 000).
    case disclosureButtons = "disclosure-buttons"
    /// The task list (seed 002).
    case tasks
    /// The Counting tab bar (seed 004).
    case countingTabs = "counting-tabs"
    /// Homepwner's item list, with thumbnails that relay to their controller (seed 001).
    case homepwner
    /// SuperDB's heroes, whose detail page comes from a configuration file (seed 003).
    case heroes

    /// Stable identifier, used by `--page` and desktop actions.
    public var id: String { rawValue }

    /// The row title (translated).
    public var title: String {
        switch self {
        case .disclosureButtons: localized("Disclosure Buttons")
        case .tasks: localized("Tasks")
        case .countingTabs: localized("Counting Tabs")
        case .homepwner: localized("Homepwner")
        case .heroes: localized("Heroes")
        }
    }

    /// Whether the demo changes data the user can undo; its screen is then kept while the window
    /// is open, so the window's undo history still reaches it after the user leaves the demo.
    public var hasUndoableChanges: Bool {
        switch self {
        case .disclosureButtons: false
        case .tasks, .countingTabs, .homepwner, .heroes: true
        }
    }

    /// A themed icon name shown at the start of the row.
    public var iconName: String {
        switch self {
        case .disclosureButtons: "view-list-symbolic"
        case .tasks: "object-select-symbolic"
        case .countingTabs: "view-grid-symbolic"
        case .homepwner: "camera-photo-symbolic"
        case .heroes: "avatar-default-symbolic"
        }
    }

    /// The demo with `id`, if there is one (for `--page`).
    public static func named(_ id: String) -> Demo? { Demo(rawValue: id) }
}

import GtkKit

/// What a demo's item column shows on a wide window before an item is chosen: GNOME's empty
/// state ("No Task Selected"), saying how to choose one.
@MainActor
final class NoSelectionViewController: ViewController {
    private let heading: String
    private let hint: String
    private let iconName: String

    init(title: String, hint: String, iconName: String) {
        heading = title
        self.hint = hint
        self.iconName = iconName
        super.init()
    }

    required init?(coder: Coder) { nil }

    override func loadView() {
        view = StatusPage(iconName: iconName, title: heading, description: hint)
    }
}

import GtkKit

/// The second tab: a plain page with a label. Its tab carries a badge ("1 new") until it is first
/// shown — a tab badge set from the controller itself.
@MainActor
public final class AboutViewController: ViewController {
    /// What the page says.
    public let label = Label("Notes is the smallest GtkKit app: a tab bar, a table and a page that edits.")

    public override init() {
        super.init()
        title = "About"
        tabBarItem.iconName = "help-about-symbolic"
        tabBarItem.badgeValue = "1"
    }

    public override func loadView() {
        label.wraps = true
        label.setMargins(24)
        view = label
    }

    /// Seen: the badge goes.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tabBarItem.badgeValue = nil
    }
}

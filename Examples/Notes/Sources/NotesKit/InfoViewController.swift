import GtkKit

/// The second tab: a plain page with a label.
@MainActor
public final class InfoViewController: ViewController {
    /// What the page says.
    public let label = Label("Notes is the smallest GtkKit app: a tab bar, a table and a page that edits.")

    public override init() {
        super.init()
        title = "Info"
        tabBarItem.iconName = "help-about-symbolic"
    }

    public override func loadView() {
        label.wraps = true
        label.setMargins(24)
        view = label
    }
}

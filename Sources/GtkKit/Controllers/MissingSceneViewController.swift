/// What an unknown storyboard identifier makes: a page that says the screen is missing.
@MainActor
final class MissingSceneViewController: ViewController {
    let identifier: String

    init(identifier: String) {
        self.identifier = identifier
        super.init()
        title = gettextString("Missing Screen")
    }

    required convenience init?(coder: Coder) { self.init(identifier: "") }

    override func loadView() {
        view = StatusPage(
            iconName: "dialog-warning-symbolic", title: gettextString("This screen is missing"),
            description: gettextString(format: "The app asked for a screen named “%1$@”, which it does not have.", identifier))
    }
}

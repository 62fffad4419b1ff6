import GtkKit
import SegueCore

/// The main window: a navigation stack whose root is the first-level list of demos.
@MainActor
final class MainWindowController {
    let window: Window
    let navigation: NavigationController
    private(set) var isOpen = true

    init(application: Application?) {
        StyleSheet.install()
        let root = DemoListViewController()
        navigation = NavigationController(rootViewController: root)
        window = Window(application: application)
        window.setDefaultSize(width: 480, height: 640)
        window.rootViewController = navigation
        window.connect("destroy") { [weak self] in self?.isOpen = false }
    }

    func present() { window.present() }
}

import FoundationEssentials
import GtkKit
import SegueCore

/// The main window: a navigation stack whose root is the first-level list of demos.
@MainActor
final class MainWindowController {
    let window: Window
    let navigation: NavigationController

    let services: AppServices

    init(application: Application?, services: AppServices = AppServices()) {
        self.services = services
        // The app's own style sheet is optional polish: without its resource bundle the app still works.
        if services.registerResources() { StyleSheet.install(resource: AppServices.resourcePath("segue.css")) }
        let root = DemoListViewController(services: services)
        navigation = NavigationController(rootViewController: root)
        navigation.storyboard = AppStoryboard.make(services: services)
        window = Window(application: application)
        settings = Settings.open(schemaID: AppIdentity.applicationID, extraDirectories: services.uninstalledSchemaDirectories)
        window.setDefaultSize(width: settings?.integer("window-width") ?? 480, height: settings?.integer("window-height") ?? 640)
        if settings?.boolean("window-maximized") == true { window.isMaximized = true }
        window.rootViewController = navigation
        navigation.headerBar.packEnd(
            MenuButton(
                accessibleLabel: localized("Main Menu"),
                items: [
                    (localized("_Keyboard Shortcuts"), "app.shortcuts"),
                    (localized("_About Segue"), "app.about"),
                    (localized("_Quit"), "app.quit"),
                ]))
        window.addAction(Action(name: "close") { [weak self] in self?.window.close() })
        window.onCloseRequest { [weak self] in self?.saveWindowState() }
    }

    /// GSettings for the window state, or nil when the schema is not installed or built.
    let settings: Settings?

    /// Remembers the size and maximized state for the next launch.
    private func saveWindowState() {
        guard let settings else { return }
        settings.setBoolean("window-maximized", window.isMaximized)
        let size = window.defaultSize
        if size.width > 0 { settings.setInteger("window-width", size.width) }
        if size.height > 0 { settings.setInteger("window-height", size.height) }
    }

    /// Whether the window is still open (GTK has not destroyed it).
    var isOpen: Bool { window.isToplevel }

    func present() { window.present() }

    /// Opens a demo's page directly (`--page`, desktop actions), without animation.
    func open(_ demo: Demo) {
        navigation.popToRootViewController(animated: false)
        (navigation.topViewController as? DemoListViewController)?.open(demo, animated: false)
    }
}

import FoundationEssentials
import Glibc
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
        let window = Window(application: application)
        self.window = window
        // The window owns its actions: they hold it weakly.
        undoAction = Action(name: "undo") { [weak window] in window?.undo() }
        redoAction = Action(name: "redo") { [weak window] in window?.redo() }
        settings = Settings.open(schemaID: AppIdentity.applicationID, extraDirectories: services.uninstalledSchemaDirectories)
        if let settings { services.preferences = AppPreferences(store: SettingsPreferenceStore(settings: settings)) }
        if settings == nil, !Self.saidNoSchema {
            // `swift run` without `make`: everything works, but this is not remembered. Said once.
            Self.saidNoSchema = true
            let message =
                "segue: the GSettings schema is not compiled (run `make`, or install Segue): "
                + "the window size and the open pages will not be remembered\n"
            _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
        }
        if let problem = settings?.persistenceProblem, !Self.saidNoSchema {
            // No D-Bus session bus for dconf (or no settings store at all): GLib keeps every
            // setting in memory without a word. Said once.
            Self.saidNoSchema = true
            SegueApp.printError(
                localized(
                    format: "segue: your preferences, the window size and the open pages will not be remembered: %1$@.", problem))
        }
        window.setDefaultSize(width: settings?.integer("window-width") ?? 480, height: settings?.integer("window-height") ?? 640)
        if settings?.boolean("window-maximized") == true { window.isMaximized = true }
        window.rootViewController = navigation
        menu = MenuButton(
            accessibilityLabel: localized("Main Menu"),
            items: [
                (localized("_Undo"), "win.undo"),
                (localized("_Redo"), "win.redo"),
                (localized("_Preferences"), "app.preferences"),
                (localized("_Keyboard Shortcuts"), "app.shortcuts"),
                (localized("_About Segue"), "app.about"),
                (localized("Open _Website"), "app.website"),
                (localized("_Quit"), "app.quit"),
            ])
        navigation.headerBar.packEnd(menu)
        window.addAction(Action(name: "close") { [weak self] in self?.window.close() })
        window.addAction(undoAction)
        window.addAction(redoAction)
        window.undoManager.onChange = { [weak self] in self?.updateUndoItems() }
        updateUndoItems()
        window.onCloseRequest { [weak self] in self?.saveWindowState() }
        // Found during a write (the user may be typing): said once the write's own screen has
        // updated, in the lists' bars, which never take the keyboard; in a dialog only when no
        // list is open to say it.
        services.onStoreProblem = { [weak self] problem in
            self?.problemAlert = MainLoop.after(milliseconds: 0) { [weak self] in
                guard let self, !self.services.sayOnListBars(problem) else { return }
                self.navigation.showProblem(problem.title, problem.message)
            }
        }
    }

    private var problemAlert: MainLoop.Timer?

    /// The primary menu; its first two items name what Undo and Redo would do.
    let menu: MenuButton
    let undoAction: Action
    let redoAction: Action

    /// "Undo Delete Task" / "Redo Delete Task", dimmed when there is nothing to undo or redo.
    private func updateUndoItems() {
        let manager = window.undoManager
        undoAction.isEnabled = manager.canUndo
        redoAction.isEnabled = manager.canRedo
        menu.setLabel(manager.canUndo ? localized(format: "_Undo %1$@", manager.undoActionName) : localized("_Undo"), forItemAt: 0)
        menu.setLabel(manager.canRedo ? localized(format: "_Redo %1$@", manager.redoActionName) : localized("_Redo"), forItemAt: 1)
    }

    /// GSettings for the window state, or nil when the schema is not installed or built.
    let settings: Settings?
    /// Whether settings that will not be saved (no schema, no way to save them) were reported
    /// (once per process).
    private static var saidNoSchema = false

    /// Remembers the size and maximized state, and the pages that are open, for the next launch.
    /// Pages are kept in GSettings with the window's size, not in the SQLite store: they are the
    /// user's place, not their data; they are saved even when the store is unwritable; and a
    /// record that cannot be read is simply ignored, never near the tasks.
    private func saveWindowState() {
        guard let settings else { return }
        settings.setString("restoration-state", navigation.restorationArchive(version: AppIdentity.version) ?? "")
        settings.setBoolean("window-maximized", window.isMaximized)
        let size = window.defaultSize
        if size.width > 0 { settings.setInteger("window-width", size.width) }
        if size.height > 0 { settings.setInteger("window-height", size.height) }
    }

    /// Whether the window is still open (GTK has not destroyed it).
    var isOpen: Bool { window.isToplevel }

    func present() { window.present() }

    /// Rebuilds the pages that were open when Segue last quit (before the first frame, without
    /// animation); returns how many were. `--page` and the desktop actions open a page instead.
    @discardableResult
    func restoreLastSession() -> Int {
        guard let archive = settings?.string("restoration-state"), !archive.isEmpty else { return 0 }
        return navigation.restore(fromArchive: archive, version: AppIdentity.version)
    }

    /// Opens a demo's page directly (`--page`, desktop actions), without animation.
    func open(_ demo: Demo) {
        navigation.popToRootViewController(animated: false)
        (navigation.topViewController as? DemoListViewController)?.open(demo, animated: false)
    }
}

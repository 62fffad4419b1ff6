import FoundationEssentials
import Glibc
import GtkKit
import SegueCore

/// The `segue` process: locale and translations, the display check, the GtkApplication.
@MainActor
enum SegueApp {
    /// Runs the application; returns the exit status.
    static func run(arguments: [String]) -> Int32 {
        setUpLocalization()
        let page: String?
        let remaining: [String]
        switch CommandLineOptions.parse(arguments) {
        case .exit(let text, let status):
            if status == 0 { print(text) } else { printError(text) }
            return status
        case .run(let requestedPage, let rest):
            page = requestedPage
            remaining = rest
        }
        let startPage = page.flatMap(Demo.named)
        guard Application.openDisplay() else {
            printError(
                localized(
                    "segue: cannot open a display. Segue is a graphical application: run it in a desktop session, or set DISPLAY (X11) or WAYLAND_DISPLAY."
                ))
            return 1
        }
        let application = Application(id: AppIdentity.applicationID)
        var windowController: MainWindowController?
        // Ctrl+Q closes the window the normal way first, so an open editor passes its text back
        // and the pages open now are saved for the next launch.
        application.addAction(
            Action(name: "quit") {
                windowController?.window.close()
                application.quit()
            })
        application.addAction(Action(name: "about") { windowController.map(AppDialogs.showAbout) })
        application.addAction(Action(name: "website") { windowController.map(AppDialogs.openWebsite) })
        application.addAction(Action(name: "shortcuts") { windowController.map(AppDialogs.showShortcuts) })
        application.addAction(Action(name: "preferences") { windowController.map(AppDialogs.showPreferences) })
        // `--page` (the desktop file's actions) goes to a running Segue if there is one.
        application.addAction(
            Action(name: "open-page") { name in
                guard let demo = Demo.named(name) else { return }
                if windowController?.isOpen != true {
                    windowController = MainWindowController(application: application)
                }
                windowController?.open(demo)
                windowController?.present()
            })
        if let page, application.activateInRunningInstance(action: "open-page", argument: page) { return 0 }
        application.setAccelerators(["<Control>q"], forAction: "app.quit")
        application.setAccelerators(["<Control>question"], forAction: "app.shortcuts")
        application.setAccelerators(["<Control>comma"], forAction: "app.preferences")
        application.setAccelerators(["<Control>w"], forAction: "win.close")
        application.onActivate {
            if let windowController, windowController.isOpen {
                windowController.present()
                return
            }
            let controller = MainWindowController(application: application)
            windowController = controller
            if let startPage { controller.open(startPage) } else { controller.restoreLastSession() }
            controller.present()
        }
        // SIGTERM, SIGINT and SIGHUP close the windows the normal way first, so an open editor
        // passes its text back and the store commits it before the process ends. A main loop
        // stuck for 5 s (long work) ends anyway: every edit is already stored as it is made
        // (drafts each second), so a logout never hangs on Segue.
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            MainLoop.onUnixSignal(signal, deadline: 5) {
                windowController?.window.close()
                application.quit()
            }
        }
        let status = application.run(remaining)
        windowController?.services.finish()
        return status
    }

    /// Writes one line to standard error (the C `stderr` global is not concurrency-safe in Swift 6).
    static func printError(_ message: String) {
        let line = message + "\n"
        line.withCString { _ = write(STDERR_FILENO, $0, strlen($0)) }
    }

    /// Binds the `segue` text domain to the catalogue installed beside the binary
    /// (`<prefix>/share/locale`), or an uninstalled build's (`.build/locale`, made by `make`),
    /// falling back to the system's.
    static func setUpLocalization() {
        setlocale(LC_ALL, "")
        let executable = URL(fileURLWithPath: DataLocator.currentExecutable).resolvingSymlinksInPath()
        var candidates = [executable.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("share/locale")]
        var ancestor = executable.deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(ancestor.appendingPathComponent(".build/locale"))
            ancestor = ancestor.deletingLastPathComponent()
        }
        let localeDir = candidates.first { FileManager.default.fileExists(atPath: $0.path) }?.path ?? "/usr/share/locale"
        bindTextDomain(to: localeDir)
    }
}

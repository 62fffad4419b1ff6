import CGtk
import Foundation
import GtkKit
import SegueCore

/// The `segue` process: locale and translations, the display check, the GtkApplication.
@MainActor
enum SegueApp {
    /// Runs the application; returns the exit status.
    static func run(arguments: [String]) -> Int32 {
        setUpLocalization()
        guard gtk_init_check() != 0 else {
            FileHandle.standardError.write(Data((localized("segue: cannot open a display. Segue is a graphical application: run it in a desktop session, or set DISPLAY (X11) or WAYLAND_DISPLAY.") + "\n").utf8))
            return 1
        }
        let application = Application(id: AppIdentity.applicationID)
        var windowController: MainWindowController?
        application.onActivate {
            if let windowController, windowController.isOpen {
                windowController.present()
                return
            }
            let controller = MainWindowController(application: application)
            windowController = controller
            controller.present()
        }
        return application.run(arguments)
    }

    /// Binds the `segue` text domain to the installed catalogue, or to the build folder's.
    static func setUpLocalization() {
        setlocale(LC_ALL, "")
        let locator = DataLocator()
        let localeDir = locator.candidates
            .map { $0.deletingLastPathComponent().appendingPathComponent("locale") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
        bindtextdomain(textDomain, localeDir?.path ?? "/usr/share/locale")
        bind_textdomain_codeset(textDomain, "UTF-8")
        textdomain(textDomain)
    }
}

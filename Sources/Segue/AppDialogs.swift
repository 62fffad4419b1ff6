import CGtk
import FoundationEssentials
import GtkKit
import SegueCore

/// The application menu's windows: Keyboard Shortcuts and About Segue.
@MainActor
enum AppDialogs {
    /// Shows the keyboard shortcuts window (Resources/shortcuts.ui), or says why it cannot.
    static func showShortcuts(over main: MainWindowController) {
        do {
            let path = AppServices.resourcePath("shortcuts.ui")
            guard main.services.registerResources() else {
                throw DataError.missing(file: "segue.gresource", searched: main.services.locator.candidates(for: .resources).map(\.path))
            }
            let builder = gtk_builder_new()!
            defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
            var error: UnsafeMutablePointer<GError>?
            guard gtk_builder_add_from_resource(builder, path, &error) != 0,
                  let object = gtk_builder_get_object(builder, "shortcuts") else {
                let reason = error.map { String(cString: $0.pointee.message) } ?? "no “shortcuts” object"
                g_clear_error(&error)
                throw DataError.malformed(path: path, reason: reason)
            }
            let window = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWindow.self)
            gtk_window_set_transient_for(window, main.window.pointer())
            gtk_window_present(window)
        } catch {
            Alert(title: localized("Keyboard shortcuts are unavailable"), message: String(describing: error),
                  cancelButtonTitle: localized("Close")).present(over: main.window)
        }
    }

    /// Shows About Segue, crediting the books whose tutorials the demos rebuild.
    static func showAbout(over main: MainWindowController) {
        let about = gtk_about_dialog_new()!
        let dialog = OpaquePointer(about)
        gtk_about_dialog_set_program_name(dialog, AppIdentity.name)
        gtk_about_dialog_set_version(dialog, AppIdentity.version)
        gtk_about_dialog_set_logo_icon_name(dialog, AppIdentity.applicationID)
        gtk_about_dialog_set_comments(dialog, localized("UIKit-style demos on GTK: drill-downs, task lists and tab bars."))
        gtk_about_dialog_set_license_type(dialog, GTK_LICENSE_MIT_X11)
        gtk_about_dialog_set_website(dialog, "https://github.com/segue/segue")
        let books = ["Beginning iOS 5 Development — Dave Mark, Jack Nutting, Jeff LaMarche",
                     "Sams Teach Yourself iOS 5 Application Development in 24 Hours — John Ray"]
        var cBooks: [UnsafePointer<CChar>?] = books.map { UnsafePointer(strdup($0)) } + [nil]
        defer { cBooks.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
        cBooks.withUnsafeMutableBufferPointer { buffer in
            gtk_about_dialog_add_credit_section(dialog, localized("Inspired by the tutorials of"), buffer.baseAddress)
        }
        let window = UnsafeMutableRawPointer(about).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_transient_for(window, main.window.pointer())
        gtk_window_set_modal(window, 1)
        gtk_window_present(window)
    }
}

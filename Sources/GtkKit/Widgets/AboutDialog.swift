internal import CGtk

/// The standard "About" window (`GtkAboutDialog`): name, version, icon, description, website,
/// licence and credits. UIKit has no counterpart; on GNOME every app's primary menu has one.
///
/// Configure the properties, then ``present(over:)``. Each call opens a new dialog, modal to the
/// given window; GTK owns it once shown and destroys it when the user closes it.
@MainActor
public final class AboutDialog {
    /// A licence GTK can name and link to (a subset of `GtkLicense`).
    public enum License: Sendable, CaseIterable {
        /// The MIT (X11) licence.
        case mitX11
        /// The GNU GPL, version 3 or later.
        case gpl3OrLater
        /// The GNU LGPL, version 2.1 or later.
        case lgpl21OrLater
        /// The Apache licence, version 2.0.
        case apache2

        var gtkValue: GtkLicense {
            switch self {
            case .mitX11: GTK_LICENSE_MIT_X11
            case .gpl3OrLater: GTK_LICENSE_GPL_3_0
            case .lgpl21OrLater: GTK_LICENSE_LGPL_2_1
            case .apache2: GTK_LICENSE_APACHE_2_0
            }
        }
    }

    /// The program's name, shown as the title.
    public var programName: String
    /// The version string.
    public var version: String?
    /// A themed icon name for the logo (usually the application ID).
    public var logoIconName: String?
    /// One sentence about the program.
    public var comments: String?
    /// The project's web page.
    public var website: String?
    /// The licence.
    public var license: License?
    /// Extra credit sections, each a heading and its people or works.
    public var creditSections: [(title: String, names: [String])] = []

    /// An about dialog for `programName`.
    public init(programName: String) { self.programName = programName }

    /// Opens the dialog modally over `window`.
    public func present(over window: Window) {
        // GTK 4.8 gives GtkAboutDialog no role of its own ("filler"), so Orca says nothing when it
        // opens; as a dialog it is announced like any other ("About Segue dialog").
        let dialog = OpaquePointer(gtkkit_widget_new_with_role(gtk_about_dialog_get_type(), GTK_ACCESSIBLE_ROLE_DIALOG)!)
        gtk_about_dialog_set_program_name(dialog, programName)
        if let version { gtk_about_dialog_set_version(dialog, version) }
        if let logoIconName { gtk_about_dialog_set_logo_icon_name(dialog, logoIconName) }
        if let comments { gtk_about_dialog_set_comments(dialog, comments) }
        if let website { gtk_about_dialog_set_website(dialog, website) }
        if let license { gtk_about_dialog_set_license_type(dialog, license.gtkValue) }
        for section in creditSections {
            withCStringArray(section.names) { gtk_about_dialog_add_credit_section(dialog, section.title, $0) }
        }
        // A wrapper that lives while the dialog is open: it sets the focus again once the dialog is
        // active, so a screen reader announces it, as it does every GtkKit window.
        let about = Window(borrowing: UnsafeMutableRawPointer(dialog))
        about.retainWhileOpen()
        about.transientParent = window
        about.isModal = true
        about.present()
    }
}

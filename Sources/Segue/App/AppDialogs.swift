import FoundationEssentials
import GtkKit
import SegueCore

/// The application menu's windows: Keyboard Shortcuts and About Segue.
@MainActor
enum AppDialogs {
    /// Shows the keyboard shortcuts window (Resources/shortcuts.ui), or says why it cannot.
    static func showShortcuts(over main: MainWindowController) {
        do {
            guard main.services.registerResources() else {
                let searched = main.services.locator.candidates(for: .resources).map(\.path)
                throw DataError.missing(file: "segue.gresource", searched: searched)
            }
            let window = try Window(resource: AppServices.resourcePath("shortcuts.ui"), objectID: "shortcuts")
            window.transientParent = main.window
            window.present()
        } catch {
            main.navigation.showProblem(localized("Keyboard shortcuts are unavailable"), String(describing: error))
        }
    }

    /// Shows Preferences over the main window (once: Ctrl+comma while it is open does nothing).
    static func showPreferences(over main: MainWindowController) {
        let presenter = main.navigation
        guard presenter.presentedViewController == nil else { return }
        let preferences = PreferencesViewController(preferences: main.services.preferences)
        presenter.present(NavigationController(rootViewController: preferences), animated: true)
    }

    /// Opens the project's homepage in the desktop's web browser, or says that no application
    /// on this computer opens web addresses.
    static func openWebsite(over main: MainWindowController) {
        guard let url = URL(string: AppIdentity.website), let application = Application.shared else { return }
        application.open(url) { [weak main] opened in
            guard !opened, let main, main.isOpen else { return }
            main.navigation.showProblem(
                localized("The website could not be opened"),
                localized(format: "No application on this computer opens web addresses. The website is %1$@.", url.absoluteString))
        }
    }

    /// Shows About Segue, crediting the books whose tutorials the demos rebuild.
    static func showAbout(over main: MainWindowController) {
        let about = AboutDialog(programName: AppIdentity.name)
        about.version = AppIdentity.version
        about.logoIconName = AppIdentity.applicationID
        about.comments = localized("UIKit-style demos on GTK: drill-downs, task lists and tab bars.")
        about.license = .mitX11
        about.website = AppIdentity.website
        about.creditSections = [
            (
                localized("Inspired by the tutorials of"),
                [
                    "Beginning iOS 5 Development — Dave Mark, Jack Nutting, Jeff LaMarche",
                    "Sams Teach Yourself iOS 5 Application Development in 24 Hours — John Ray",
                ]
            )
        ]
        about.present(over: main.window)
    }
}

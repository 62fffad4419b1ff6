import GtkKit

/// Builds the app's window: a navigation controller whose root is a tab bar (Notes, Info), and a
/// storyboard that says where "showNote" leads. The only place that names destinations.
@MainActor
public final class NotesWindow {
    /// The window.
    public let window: Window
    /// The navigation stack (tab bar at its root, note pages pushed on it).
    public let navigation: NavigationController
    /// The tab bar.
    public let tabs = TabBarController()
    /// The notes list (the first tab).
    public let list: NoteListViewController

    /// A window for `application` (nil in tests) showing `book`.
    public init(application: Application?, book: NoteBook) {
        list = NoteListViewController(book: book)
        tabs.title = "Notes"
        tabs.setViewControllers([list, InfoViewController()])
        navigation = NavigationController(rootViewController: tabs)
        let storyboard = Storyboard()
        storyboard.register(segue: NoteListViewController.showNoteSegue) { NoteDetailViewController() }
        navigation.storyboard = storyboard
        window = Window(application: application)
        window.setDefaultSize(width: 480, height: 560)
        window.rootViewController = navigation
    }

    /// Sample notes for a first run.
    public static let sampleNotes = [
        Note(text: "Welcome to Notes\nEvery screen here is GtkKit's public API."),
        Note(text: "Shopping\nMilk, bread, tea"),
        Note(text: "Ideas\nA tab bar with a badge"),
    ]
}

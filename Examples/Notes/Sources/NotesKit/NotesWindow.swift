import GtkKit

/// Builds the app's window in UIKit's usual shape: a tab bar controller at the root (Notes, Board,
/// About)
/// with a navigation stack in the Notes tab, so a note's page is pushed inside the tab — under
/// the tab's own header with Back and "+", above the tabs — and a storyboard that says where
/// "showNote" and "addNote" lead and where "noteAdded" unwinds to. The only place that names
/// destinations. No style sheet or window size is
/// set up: GtkKit's defaults look right.
@MainActor
public final class NotesWindow {
    /// The window.
    public let window: Window
    /// The tab bar at the window's root.
    public let tabs = TabBarController()
    /// The Notes tab's navigation stack (the list at its root, note pages pushed on it).
    public let navigation: NavigationController
    /// The notes list (the Notes tab's root).
    public let list: NoteListViewController
    /// The Board tab: the notes as tiles (a collection view), searchable.
    public let board: NoteBoardViewController
    /// The About tab, made by the storyboard from its identifier (UIKit's
    /// `instantiateViewController(withIdentifier:)`).
    public let about: ViewController
    /// The About scene's storyboard identifier.
    public static let aboutScene = "About"

    /// A window for `application` (nil in tests) showing `book`.
    public init(application: Application?, book: NoteBook) {
        list = NoteListViewController(book: book)
        navigation = NavigationController(rootViewController: list)
        let storyboard = Storyboard()
        storyboard.register(segue: NoteListViewController.showNoteSegue) { NoteDetailViewController() }
        storyboard.register(viewControllerWithIdentifier: Self.aboutScene) { AboutViewController() }
        storyboard.register(segue: NoteListViewController.addNoteSegue, kind: .modal) {
            NavigationController(rootViewController: AddNoteViewController())
        }
        storyboard.register(unwindSegue: NoteListViewController.noteAddedSegue, to: NoteListViewController.self) { list, segue in
            list.noteAdded(segue)
        }
        navigation.storyboard = storyboard
        about = storyboard.instantiateViewController(withIdentifier: Self.aboutScene)
        navigation.tabBarItem.iconName = "text-x-generic-symbolic" // titled "Notes", after the list
        board = NoteBoardViewController(book: book)
        tabs.setViewControllers([navigation, NavigationController(rootViewController: board), about])
        window = Window(application: application)
        window.rootViewController = tabs
    }

    /// Sample notes for a first run.
    public static let sampleNotes = [
        Note(text: "Welcome to Notes\nEvery screen here is built on the public API only."),
        Note(text: "Shopping\nMilk, bread, tea"),
        Note(text: "Ideas\nA tab bar with a badge"),
    ]
}

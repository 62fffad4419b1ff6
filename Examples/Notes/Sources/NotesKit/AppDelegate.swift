import FoundationEssentials
import GtkKit

/// Notes' application delegate, in UIKit's shape: the window is made once the app has launched;
/// the notes are written whenever the app resigns active (the user turned to another program)
/// and when it terminates, and read back at the next launch, so nothing typed is lost.
@MainActor
public final class AppDelegate: ApplicationDelegate {
    /// Where the notes are kept between launches; nil keeps nothing.
    let storeURL: URL?
    /// The notes, once the app has launched.
    public private(set) var book: NoteBook?
    /// The main window, once the app has launched.
    public private(set) var notesWindow: NotesWindow?

    /// A delegate keeping the notes at `storeURL`.
    public init(storeURL: URL?) { self.storeURL = storeURL }

    /// Reads the kept notes (the samples on a first launch) and shows the window.
    public func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?)
        -> Bool
    {
        let book = NoteBook(notes: readNotes() ?? NotesWindow.sampleNotes)
        self.book = book
        let controller = NotesWindow(application: application, book: book)
        notesWindow = controller
        controller.window.present()
        return true
    }

    /// Writes the notes: the user may not come back before the session ends.
    public func applicationWillResignActive(_ application: Application) { writeNotes() }

    /// Writes the notes.
    public func applicationWillTerminate(_ application: Application) { writeNotes() }

    private func writeNotes() {
        guard let storeURL, let book, let data = try? JSONEncoder().encode(book.notes.map(\.text)) else { return }
        try? FileManager.default.createDirectory(at: storeURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: storeURL, options: .atomic)
    }

    private func readNotes() -> [Note]? {
        guard let storeURL, let data = try? Data(contentsOf: storeURL),
            let texts = try? JSONDecoder().decode([String].self, from: data)
        else { return nil }
        return texts.map(Note.init(text:))
    }

    /// `$XDG_DATA_HOME/notes/notes.json` (by default `~/.local/share/notes/notes.json`).
    public static func defaultStoreURL() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty {
            return URL(fileURLWithPath: data).appendingPathComponent("notes/notes.json")
        }
        guard let home = environment["HOME"] else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/notes/notes.json")
    }
}

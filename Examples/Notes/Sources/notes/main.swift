import Glibc
import GtkKit
import NotesKit

// Top-level code runs on the main actor, where GTK lives.
guard Application.openDisplay() else {
    print("notes: cannot open a display (run it in a desktop session)")
    exit(1)
}
let application = Application(id: "io.github.segue.Notes")
let book = NoteBook(notes: NotesWindow.sampleNotes)
var notesWindow: NotesWindow?
application.onActivate {
    let controller = notesWindow ?? NotesWindow(application: application, book: book)
    notesWindow = controller
    controller.window.present()
}
exit(application.run(CommandLine.arguments))

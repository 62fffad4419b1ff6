import Glibc
import GtkKit
import NotesKit

// Top-level code runs on the main actor, where GTK lives.
guard Application.openDisplay() else {
    print("notes: cannot open a display (run it in a desktop session)")
    exit(1)
}
let application = Application(id: "io.github.segue.Notes")
// UIKit's shape: the delegate makes the window when the app has launched and keeps the notes
// when it terminates.
let delegate = AppDelegate(storeURL: AppDelegate.defaultStoreURL())
application.delegate = delegate
// A second launch of Notes activates this one again: show its window.
application.onActivate { delegate.notesWindow?.window.present() }
// A logout or `kill` ends the app the normal way, so the delegate hears it will terminate.
for signal in [SIGTERM, SIGINT, SIGHUP] {
    MainLoop.onUnixSignal(signal) { application.quit() }
}
exit(application.run(CommandLine.arguments))

import FoundationEssentials
import Glibc
import SegueCore

// Writes task edits as fast as it can, printing "saved N" after each commit returns, until it is
// killed. SegueCoreTests kills it with SIGKILL at random moments and checks the file.
/// Unbuffered: a line must reach the pipe before the next commit starts, or a kill would lose it.
func say(_ line: String) {
    let text = line + "\n"
    text.withCString { _ = write(STDOUT_FILENO, $0, strlen($0)) }
}

let url = URL(fileURLWithPath: CommandLine.arguments[1])
let store = SegueStore.open(at: url) { database, version throws(StoreError) in
    if version == 1 { try TaskRepository.seed(["first"], into: database) }
}
guard store.isPersistent else {
    say("not persistent: \(String(describing: store.problem))")
    exit(3)
}
MainActor.assumeIsolated {
    do {
        let logic = try TaskListLogic(repository: TaskRepository(database: store.database))
        var counter = Int(logic.tasks[0].text.split(separator: " ").last ?? "0") ?? 0
        while true {
            counter += 1
            try logic.saveDraft(logic.selection(forRow: 0).editing(text: "edit \(counter)"))
            say("saved \(counter)")
        }
    } catch {
        say("error: \(error)")
        exit(4)
    }
}

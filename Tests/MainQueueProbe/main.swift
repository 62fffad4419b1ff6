import CGtk
import Dispatch
import GtkKit

// Proves GtkKit's main-queue bridge the way the app uses it: synchronous top-level code calls
// g_application_run (via Application.run), and work scheduled on the main actor from a signal
// handler must run while GLib owns the loop. Exit 0: both ran; 1: either never ran within 5 s.
// (An XCTest body cannot check this in-process: the test runner is itself a main-queue job, and
// libdispatch does not drain the main queue inside its own drain.)
// `--sigterm-while-blocked` / `--sigterm-while-idle`: the signal deadline of
// `MainLoop.onUnixSignal(_:deadline:_:)`. The probe sends itself SIGTERM, then either blocks the
// main loop for a minute or returns to it: blocked, it must end by SIGALRM within the deadline;
// idle, the handler must run (exit 3) and no alarm may follow it.
if let mode = CommandLine.arguments.dropFirst().first, mode.hasPrefix("--sigterm-while-") {
    let probe = Application(id: "io.github.segue.GtkKitTests.SignalProbe", allowsMultipleInstances: true)
    MainLoop.onUnixSignal(SIGTERM, deadline: 1) {
        print("handled SIGTERM")
        g_application_quit(probe.pointer())
    }
    probe.onActivate {
        g_application_hold(probe.pointer())
        kill(getpid(), SIGTERM)
        if mode == "--sigterm-while-blocked" { sleep(60) }
    }
    _ = probe.run([CommandLine.arguments[0]])
    sleep(2) // an alarm left armed would end the process here
    exit(3)
}

var taskRan = false
var dispatchRan = false
let application = Application(id: "io.github.segue.GtkKitTests.MainQueueProbe", allowsMultipleInstances: true)
application.onActivate {
    g_application_hold(application.pointer())
    let finishIfDone: @MainActor () -> Void = {
        if taskRan && dispatchRan { g_application_release(application.pointer()) }
    }
    Task { @MainActor in
        taskRan = true
        finishIfDone()
    }
    DispatchQueue.main.async {
        dispatchRan = true
        finishIfDone()
    }
}
_ = g_timeout_add_seconds(
    5,
    { data in
        g_application_quit(data?.assumingMemoryBound(to: GApplication.self))
        return 0
    }, application.raw)
let status = application.run(CommandLine.arguments)
print("task ran: \(taskRan), dispatch block ran: \(dispatchRan)")
exit(status == 0 && taskRan && dispatchRan ? 0 : 1)

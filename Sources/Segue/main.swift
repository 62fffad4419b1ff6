import Glibc

// Top-level code runs on the main actor, where GTK lives.
exit(SegueApp.run(arguments: CommandLine.arguments))

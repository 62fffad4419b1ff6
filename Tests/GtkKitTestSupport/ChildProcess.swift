import Foundation

/// Runs a child process to completion with a time limit, capturing its output.
public enum ChildProcess {
    /// What a child printed and how it ended.
    public struct Result: Sendable {
        /// The exit status (or the terminating signal, if it was killed).
        public let status: Int32
        /// Standard output and error, interleaved.
        public let output: String
    }

    /// Runs `executable`; kills it and reports status -1 if it outlives `timeout` seconds.
    /// `whileWaiting` runs between polls (a GTK test passes one that iterates the main loop, so
    /// the app keeps answering the X server while the child talks to it).
    public static func run(
        _ executable: URL, arguments: [String], environment: [String: String]? = nil,
        timeout: TimeInterval, whileWaiting: () -> Void = {}
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            whileWaiting()
            usleep(5_000)
        }
        let timedOut = process.isRunning
        if timedOut {
            process.terminate()
            process.waitUntilExit()
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        return Result(status: timedOut ? -1 : process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}

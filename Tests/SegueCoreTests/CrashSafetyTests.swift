import Foundation
import SegueCore
import XCTest

/// `kill -9` at random moments while edits are being committed: the file must always reopen
/// intact, with every edit the writer saw committed.
final class CrashSafetyTests: StoreTestCase {
    func testFiftyRandomKillsNeverCorruptOrLoseACommittedEdit() throws {
        let probe = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("StoreCrashProbe")
        var generator = SystemRandomNumberGenerator()
        var lastCommitted = 0
        for trial in 0..<50 {
            let process = Process()
            process.executableURL = probe
            process.arguments = [databaseURL.path]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            usleep(UInt32.random(in: 20_000...150_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let saved = output.split(separator: "\n").compactMap { line in
                line.hasPrefix("saved ") ? Int(line.dropFirst(6)) : nil
            }
            XCTAssertFalse(output.contains("error") || output.contains("not persistent"), "trial \(trial): \(output)")
            lastCommitted = max(lastCommitted, saved.last ?? lastCommitted)

            let store = openStore(seed: ["first"])
            XCTAssertNil(store.problem, "trial \(trial): the file did not reopen cleanly")
            XCTAssertEqual(try store.database.query("PRAGMA integrity_check").first?.first?.text, "ok", "trial \(trial)")
            let text = try XCTUnwrap(store.database.query("SELECT text FROM tasks ORDER BY position LIMIT 1").first?.first?.text)
            let stored = Int(text.split(separator: " ").last ?? "0") ?? 0
            XCTAssertGreaterThanOrEqual(stored, lastCommitted, "trial \(trial): a committed edit was lost")
            lastCommitted = stored
        }
        XCTAssertGreaterThan(lastCommitted, 50, "the writer should have committed many edits across 50 trials")
    }
}

import Foundation

/// Finds the folder holding Segue's shipped data files (`movies.json`, …).
///
/// Looked for, in order: `$SEGUE_DATA_DIR`; `share/segue/data` beside the installed binary's
/// prefix; and the source tree's `data/` in an ancestor of the executable (`make run` runs
/// `.build/debug/segue`), so neither an installed nor a source-tree run needs the user to set
/// anything.
public struct DataLocator: Sendable {
    /// The environment consulted (injectable for tests).
    public let environment: [String: String]
    /// The running executable's path.
    public let executablePath: String

    /// A locator for this process.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                executablePath: String = CommandLine.arguments.first ?? "") {
        self.environment = environment
        self.executablePath = executablePath
    }

    /// The candidate folders, most specific first.
    public var candidates: [URL] {
        var result: [URL] = []
        if let override = environment["SEGUE_DATA_DIR"], !override.isEmpty {
            result.append(URL(fileURLWithPath: override, isDirectory: true))
        }
        let executable = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        result.append(folder.deletingLastPathComponent().appendingPathComponent("share/segue/data", isDirectory: true))
        for _ in 0..<6 {
            result.append(folder.appendingPathComponent("data", isDirectory: true))
            folder = folder.deletingLastPathComponent()
        }
        return result
    }

    /// The first candidate folder that holds `file`, or an error naming every place looked in.
    public func url(for file: String) throws(DataError) -> URL {
        for folder in candidates {
            let url = folder.appendingPathComponent(file)
            if FileManager.default.isReadableFile(atPath: url.path) { return url }
        }
        throw .missing(file: file, searched: candidates.map(\.path))
    }
}

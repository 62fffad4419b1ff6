import FoundationEssentials
import Glibc

/// Finds Segue's shipped files: `data/` (movies, seed tasks) and `Resources/` (style sheet).
///
/// Looked for, in order: `$SEGUE_DATA_DIR` (data only); `share/segue/<folder>` beside the
/// installed binary's prefix; and the source tree's `<folder>/` in an ancestor of the executable
/// (`make run` runs `.build/debug/segue`), so neither an installed nor a source-tree run needs the
/// user to set anything.
public struct DataLocator: Sendable {
    /// The environment consulted (injectable for tests).
    public let environment: [String: String]
    /// The running executable's path.
    public let executablePath: String

    /// A locator for this process.
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executablePath: String = DataLocator.currentExecutable
    ) {
        self.environment = environment
        self.executablePath = executablePath
    }

    /// The running program's own file, from `/proc/self/exe`: never `argv[0]`, which is only
    /// "segue" when it was started through `PATH`, and would make the current folder look like
    /// the installation (and a `data/` folder there trusted).
    public static var currentExecutable: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return CommandLine.arguments.first ?? "" }
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The shipped folders Segue reads.
    public enum Folder: String, Sendable {
        /// `data/`: content files.
        case data
        /// The compiled resource bundle `segue.gresource` (style sheet, UI files): built from
        /// `Resources/` into `.build/resources` by `make`, installed as `share/segue/resources`.
        case resources = ".build/resources"

        var installedName: String { self == .data ? "data" : "resources" }
    }

    /// The candidate folders for `folder`, most specific first.
    public func candidates(for folder: Folder = .data) -> [URL] {
        var result: [URL] = []
        if folder == .data, let override = environment["SEGUE_DATA_DIR"], !override.isEmpty {
            result.append(URL(fileURLWithPath: override, isDirectory: true))
        }
        let executable = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath()
        var ancestor = executable.deletingLastPathComponent()
        result.append(
            ancestor.deletingLastPathComponent()
                .appendingPathComponent("share/segue/\(folder.installedName)", isDirectory: true))
        for _ in 0..<6 {
            result.append(ancestor.appendingPathComponent(folder.rawValue, isDirectory: true))
            ancestor = ancestor.deletingLastPathComponent()
        }
        return result
    }

    /// The first candidate folder that holds `file`, or an error naming every place looked in.
    public func url(for file: String, in folder: Folder = .data) throws(DataError) -> URL {
        let candidates = candidates(for: folder)
        for folder in candidates {
            let url = folder.appendingPathComponent(file)
            if FileManager.default.isReadableFile(atPath: url.path) { return url }
        }
        throw .missing(file: file, searched: candidates.map(\.path))
    }
}

// gtkkit-port: writes a Swift package on GtkKit from a UIKit app's Xcode project.
import Foundation
import GtkKitPort

let usage = """
    usage: gtkkit-port <Xcode project folder> <new package folder> [--gtkkit-path <path> | --gtkkit-url <url> --from <version>]

    Reads the app target of the .xcodeproj in the first folder and writes a Swift package that
    builds it on GtkKit into the second: its Swift sources, rewritten only where Swift on Linux
    cannot compile UIKit code, and its resources. Prints each rewrite, and each thing it could
    not convert, as file:line. Run again into the same folder, it writes the same package.
    By default the package depends on this GtkKit by path.

    """

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(index...index + 1) }
    return arguments[index + 1]
}
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage, terminator: "")
    exit(0)
}
let url = option("--gtkkit-url")
let version = option("--from") ?? "0.1.0"
// This repository: the command's own source is Sources/gtkkit-port/main.swift in it.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let path = option("--gtkkit-path") ?? repository.path
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
}
func absolute(_ path: String) -> URL {
    URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
}
let input = absolute(arguments[0])
let output = absolute(arguments[1])
do {
    let project = try XcodeProject(folder: input)
    let port = try Port(project, dependency: url.map { .url($0, from: version) } ?? .path(path))
    for note in port.notes { print(note) }
    try port.write(to: output)
    let sources = port.files.keys.filter { $0.hasSuffix(".swift") && $0 != "Package.swift" }.count
    let rewrites = port.notes.filter { !$0.isUnconverted }.count
    let unconverted = port.notes.filter(\.isUnconverted).count
    print("gtkkit-port: wrote \(output.path): \(sources) Swift files, \(rewrites) rewrites, \(unconverted) not converted")
    print("gtkkit-port: build and run it with: swift run --package-path \(output.path)")
    exit(unconverted == 0 ? 0 : 1)
} catch let error as PortError {
    FileHandle.standardError.write(Data("gtkkit-port: error: \(error)\n".utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("gtkkit-port: error: \(error.localizedDescription)\n".utf8))
    exit(2)
}

import Foundation

/// Where an app's interface files are: in `bundle`'s resources, or for no bundle the app's own —
/// the resource bundles SwiftPM builds beside the executable for its target (found from the
/// executable's name, so UIKit's `bundle: nil` needs no change), searched through at any depth as
/// Xcode keeps `Base.lproj`; then the GResource bundles the app registered with
/// ``ResourceBundle`` (GNOME's way of carrying an app's files in its binary); then the program's
/// own folder, only at its top and in `Base.lproj` (a `bin`, or a build folder of thousands of
/// files, is not searched through).
///
/// A file found in a GResource bundle has a `resource://` path.
@MainActor
enum InterfaceFiles {
    /// The file `name.fileExtension`, or nil and the folders it was looked for in.
    static func locate(_ name: String, extension fileExtension: String, bundle: Bundle?) -> (path: String?, searched: [String]) {
        let file = name.hasSuffix("." + fileExtension) ? name : name + "." + fileExtension
        let bundles = bundle.map { [$0.resourcePath ?? $0.bundlePath] } ?? AppInfo.resourceBundlesOfRunningProgram()
        let program = bundle == nil ? Bundle.main.resourcePath ?? Bundle.main.bundlePath : nil
        let tops = program.map { [$0, $0 + "/Base.lproj"] } ?? []
        for folder in bundles {
            let paths = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
            let matches = paths.filter { $0 == file || $0.hasSuffix("/" + file) }
            if let best = matches.min(by: { ($0.count, $0) < ($1.count, $1) }) { return (folder + "/" + best, bundles + tops) }
        }
        if bundle == nil, let found = ResourceBundle.find(named: file) { return (resourceScheme + found, bundles + tops) }
        let top = tops.map { $0 + "/" + file }.first { FileManager.default.fileExists(atPath: $0) }
        return (top, bundles + (bundle == nil ? ["the registered GResource bundles"] : []) + tops)
    }

    /// How a path in a GResource bundle is written.
    static let resourceScheme = "resource://"

    /// The bytes of the file at `path`, on disk or in a GResource bundle; nil, with the reason
    /// said, when it cannot be read.
    static func contents(of path: String) -> Data? {
        let data =
            path.hasPrefix(resourceScheme)
            ? ResourceBundle.data(atPath: String(path.dropFirst(resourceScheme.count))) : FileManager.default.contents(atPath: path)
        if data == nil { logProgrammingError("\(path): the file cannot be read") }
        return data
    }

    /// The root element of the Interface Builder document at `path`, if it reads and its type
    /// contains `kind` (`Storyboard`, `XIB`); nil with the reason said.
    static func read(_ path: String, kind: String) -> InterfaceElement? {
        contents(of: path).flatMap { parse($0, path: path, kind: kind) }
    }

    /// `data` (the document at `path`, or its skeleton) as its root element, if it is XML Xcode
    /// wrote and its type contains `kind`; nil with the reason said.
    static func parse(_ data: Data, path: String, kind: String) -> InterfaceElement? {
        let root: InterfaceElement
        do {
            root = try InterfaceReader.read(data)
        } catch {
            logProgrammingError("\(path): not a file Xcode wrote: \(error.description)")
            return nil
        }
        guard root.name == "document", let type = root["type"], type.contains(kind), kind == "Storyboard" || !type.contains("Storyboard")
        else {
            logProgrammingError(
                "\(path): not a \(kind == "XIB" ? "xib" : "storyboard") (its root is <\(root.name)> of type \(root["type"] ?? "none"))")
            return nil
        }
        return root
    }
}

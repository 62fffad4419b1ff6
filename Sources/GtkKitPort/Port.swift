import Foundation

/// An Xcode project ported to a Swift package on GtkKit: the files to write and what was done.
/// Made whole in memory before anything is written, so a project that cannot be ported leaves
/// no half-written package behind.
public struct Port {
    /// Where the package will depend on GtkKit from.
    public enum Dependency: Equatable, Sendable {
        /// This repository's folder, by path.
        case path(String)
        /// A Git URL and the first version to accept.
        case url(String, from: String)
    }

    /// The Xcode project read.
    public let project: XcodeProject
    /// The package's Swift target (and executable) name.
    public let name: String
    /// Every file of the package, by path inside it, with its contents.
    public private(set) var files: [String: Data] = [:]
    /// What was rewritten and what could not be, in file and line order.
    public private(set) var notes: [PortNote] = []

    /// The file listing what the port wrote, so running it again replaces exactly those files.
    public static let manifestName = ".gtkkit-port"

    /// Ports `project`, depending on GtkKit through `dependency`.
    public init(_ project: XcodeProject, dependency: Dependency) throws {
        self.project = project
        name = Self.identifier(project.name)
        let sourceRoot = Self.commonFolder(project.sources)
        let target = "Sources/\(name)"
        for source in project.sources {
            guard let data = FileManager.default.contents(atPath: project.folder.appendingPathComponent(source).path),
                let text = String(data: data, encoding: .utf8)
            else { throw PortError("\(source): not readable as UTF-8 text") }
            let (rewritten, sourceNotes) = SwiftRewriter.rewrite(text, file: source)
            notes += sourceNotes
            files[target + "/" + Self.relative(source, to: sourceRoot)] = Data(rewritten.utf8)
        }
        let launchScreen = try Self.launchScreen(of: project)
        var resourceCount = 0
        for resource in project.resources {
            let base = ((resource as NSString).lastPathComponent as NSString).deletingPathExtension
            if resource.hasSuffix(".storyboard") || resource.hasSuffix(".xib"), base == launchScreen {
                notes.append(
                    PortNote(
                        file: resource, line: 1, text: "launch screen left out: a desktop app shows its window at once",
                        isUnconverted: false))
                continue
            }
            for (path, data) in try Self.contents(of: project.folder.appendingPathComponent(resource)) {
                files[target + "/Resources/" + Self.relative(resource, to: sourceRoot) + path] = data
                resourceCount += 1
            }
        }
        if let plist = project.infoPlist, let data = FileManager.default.contents(atPath: project.folder.appendingPathComponent(plist).path)
        {
            files[target + "/Resources/Info.plist"] = fillBuildSettings(data, file: plist)
            resourceCount += 1
        }
        let testTarget = try portUITests()
        let usesWebKit = notes.contains { $0.text.hasPrefix("import WebKit -> ") }
        files["Package.swift"] = Data(
            manifest(dependency: dependency, hasResources: resourceCount > 0, usesWebKit: usesWebKit, testTarget: testTarget).utf8)
        notes.sort { ($0.file, $0.line, $0.text) < ($1.file, $1.line, $1.text) }
    }

    /// The project's UI tests (XCUITest's), as a test target on GtkKitTesting: each file as it
    /// is, with `import GtkKitTesting` after `import XCTest` (XCUITest's API is XCTest's on
    /// Apple's platforms). Returns the test target's name, nil when the project has none.
    private mutating func portUITests() throws -> String? {
        guard let testName = project.uiTestName, !project.uiTestSources.isEmpty else { return nil }
        let target = Self.identifier(testName)
        let root = Self.commonFolder(project.uiTestSources)
        for source in project.uiTestSources {
            guard let data = FileManager.default.contents(atPath: project.folder.appendingPathComponent(source).path),
                let text = String(data: data, encoding: .utf8)
            else { throw PortError("\(source): not readable as UTF-8 text") }
            var lines = text.components(separatedBy: "\n")
            // Linux's XCTest finds a test method by casting it to `() throws`, which a
            // main-actor synchronous method is not (it stops the run): such a test becomes async,
            // which XCTest runs on the main actor as it is.
            if text.contains("@MainActor") {
                for (index, line) in lines.enumerated() {
                    guard let match = line.firstMatch(of: #/func\s+test\w*\(\)(\s+throws)?\s*\{/#), !line.contains("async") else {
                        continue
                    }
                    let signature = String(line[match.range])
                    let made = signature.replacingOccurrences(of: "()", with: "() async")
                    lines[index] = line.replacingOccurrences(of: signature, with: made)
                    notes.append(
                        PortNote(
                            file: source, line: index + 1, text: "test made async: Linux's XCTest runs a @MainActor test only so",
                            isUnconverted: false))
                }
            }
            if let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "import XCTest" }) {
                lines.insert("import GtkKitTesting", at: index + 1)
            } else {
                lines.insert("import GtkKitTesting", at: 0)
            }
            notes.append(
                PortNote(
                    file: source, line: 1, text: "import GtkKitTesting added: XCUITest's API, over the accessibility bus",
                    isUnconverted: false))
            files["Tests/\(target)/" + Self.relative(source, to: root)] = Data(lines.joined(separator: "\n").utf8)
        }
        return target
    }

    /// The package's manifest; `usesWebKit` adds GtkKit's opt-in web view module, `testTarget`
    /// the ported UI tests' target.
    private func manifest(dependency: Dependency, hasResources: Bool, usesWebKit: Bool, testTarget: String?) -> String {
        let package: String
        switch dependency {
        case .path(let path): package = ".package(name: \"Segue\", path: \(literal(path)))"
        case .url(let url, let version): package = ".package(url: \(literal(url)), from: \(literal(version)))"
        }
        let identity: String
        switch dependency {
        case .path: identity = "Segue" // GtkKit's package, by the name its manifest gives it
        case .url(let url, _): identity = ((url as NSString).lastPathComponent as NSString).deletingPathExtension
        }
        let products = (["GtkKitUIKitNames"] + (usesWebKit ? ["GtkKitWebKit"] : [])).map {
            ".product(name: \(literal($0)), package: \(literal(identity)))"
        }
        // The UI tests launch the app by the package's name (GtkKitTesting's XCUIApplication()).
        let tests =
            testTarget.map {
                """

                        .testTarget(
                            name: \(literal($0)),
                            dependencies: [.product(name: "GtkKitTesting", package: \(literal(identity)))],
                            path: \(literal("Tests/" + $0))
                        ),
                """
            } ?? ""
        return """
            // swift-tools-version:6.0
            // Written by gtkkit-port from \(project.name)'s Xcode project; running it again writes it again.
            import PackageDescription

            let package = Package(
                name: \(literal(name)),
                dependencies: [
                    \(package)
                ],
                targets: [
                    .executableTarget(
                        name: \(literal(name)),
                        dependencies: [\(products.joined(separator: ", "))]\(hasResources ? ",\n            resources: [.copy(\"Resources\")]" : ""),
                        // Swift 6's reading of `Type.method` (SE-0418), which GtkKit's
                        // target–action takes where UIKit takes a #selector.
                        swiftSettings: [.enableUpcomingFeature("InferSendableFromCaptures")],
                        // The table of the app's @IBAction methods its storyboards' actions call.
                        plugins: [.plugin(name: "InterfaceBuilderActions", package: \(literal(identity)))]
                    ),\(tests)
                ],
                // A UIKit app is written for Swift 5's checking; GtkKit itself is built in Swift 6 mode.
                swiftLanguageModes: [.v5]
            )

            """
    }

    private func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Info.plist with Xcode's `$(SETTING)` and `${SETTING}` filled in, as Xcode does when it
    /// builds the app: the product's, target's, executable's and module's names are the package's
    /// target; other settings come from the target's build settings (`:rfc1034identifier` makes
    /// a name a bundle identifier's part). A binary plist is copied as it is.
    private mutating func fillBuildSettings(_ data: Data, file: String) -> Data {
        guard var text = String(data: data, encoding: .utf8), text.contains("<plist") else { return data }
        var settings = project.buildSettings
        for key in ["PRODUCT_NAME", "TARGET_NAME", "EXECUTABLE_NAME", "PRODUCT_MODULE_NAME"] { settings[key] = name }
        settings["DEVELOPMENT_LANGUAGE"] = settings["DEVELOPMENT_LANGUAGE"] ?? "en"
        let pattern = try! NSRegularExpression(pattern: #"\$[({]([A-Za-z0-9_]+)(:rfc1034identifier)?[)}]"#)
        var filled: Set<String> = []
        var unknown: Set<String> = []
        // A setting may name another (PRODUCT_BUNDLE_IDENTIFIER = org.example.$(PRODUCT_NAME)).
        for _ in 0..<4 {
            var changed = false
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
                let token = (text as NSString).substring(with: match.range)
                guard var value = settings[(text as NSString).substring(with: match.range(at: 1))] else {
                    unknown.insert(token)
                    continue
                }
                if match.range(at: 2).location != NSNotFound {
                    value = String(value.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "-" })
                }
                text = (text as NSString).replacingCharacters(in: match.range, with: value)
                filled.insert(token)
                changed = true
            }
            if !changed { break }
        }
        if !filled.isEmpty {
            let list = filled.sorted().joined(separator: ", ")
            notes.append(PortNote(file: file, line: 1, text: "build settings filled in, as Xcode does: \(list)", isUnconverted: false))
        }
        for token in unknown.sorted() {
            notes.append(
                PortNote(file: file, line: 1, text: "not converted: \(token): the target sets no such build setting", isUnconverted: true))
        }
        return Data(text.utf8)
    }

    /// The launch storyboard Info.plist names, if any.
    private static func launchScreen(of project: XcodeProject) throws -> String? {
        guard let plist = project.infoPlist,
            let data = FileManager.default.contents(atPath: project.folder.appendingPathComponent(plist).path)
        else { return "LaunchScreen" }
        guard let values = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] else {
            throw PortError("\(plist): not a property list")
        }
        return values["UILaunchStoryboardName"] as? String ?? "LaunchScreen"
    }

    /// The files under `url` (itself if it is a file, with an empty relative path), sorted.
    private static func contents(of url: URL) throws -> [(String, Data)] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { throw PortError("\(url.path): not found") }
        guard isFolder.boolValue else {
            guard let data = FileManager.default.contents(atPath: url.path) else { throw PortError("\(url.path): not readable") }
            return [("", data)]
        }
        var found: [(String, Data)] = []
        for relative in (FileManager.default.subpaths(atPath: url.path) ?? []).sorted() {
            let file = url.appendingPathComponent(relative)
            var isSubfolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: file.path, isDirectory: &isSubfolder)
            if isSubfolder.boolValue || (relative as NSString).lastPathComponent.hasPrefix(".") { continue }
            guard let data = FileManager.default.contents(atPath: file.path) else { throw PortError("\(file.path): not readable") }
            found.append(("/" + relative, data))
        }
        return found
    }

    /// The folder every path in `paths` is in ("" when they share none).
    static func commonFolder(_ paths: [String]) -> String {
        let folders = paths.map { $0.split(separator: "/").dropLast().map(String.init) }
        guard var common = folders.first else { return "" }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return common.joined(separator: "/")
    }

    /// `path` relative to `folder` when it is inside it; else `path`.
    static func relative(_ path: String, to folder: String) -> String {
        folder.isEmpty || !path.hasPrefix(folder + "/") ? path : String(path.dropFirst(folder.count + 1))
    }

    /// A Swift identifier made of `name` (a target may be called "My App").
    static func identifier(_ name: String) -> String {
        let scalars = name.unicodeScalars.map { $0.properties.isAlphabetic || $0.properties.numericType != nil ? Character($0) : "_" }
        var result = String(scalars)
        if result.first?.isNumber ?? true { result = "App" + result }
        return result
    }

    /// Writes the package into `folder`: creates it, or replaces what an earlier port wrote
    /// there (listed in its ``manifestName`` file) and leaves everything else — a `.build`
    /// folder, the user's own files — alone. Refuses a folder with files of its own and no
    /// manifest, rather than mix a port into another project.
    public func write(to folder: URL) throws {
        let manager = FileManager.default
        let manifestURL = folder.appendingPathComponent(Self.manifestName)
        var previous: [String] = []
        if manager.fileExists(atPath: folder.path) {
            if let data = manager.contents(atPath: manifestURL.path), let text = String(data: data, encoding: .utf8) {
                previous = text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
            } else if let entries = try? manager.contentsOfDirectory(atPath: folder.path), !entries.isEmpty {
                throw PortError("\(folder.path): not empty and not written by gtkkit-port; give a new folder")
            }
        }
        let paths = files.keys.sorted()
        for stale in previous where files[stale] == nil {
            try? manager.removeItem(at: folder.appendingPathComponent(stale))
        }
        for path in paths {
            let url = folder.appendingPathComponent(path)
            if manager.contents(atPath: url.path) == files[path] { continue }
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try files[path]!.write(to: url, options: .atomic)
        }
        let listing = "# Written by gtkkit-port: the files it replaces when run again.\n" + paths.joined(separator: "\n") + "\n"
        if manager.contents(atPath: manifestURL.path) != Data(listing.utf8) {
            try Data(listing.utf8).write(to: manifestURL, options: .atomic)
        }
    }
}

import Foundation

/// A UIKit app as its Xcode project describes it: the app target's name, its Swift sources, its
/// resources and its Info.plist, each as a path relative to the project's folder.
public struct XcodeProject: Equatable, Sendable {
    /// The app target's name (its product name when the target sets one).
    public var name: String
    /// The Swift files the target compiles, relative to ``folder``, sorted.
    public var sources: [String]
    /// The files and folders the target copies into the app (storyboards, xibs, asset
    /// catalogs, data files), relative to ``folder``, sorted.
    public var resources: [String]
    /// The target's Info.plist, relative to ``folder``, if it has one.
    public var infoPlist: String?
    /// The app target's build settings that are strings (its first configuration's), which
    /// Xcode fills into Info.plist's `$(…)` at build time.
    public var buildSettings: [String: String]
    /// The folder holding the `.xcodeproj`: every path above is relative to it.
    public var folder: URL
    /// The project's UI-testing target (XCUITest's), if it has one: its name.
    public var uiTestName: String?
    /// The Swift files the UI-testing target compiles, relative to ``folder``, sorted.
    public var uiTestSources: [String] = []

    /// Reads the first application target of the `.xcodeproj` in `folder` (or `folder` itself
    /// when it is the `.xcodeproj`). Throws ``PortError`` with a sentence for anything missing
    /// or malformed: no project, an unreadable `project.pbxproj`, no app target, a file it names
    /// that is not there.
    public init(folder: URL) throws {
        let project: URL
        if folder.pathExtension == "xcodeproj" {
            project = folder
        } else {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            let projects = entries.filter { $0.hasSuffix(".xcodeproj") }.sorted()
            guard let first = projects.first else {
                throw PortError("\(folder.path): no .xcodeproj in this folder")
            }
            guard projects.count == 1 else {
                throw PortError(
                    "\(folder.path): \(projects.count) Xcode projects (\(projects.joined(separator: ", "))); give the one to port")
            }
            project = folder.appendingPathComponent(first)
        }
        let pbxproj = project.appendingPathComponent("project.pbxproj")
        guard let data = FileManager.default.contents(atPath: pbxproj.path) else {
            throw PortError("\(pbxproj.path): not found or not readable")
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw PortError("\(pbxproj.path): not a property list Xcode wrote (\(error.localizedDescription))")
        }
        guard let root = plist as? [String: Any], let objects = root["objects"] as? [String: [String: Any]],
            let rootID = root["rootObject"] as? String
        else {
            throw PortError("\(pbxproj.path): no objects or root object: not an Xcode project")
        }
        let graph = ProjectGraph(objects: objects, file: pbxproj.path)
        self.folder = project.deletingLastPathComponent()
        let target = try graph.applicationTarget(root: rootID)
        name = target.name
        infoPlist = target.infoPlist
        buildSettings = target.buildSettings
        sources = target.sources.sorted()
        resources = target.resources.sorted()
        if let tests = try graph.uiTestTarget(root: rootID) {
            uiTestName = tests.name
            uiTestSources = tests.sources.sorted()
        }
        for path in sources + resources + uiTestSources + (infoPlist.map { [$0] } ?? []) {
            guard FileManager.default.fileExists(atPath: self.folder.appendingPathComponent(path).path) else {
                throw PortError("\(pbxproj.path): the target \(name) names \(path), which is not in \(self.folder.path)")
            }
        }
    }
}

/// Why a port could not be made, in one sentence naming the file.
public struct PortError: Error, Equatable, CustomStringConvertible {
    /// The sentence.
    public var description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}

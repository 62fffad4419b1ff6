import Foundation

/// The object graph of a `project.pbxproj`: groups, file references, targets and their build
/// phases, resolved into paths relative to the project's folder.
struct ProjectGraph {
    let objects: [String: [String: Any]]
    /// The pbxproj's path, for messages.
    let file: String
    /// Each group's or file's parent group.
    private var parents: [String: String] = [:]

    init(objects: [String: [String: Any]], file: String) {
        self.objects = objects
        self.file = file
        for (id, object) in objects {
            for child in object["children"] as? [String] ?? [] { parents[child] = id }
        }
    }

    /// The parts of an application target a port needs.
    struct Target {
        var name: String
        var sources: [String] = []
        var resources: [String] = []
        var infoPlist: String?
        var buildSettings: [String: String] = [:]
    }

    /// The project's first application target, with its files.
    func applicationTarget(root: String) throws -> Target {
        guard let project = objects[root], let targetIDs = project["targets"] as? [String] else {
            throw PortError("\(file): the root object has no targets")
        }
        let apps = targetIDs.filter { objects[$0]?["productType"] as? String == "com.apple.product-type.application" }
        guard let id = apps.first, let object = objects[id] else {
            let kinds = targetIDs.compactMap { objects[$0]?["productType"] as? String }
            throw PortError("\(file): no application target (found \(kinds.isEmpty ? "none" : kinds.joined(separator: ", ")))")
        }
        return try target(id: id, object: object)
    }

    /// The project's first UI-testing target (XCUITest's), with its Swift files; nil when it has
    /// none.
    func uiTestTarget(root: String) throws -> Target? {
        let targetIDs = objects[root]?["targets"] as? [String] ?? []
        guard let id = targetIDs.first(where: { objects[$0]?["productType"] as? String == "com.apple.product-type.bundle.ui-testing" }),
            let object = objects[id]
        else { return nil }
        return try target(id: id, object: object)
    }

    /// The target `id`, `object`, with its files and settings.
    private func target(id: String, object: [String: Any]) throws -> Target {
        let targetName = object["name"] as? String ?? "App"
        var target = Target(name: (object["productName"] as? String).flatMap { $0.isEmpty ? nil : $0 } ?? targetName)
        target.infoPlist = infoPlist(of: object)
        target.buildSettings = buildSettings(of: object)
        for phaseID in object["buildPhases"] as? [String] ?? [] {
            guard let phase = objects[phaseID], let isa = phase["isa"] as? String else { continue }
            let files = (phase["files"] as? [String] ?? []).compactMap { objects[$0]?["fileRef"] as? String }
            switch isa {
            case "PBXSourcesBuildPhase":
                target.sources += try files.flatMap { try paths(of: $0) }.filter { $0.hasSuffix(".swift") }
            case "PBXResourcesBuildPhase":
                target.resources += try files.flatMap { try paths(of: $0) }
            default: continue
            }
        }
        for groupID in object["fileSystemSynchronizedGroups"] as? [String] ?? [] {
            try addSynchronizedGroup(groupID, targetID: id, to: &target)
        }
        if let plist = target.infoPlist { target.resources.removeAll { $0 == plist } }
        return target
    }

    /// The target's build settings that are strings, from its first build configuration.
    private func buildSettings(of target: [String: Any]) -> [String: String] {
        guard let listID = target["buildConfigurationList"] as? String,
            let first = (objects[listID]?["buildConfigurations"] as? [String])?.first,
            let settings = objects[first]?["buildSettings"] as? [String: Any]
        else { return [:] }
        return settings.compactMapValues { $0 as? String }
    }

    /// The target's INFOPLIST_FILE, from its first build configuration that sets one.
    private func infoPlist(of target: [String: Any]) -> String? {
        guard let listID = target["buildConfigurationList"] as? String,
            let configurations = objects[listID]?["buildConfigurations"] as? [String]
        else { return nil }
        for id in configurations {
            guard let settings = objects[id]?["buildSettings"] as? [String: Any], let path = settings["INFOPLIST_FILE"] as? String
            else { continue }
            return path.replacingOccurrences(of: "$(SRCROOT)/", with: "").replacingOccurrences(of: "${SRCROOT}/", with: "")
        }
        return nil
    }

    /// The project-relative paths a file reference stands for: one for a file or folder, one per
    /// localization for a variant group (a localized storyboard).
    private func paths(of id: String) throws -> [String] {
        guard let object = objects[id] else { throw PortError("\(file): a build file names \(id), which is not in the project") }
        if object["isa"] as? String == "PBXVariantGroup" {
            return try (object["children"] as? [String] ?? []).flatMap { try paths(of: $0) }
        }
        guard let path = try location(of: id) else { return [] }
        return [path]
    }

    /// Where the group or file `id` is, relative to the project's folder; nil for what is not in
    /// the source tree (a system framework, a built product).
    private func location(of id: String) throws -> String? {
        guard let object = objects[id] else { return "" }
        let own = object["path"] as? String
        switch object["sourceTree"] as? String ?? "<group>" {
        case "SOURCE_ROOT": return own ?? ""
        case "<absolute>": throw PortError("\(file): \(own ?? id) is an absolute path outside the project; move it into the project")
        case "<group>":
            guard let parent = parents[id] else { return own ?? "" }
            guard let base = try location(of: parent) else { return nil }
            guard let own, !own.isEmpty else { return base }
            return base.isEmpty ? own : base + "/" + own
        default: return nil
        }
    }

    /// Xcode 16's folder groups: every file in the folder belongs to the target unless an
    /// exception set for the target leaves it out.
    private func addSynchronizedGroup(_ id: String, targetID: String, to target: inout Target) throws {
        guard let group = objects[id], let folder = try location(of: id) else { return }
        var excluded: Set<String> = []
        for exceptionID in group["exceptions"] as? [String] ?? [] {
            guard let exception = objects[exceptionID], exception["target"] as? String == targetID else { continue }
            excluded.formUnion(exception["membershipExceptions"] as? [String] ?? [])
        }
        let root = URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else {
            throw PortError("\(file): the folder \(folder) the target uses is not there")
        }
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || excluded.contains(relative) {
                walker.skipDescendants()
                continue
            }
            let path = folder.isEmpty ? relative : folder + "/" + relative
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: base.appendingPathComponent(relative).path, isDirectory: &isFolder)
            if relative.hasSuffix(".xcassets") {
                target.resources.append(path)
                walker.skipDescendants()
            } else if isFolder.boolValue {
                continue
            } else if relative.hasSuffix(".swift") {
                target.sources.append(path)
            } else if name != "Info.plist" || target.infoPlist != nil {
                target.resources.append(path)
            } else {
                target.infoPlist = path
            }
        }
    }
}

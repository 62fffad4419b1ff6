import Foundation
import GtkKitPort
import XCTest

/// gtkkit-port on Xcode projects written for the tests: the sample app read as Xcode wrote it,
/// the package written, written again the same, and a malformed project refused in words with
/// nothing written.
final class PortTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fixtures/xcode")
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("gtkkit-port-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    func testTheSampleProjectIsReadAsXcodeWroteIt() throws {
        let project = try XcodeProject(folder: Self.fixtures.appendingPathComponent("Greeter"))
        XCTAssertEqual(project.name, "Greeter")
        XCTAssertEqual(
            project.sources,
            ["Greeter/AppDelegate.swift", "Greeter/BadgeView.swift", "Greeter/SceneDelegate.swift", "Greeter/ViewController.swift"])
        XCTAssertEqual(project.resources, ["Greeter/Assets.xcassets", "Greeter/Base.lproj/LaunchScreen.storyboard"])
        XCTAssertEqual(project.infoPlist, "Greeter/Info.plist")
    }

    func testThePackageHasTheSourcesTheResourcesAndAManifestOnGtkKit() throws {
        let port = try Port(XcodeProject(folder: Self.fixtures.appendingPathComponent("Greeter")), dependency: .path("/opt/gtkkit"))
        XCTAssertEqual(
            port.files.keys.sorted(),
            [
                "Package.swift", "Sources/Greeter/AppDelegate.swift", "Sources/Greeter/BadgeView.swift",
                "Sources/Greeter/Resources/Assets.xcassets/AccentColor.colorset/Contents.json",
                "Sources/Greeter/Resources/Assets.xcassets/Contents.json", "Sources/Greeter/Resources/Info.plist",
                "Sources/Greeter/SceneDelegate.swift", "Sources/Greeter/ViewController.swift",
            ], "the launch screen is left out")
        let manifest = String(decoding: port.files["Package.swift"]!, as: UTF8.self)
        XCTAssertTrue(manifest.contains(#".package(name: "Segue", path: "/opt/gtkkit")"#), manifest)
        XCTAssertTrue(manifest.contains(#".product(name: "GtkKitUIKitNames", package: "Segue")"#), manifest)
        XCTAssertTrue(manifest.contains(#"resources: [.copy("Resources")]"#), manifest)
        let plist = String(decoding: port.files["Sources/Greeter/Resources/Info.plist"]!, as: UTF8.self)
        XCTAssertTrue(plist.contains("<string>org.example.Greeter</string>"), "build settings filled in as Xcode does")
        XCTAssertTrue(plist.contains("<string>Greeter.SceneDelegate</string>"), plist)
        XCTAssertFalse(plist.contains("$("), plist)
        let byURL = try Port(
            XcodeProject(folder: Self.fixtures.appendingPathComponent("Greeter")),
            dependency: .url("https://example.org/segue.git", from: "0.4.0"))
        let remote = String(decoding: byURL.files["Package.swift"]!, as: UTF8.self)
        XCTAssertTrue(remote.contains(#".package(url: "https://example.org/segue.git", from: "0.4.0")"#), remote)
        XCTAssertTrue(remote.contains(#"package: "segue""#), "the product's package is the URL's identity")
        XCTAssertEqual(port.notes.filter(\.isUnconverted), [], "everything in the sample converts")
        XCTAssertEqual(port.notes.count, 14, port.notes.map(\.description).joined(separator: "\n"))
    }

    /// An Xcode project's UI-testing target becomes a test target on GtkKitTesting: its file as
    /// written, with `import GtkKitTesting` and its main-actor tests made async (Linux's XCTest
    /// stops at a synchronous one).
    func testTheUITestTargetBecomesATestTargetOnGtkKitTesting() throws {
        let project = try XcodeProject(folder: Self.fixtures.appendingPathComponent("Tally"))
        XCTAssertEqual(project.uiTestName, "TallyUITests")
        XCTAssertEqual(project.uiTestSources, ["TallyUITests/TallyUITests.swift"])
        XCTAssertFalse(project.sources.contains("TallyUITests/TallyUITests.swift"), "not the app's")
        let port = try Port(project, dependency: .path("/opt/gtkkit"))
        let test = try XCTUnwrap(port.files["Tests/TallyUITests/TallyUITests.swift"].map { String(decoding: $0, as: UTF8.self) })
        XCTAssertTrue(test.contains("import XCTest\nimport GtkKitTesting\n"), test)
        XCTAssertTrue(test.contains("func testTappingCountsUp() async throws {"), test)
        XCTAssertTrue(test.contains(#"app.buttons["tapButton"].tap()"#), "the rest as Xcode wrote it")
        let manifest = String(decoding: port.files["Package.swift"]!, as: UTF8.self)
        XCTAssertTrue(manifest.contains(".testTarget(\n            name: \"TallyUITests\""), manifest)
        XCTAssertTrue(manifest.contains(#".product(name: "GtkKitTesting", package: "Segue")"#), manifest)
        let greeter = try Port(XcodeProject(folder: Self.fixtures.appendingPathComponent("Greeter")), dependency: .path("/opt/gtkkit"))
        XCTAssertFalse(String(decoding: greeter.files["Package.swift"]!, as: UTF8.self).contains("testTarget"), "none without UI tests")
    }

    func testRunningAgainWritesTheSamePackageAndKeepsWhatIsNotItsOwn() throws {
        let output = scratch.appendingPathComponent("Greeter")
        let port = try Port(XcodeProject(folder: Self.fixtures.appendingPathComponent("Greeter")), dependency: .path("/opt/gtkkit"))
        try port.write(to: output)
        let first = try tree(output)
        try FileManager.default.createDirectory(at: output.appendingPathComponent(".build"), withIntermediateDirectories: true)
        try Data("cache".utf8).write(to: output.appendingPathComponent(".build/kept"))
        try Data("stale".utf8).write(to: output.appendingPathComponent("Sources/Greeter/Old.swift"))
        let listing = output.appendingPathComponent(Port.manifestName)
        try Data((String(decoding: try Data(contentsOf: listing), as: UTF8.self) + "Sources/Greeter/Old.swift\n").utf8).write(to: listing)
        try port.write(to: output)
        var second = try tree(output)
        XCTAssertEqual(second.removeValue(forKey: ".build/kept"), Data("cache".utf8), "a build folder is kept")
        XCTAssertNil(second["Sources/Greeter/Old.swift"], "a file the last port wrote and this one does not is removed")
        XCTAssertEqual(second, first, "the same package, byte for byte")
    }

    func testAMalformedProjectIsSaidInOneSentenceAndNothingIsWritten() throws {
        let cases: [(String, [String: String], String)] = [
            ("no project", ["README": "hello"], "no .xcodeproj in this folder"),
            ("not a plist", ["App.xcodeproj/project.pbxproj": "{ objects = ( ; }"], "not a property list Xcode wrote"),
            ("no objects", ["App.xcodeproj/project.pbxproj": "{ archiveVersion = 1; }"], "no objects or root object"),
            (
                "no app",
                [
                    "App.xcodeproj/project.pbxproj":
                        #"{ objects = { R = { isa = PBXProject; targets = ( T ); }; T = { isa = PBXNativeTarget; name = Kit; productType = "com.apple.product-type.framework"; }; }; rootObject = R; }"#
                ],
                "no application target (found com.apple.product-type.framework)"
            ),
            (
                "missing file",
                [
                    "App.xcodeproj/project.pbxproj":
                        #"{ objects = { R = { isa = PBXProject; targets = ( T ); mainGroup = G; }; G = { isa = PBXGroup; children = ( F ); sourceTree = "<group>"; }; F = { isa = PBXFileReference; path = Gone.swift; sourceTree = "<group>"; }; B = { isa = PBXBuildFile; fileRef = F; }; S = { isa = PBXSourcesBuildPhase; files = ( B ); }; T = { isa = PBXNativeTarget; name = App; buildPhases = ( S ); productType = "com.apple.product-type.application"; }; }; rootObject = R; }"#
                ], "the target App names Gone.swift, which is not in"
            ),
        ]
        for (name, files, message) in cases {
            let project = scratch.appendingPathComponent(name)
            for (path, text) in files {
                let url = project.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            XCTAssertThrowsError(try XcodeProject(folder: project), name) { error in
                XCTAssertTrue("\(error)".contains(message), "\(name): \(error)")
            }
        }
        let foreign = scratch.appendingPathComponent("foreign")
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: foreign.appendingPathComponent("notes.txt"))
        let port = try Port(XcodeProject(folder: Self.fixtures.appendingPathComponent("Greeter")), dependency: .path("/opt/gtkkit"))
        XCTAssertThrowsError(try port.write(to: foreign)) { error in
            XCTAssertTrue("\(error)".contains("not empty and not written by gtkkit-port"), "\(error)")
        }
        XCTAssertEqual(try tree(foreign).keys.sorted(), ["notes.txt"], "nothing written into a folder that is not a port's")
    }

    func testXcode16FolderGroupsBringEveryFileButTheExceptions() throws {
        let project = scratch.appendingPathComponent("Folders")
        let files = [
            "Folders.xcodeproj/project.pbxproj":
                #"{ objects = { R = { isa = PBXProject; targets = ( T ); mainGroup = G; }; G = { isa = PBXGroup; children = ( D ); sourceTree = "<group>"; }; D = { isa = PBXFileSystemSynchronizedRootGroup; path = Folders; sourceTree = "<group>"; exceptions = ( E ); }; E = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ( Info.plist, Notes.md ); target = T; }; T = { isa = PBXNativeTarget; name = Folders; fileSystemSynchronizedGroups = ( D ); productType = "com.apple.product-type.application"; buildConfigurationList = L; }; L = { isa = XCConfigurationList; buildConfigurations = ( C ); }; C = { isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = Folders/Info.plist; }; }; }; rootObject = R; }"#,
            "Folders/App.swift": "", "Folders/Screens/List.swift": "", "Folders/Info.plist": "<plist/>", "Folders/Notes.md": "",
            "Folders/Assets.xcassets/Contents.json": "{}", "Folders/Base.lproj/Main.storyboard": "<document/>",
        ]
        for (path, text) in files {
            let url = project.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let read = try XcodeProject(folder: project)
        XCTAssertEqual(read.sources, ["Folders/App.swift", "Folders/Screens/List.swift"])
        XCTAssertEqual(read.resources, ["Folders/Assets.xcassets", "Folders/Base.lproj/Main.storyboard"])
        XCTAssertEqual(read.infoPlist, "Folders/Info.plist")
    }

    /// Every file under `folder`, by relative path.
    private func tree(_ folder: URL) throws -> [String: Data] {
        var found: [String: Data] = [:]
        for path in FileManager.default.subpaths(atPath: folder.path) ?? [] {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
            if !isFolder.boolValue { found[path] = try Data(contentsOf: folder.appendingPathComponent(path)) }
        }
        return found
    }
}

import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// A scene delegate as Xcode's template writes it, found by name from Info.plist's manifest.
@MainActor
final class ManifestSceneDelegate: Responder, WindowSceneDelegate {
    var window: Window?
    static var connected: [String] = []

    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {
        Self.connected.append(session.configuration.name ?? "unnamed")
    }
}

/// An application delegate as Xcode's templates before scenes wrote it: it keeps the window the
/// main storyboard opens, and looks at it when it has launched.
@MainActor
final class StoryboardAppDelegate: Responder, ApplicationDelegate {
    var window: Window?
    private(set) var rootAtLaunch: ViewController?

    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?)
        -> Bool
    {
        rootAtLaunch = window?.rootViewController
        return true
    }
}

/// Info.plist read from the resource bundle beside the executable, and the scene its manifest
/// declares connected — or, naming no class that can be made, said in a sentence.
final class SceneConnectionTests: GtkTestCase {
    private static let manifest = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UIMainStoryboardFile</key><string>Main</string>
        <key>CFBundleIdentifier</key><string>org.example.Greeter</string>
        <key>UIApplicationSceneManifest</key><dict>
        <key>UISceneConfigurations</key><dict>
        <key>UIWindowSceneSessionRoleApplication</key><array><dict>
        <key>UISceneConfigurationName</key><string>Default Configuration</string>
        <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).ManifestSceneDelegate</string>
        <key>UISceneStoryboardFile</key><string>Main</string>
        </dict></array></dict></dict></dict></plist>
        """

    func testInfoPlistIsReadFromTheBundleBesideTheExecutable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("appinfo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let resources = folder.appendingPathComponent("Greeter_Greeter.resources/Resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        let executable = folder.appendingPathComponent("Greeter")
        XCTAssertNil(AppInfo.read(beside: executable), "no Info.plist: no app info")
        try Data("not a plist".utf8).write(to: resources.appendingPathComponent("Info.plist"))
        XCTAssertNil(AppInfo.read(beside: executable), "an unreadable one is as none")
        try Data(Self.manifest.utf8).write(to: resources.appendingPathComponent("Info.plist"))
        let info = try XCTUnwrap(AppInfo.read(beside: executable))
        XCTAssertEqual(info.mainStoryboardFile, "Main")
        XCTAssertEqual(info.bundleIdentifier, "org.example.Greeter", "the app's ID on the desktop")
        let entry = try XCTUnwrap(info.sceneManifest?.configurations?["UIWindowSceneSessionRoleApplication"]?.first)
        XCTAssertEqual(entry.delegateClassName, "$(PRODUCT_MODULE_NAME).ManifestSceneDelegate")
        XCTAssertNil(AppInfo.read(beside: folder.appendingPathComponent("Other")), "another program's bundle is not this one's")
    }

    @MainActor
    func testTheManifestsSceneConnectsAndAClassThatIsNotThereIsSaid() async throws {
        // The configuration's storyboard is opened as the scene's window, as in UIKit; this
        // program has none by that name, which is said, and the scene connects without it.
        expectedLogMessages = ["Storyboard(name: “Main”): no Main.storyboard in"]
        let info = try PropertyListDecoder().decode(AppInfo.self, from: Data(Self.manifest.utf8))
        let application = Application(id: "io.github.gtkkit.SceneConnectionTests", allowsMultipleInstances: true)
        ManifestSceneDelegate.connected = []
        XCTAssertNil(application.connectDeclaredScene(info: info, program: "GtkKitTests"))
        XCTAssertEqual(ManifestSceneDelegate.connected, ["Default Configuration"], "$(PRODUCT_MODULE_NAME) is the program's module")
        let scene = try XCTUnwrap(application.connectedScenes.first as? WindowScene)
        XCTAssertTrue(scene.delegate is ManifestSceneDelegate)
        XCTAssertEqual(scene.session.configuration.storyboardName, "Main")

        let elsewhere = Application(id: "io.github.gtkkit.SceneConnectionTests2", allowsMultipleInstances: true)
        let problem = try XCTUnwrap(elsewhere.connectDeclaredScene(info: info, program: "Elsewhere"))
        XCTAssertTrue(problem.contains("names no scene delegate class that can be made (“Elsewhere.ManifestSceneDelegate”"), problem)
        XCTAssertTrue(elsewhere.connectedScenes.isEmpty)
    }

    @MainActor
    func testAnAppWithoutScenesOpensItsMainStoryboardBeforeItLaunches() async throws {
        let application = Application(id: "io.github.gtkkit.MainStoryboardTests", allowsMultipleInstances: true)
        // Started, as it is when it activates: windows are the application's from then on.
        XCTAssertTrue(Bool(gboolean: g_application_register(application.pointer(), nil, nil)))
        let delegate = StoryboardAppDelegate()
        application.delegate = delegate
        application.openMainStoryboard(named: "Chores", bundle: .module)
        let navigation = try XCTUnwrap(delegate.window?.rootViewController as? NavigationController, "handed to the delegate's window")
        XCTAssertTrue(navigation.topViewController is ChoreListViewController, "the storyboard's initial scene")
        _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        XCTAssertTrue(delegate.rootAtLaunch === navigation, "in place when the delegate hears it launched, as in UIKit")

        expectedLogMessages = ["Storyboard(name: “Nothing”): no Nothing.storyboard in"]
        let other = StoryboardAppDelegate()
        application.delegate = other
        application.openMainStoryboard(named: "Nothing", bundle: .module)
        XCTAssertNil(other.window, "a storyboard that is not there opens nothing, and is said")
        delegate.window?.close()
    }
}

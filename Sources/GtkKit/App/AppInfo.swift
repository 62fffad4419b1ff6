import FoundationEssentials
import Glibc

/// The app's Info.plist, read from its resource bundle: what a UIKit app declares there and
/// GtkKit acts on (its scene manifest; its main storyboard, for the storyboards to come).
///
/// Where: the resource bundle SwiftPM builds beside the executable for the executable's own
/// target (`<Package>_<Target>.resources`), at `Resources/Info.plist` (a target with
/// `resources: [.copy("Resources")]`, as `gtkkit-port` writes it) or at its top. No code is
/// needed in the app: the bundle is found from the executable's path and name.
package struct AppInfo: Decodable {
    /// `UIMainStoryboardFile`.
    package var mainStoryboardFile: String?
    /// `CFBundleIdentifier`: on the desktop, the application ID (its D-Bus name, desktop file
    /// and settings), when it is a valid one.
    package var bundleIdentifier: String?
    /// `UIApplicationSceneManifest`.
    package var sceneManifest: SceneManifest?

    package struct SceneManifest: Decodable {
        /// The configurations by role name (`UISceneConfigurations`).
        package var configurations: [String: [Entry]]?
        enum CodingKeys: String, CodingKey { case configurations = "UISceneConfigurations" }
    }

    package struct Entry: Decodable {
        package var name: String?
        package var delegateClassName: String?
        package var storyboardName: String?
        enum CodingKeys: String, CodingKey {
            case name = "UISceneConfigurationName"
            case delegateClassName = "UISceneDelegateClassName"
            case storyboardName = "UISceneStoryboardFile"
        }
    }

    enum CodingKeys: String, CodingKey {
        case mainStoryboardFile = "UIMainStoryboardFile"
        case bundleIdentifier = "CFBundleIdentifier"
        case sceneManifest = "UIApplicationSceneManifest"
    }

    /// The Info.plist of the running program, if its resource bundle has one that reads.
    static func ofRunningProgram() -> AppInfo? {
        guard let executable = executablePath() else { return nil }
        return read(beside: executable)
    }

    /// The Info.plist in the resource bundle beside `executable`, named for it.
    package static func read(beside executable: URL) -> AppInfo? {
        for bundle in resourceBundles(beside: executable) {
            for path in ["Resources/Info.plist", "Info.plist"] {
                let file = URL(fileURLWithPath: bundle).appendingPathComponent(path)
                guard let data = FileManager.default.contents(atPath: file.path) else { continue }
                return try? PropertyListDecoder().decode(AppInfo.self, from: data)
            }
        }
        return nil
    }

    /// The paths of the resource bundles SwiftPM built beside `executable` for its target.
    static func resourceBundles(beside executable: URL) -> [String] {
        let name = executable.lastPathComponent
        let folder = executable.deletingLastPathComponent()
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix("_\(name).resources") || $0 == "\(name).resources" }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    /// The resource bundles of the running program (see ``resourceBundles(beside:)``).
    static func resourceBundlesOfRunningProgram() -> [String] {
        executablePath().map(resourceBundles(beside:)) ?? []
    }

    /// The running program's executable (`/proc/self/exe`).
    private static func executablePath() -> URL? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return URL(fileURLWithPath: String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
}

/// One of the app's windows and its life, as UIKit's `UIScene` (a `UIWindowScene` on iOS 13 and
/// later): what a scene delegate is told about. On the desktop a scene is a top-level window the
/// app opens at launch; its activation follows that window's focus and visibility, as the app's
/// does.
@MainActor
open class Scene: Responder {
    /// Where a scene is in its life (UIKit's `UIScene.ActivationState`).
    public enum ActivationState: Sendable {
        /// Not connected yet, or disconnected.
        case unattached
        /// On screen, with the keyboard focus.
        case foregroundActive
        /// On screen, without the focus.
        case foregroundInactive
        /// Not on screen (hidden or minimised).
        case background
    }

    /// What the system hands a scene as it connects (UIKit's `UIScene.ConnectionOptions`): a
    /// desktop launch brings nothing to open, so it is empty.
    public final class ConnectionOptions: Sendable {
        /// No options: a plain launch.
        public init() {}
    }

    /// The session this scene belongs to.
    public private(set) var session = SceneSession(
        role: .windowApplication, configuration: SceneConfiguration(name: nil, sessionRole: .windowApplication))
    /// The scene's delegate (UIKit keeps it strongly, as GtkKit does).
    public var delegate: SceneDelegate?
    /// Where the scene is in its life.
    public internal(set) var activationState = ActivationState.unattached
    /// The scene's title (UIKit's `title`): its window's title when it has none of its own.
    public var title: String?

    /// A scene, not connected yet (GtkKit makes the app's scenes; UIKit's initialiser is its own).
    public required init() {}

    /// A scene of `session`.
    init(session: SceneSession) {
        self.session = session
        super.init()
    }
}

/// A scene that shows windows (UIKit's `UIWindowScene`): a window made with
/// ``Window/init(windowScene:)`` belongs to it.
@MainActor
public final class WindowScene: Scene {
    /// The scene's windows, in the order they were made (UIKit's `windows`).
    public internal(set) var windows: [Window] = []

    /// The scene's window that has the keyboard focus, or its first (UIKit's `keyWindow`).
    public var keyWindow: Window? { windows.first { $0.isKeyWindow } ?? windows.first }
}

/// The session a scene is part of (UIKit's `UISceneSession`): its role and the configuration
/// it was connected with.
@MainActor
public final class SceneSession {
    /// What a session is for (UIKit's `UISceneSession.Role`).
    public struct Role: Hashable, Sendable, RawRepresentable {
        /// Info.plist's name for the role.
        public let rawValue: String
        /// A role named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's own windows (`UIWindowSceneSessionRoleApplication`).
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// The session's role.
    public let role: Role
    /// The configuration the scene connected with.
    public internal(set) var configuration: SceneConfiguration
    /// An identifier for the session, unique while the app runs.
    public let persistentIdentifier: String

    private static var made = 0

    init(role: Role, configuration: SceneConfiguration) {
        self.role = role
        self.configuration = configuration
        Self.made += 1
        persistentIdentifier = "scene-\(Self.made)"
    }
}

/// How a scene is made (UIKit's `UISceneConfiguration`): the delegate class, or the entry of
/// Info.plist's `UIApplicationSceneManifest` with ``name``, which names it.
@MainActor
public final class SceneConfiguration {
    /// The configuration's name in Info.plist (`UISceneConfigurationName`).
    public let name: String?
    /// The role it is for.
    public let role: SceneSession.Role
    /// The scene delegate's class: a ``Responder`` that is a ``SceneDelegate``. Nil takes the
    /// class Info.plist names (`UISceneDelegateClassName`).
    public var delegateClass: AnyClass?
    /// The storyboard Info.plist names for the scene (`UISceneStoryboardFile`), if any.
    public internal(set) var storyboardName: String?

    /// A configuration named `name` for `sessionRole` (UIKit's `init(name:sessionRole:)`).
    public init(name: String?, sessionRole: SceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

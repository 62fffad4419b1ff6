/// What a scene's delegate is told (UIKit's `UISceneDelegate`), each at the GNOME moment that
/// plays its role: connected once the app has launched, before its window is shown; active and
/// inactive as the window gains and loses the keyboard focus; foreground and background as it is
/// shown and hidden or minimised; disconnected as the app ends. Every method has a default that
/// does nothing.
@MainActor
public protocol SceneDelegate: AnyObject {
    /// The scene is connecting: make its window here (UIKit's `scene(_:willConnectTo:options:)`).
    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions)
    /// The scene is going away, as the app ends.
    func sceneDidDisconnect(_ scene: Scene)
    /// The scene's window has the keyboard focus.
    func sceneDidBecomeActive(_ scene: Scene)
    /// The scene's window is about to lose the keyboard focus.
    func sceneWillResignActive(_ scene: Scene)
    /// The scene's window is about to be on screen again.
    func sceneWillEnterForeground(_ scene: Scene)
    /// The scene's window is no longer on screen (hidden or minimised).
    func sceneDidEnterBackground(_ scene: Scene)
}

extension SceneDelegate {
    /// Does nothing.
    public func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: Scene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: Scene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: Scene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: Scene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: Scene) {}
}

/// A scene delegate that keeps the scene's window (UIKit's `UIWindowSceneDelegate`, Xcode's
/// template's `SceneDelegate`): GtkKit shows that window once the scene has connected, if the
/// delegate did not.
@MainActor
public protocol WindowSceneDelegate: SceneDelegate {
    /// The scene's main window.
    var window: Window? { get set }
}

/// What an app is told as it launches, becomes active, resigns and ends, after UIKit's
/// `UIApplicationDelegate`; set it as the ``Application/delegate`` before ``Application/run(_:)``.
/// Every method is optional.
///
/// GNOME's application model maps on it this way:
/// - `application(_:didFinishLaunchingWithOptions:)` runs at the application's first activation
///   (GApplication's first "activate"), where a GTK app makes its first window — UIKit's place for
///   setting up the window too. A second launch of the app activates the running one again
///   without calling it (GNOME apps are single-instance).
/// - Active means one of the app's windows has the keyboard focus: `applicationDidBecomeActive(_:)`
///   runs when the first of them gets it, `applicationWillResignActive(_:)` when the last loses it
///   (to another program's window, or as the app's windows close).
/// - `applicationWillTerminate(_:)` runs at GApplication's "shutdown", after the main loop has
///   ended: the last window has closed, or ``Application/quit()`` was called (an app started by
///   ``main()`` also quits on a logout's SIGTERM). An app still active resigns and enters the
///   background first, as UIKit's does. A process that is killed never reaches it, as in UIKit.
/// - `applicationDidEnterBackground(_:)` runs when none of the app's windows is on screen any
///   more (each is hidden, minimised or closed while the app keeps running), and
///   `applicationWillEnterForeground(_:)` when one shows again.
///
/// `@main` on a delegate class that is also a ``Responder`` (UIKit's template:
/// `class AppDelegate: UIResponder, UIApplicationDelegate`) starts the app with it (``main()``).
@MainActor
public protocol ApplicationDelegate: AnyObject {
    /// The app's main window, which the delegate makes at launch (UIKit's `window`): shown once
    /// launching has finished, if the delegate did not show it itself.
    var window: Window? { get set }
    /// The app has started and is about to show its first window. Return value accepted for
    /// UIKit's signature; GtkKit does not read it. `launchOptions` is always nil: a desktop app
    /// learns how it was started from its command line and actions.
    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool
    /// One of the app's windows has the keyboard focus, and none had it before.
    func applicationDidBecomeActive(_ application: Application)
    /// None of the app's windows will have the keyboard focus.
    func applicationWillResignActive(_ application: Application)
    /// The app's main loop has ended; it is about to exit.
    func applicationWillTerminate(_ application: Application)
    /// None of the app's windows is on screen any more (hidden, minimised or closed); the app runs on.
    func applicationDidEnterBackground(_ application: Application)
    /// One of the app's windows is about to be on screen again after the app was in the background.
    func applicationWillEnterForeground(_ application: Application)
    /// Which configuration a new scene connects with (UIKit's
    /// `application(_:configurationForConnecting:options:)`), for an app whose Info.plist has a
    /// scene manifest. The default is the manifest's first configuration for the session's role.
    func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession, options: Scene.ConnectionOptions
    ) -> SceneConfiguration
}

extension ApplicationDelegate {
    /// Returns true.
    public func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?)
        -> Bool
    {
        true
    }
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: Application) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: Application) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: Application) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: Application) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: Application) {}
    /// Returns the session's configuration: the manifest's first for its role.
    public func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession, options: Scene.ConnectionOptions
    ) -> SceneConfiguration {
        connectingSceneSession.configuration
    }
    /// None: a delegate that keeps its window declares `var window: Window?` (UIKit's template
    /// does), and that is what launching shows.
    public var window: Window? {
        get { nil }
        set {}
    }
}

internal import CGtk
import FoundationEssentials
import Glibc

extension ApplicationDelegate where Self: Responder {
    /// Starts the app with a new delegate of this type, as `@main` on UIKit's application delegate
    /// does (`@main class AppDelegate: UIResponder, UIApplicationDelegate`): see
    /// ``Application/main(delegate:id:arguments:)``. Ends the process when the app ends.
    public static func main() {
        exit(Application.main(delegate: Self()))
    }
}

extension Application {
    /// Runs an app whose life its delegate leads (`@main`, or `ApplicationMain` from `main.swift`),
    /// as UIKit's `UIApplicationMain` does: opens the display, makes the application, tells the
    /// delegate it launched, shows the window the delegate made (its ``ApplicationDelegate/window``,
    /// if ``Window/makeKeyAndVisible()`` was not called), and runs until the last window closes —
    /// or a logout (SIGTERM), SIGHUP or SIGINT closes the windows, so the delegate hears
    /// `applicationWillTerminate` then too. Returns the exit status.
    ///
    /// UIKit's blank launch is made loud: a delegate that makes no window is told so on standard
    /// error, naming what to do, and the status is 1 — never a process that ends at once with 0.
    /// `id` is the application ID GNOME knows the app by (its D-Bus name, desktop file and
    /// settings); by default Info.plist's `CFBundleIdentifier` when it is a valid one (a
    /// reverse-DNS name plays both roles), else made from the program's name
    /// (`io.github.gtkkit.<name>`).
    public static func main(delegate: ApplicationDelegate, id: String? = nil, arguments: [String] = CommandLine.arguments) -> Int32 {
        let name = URL(fileURLWithPath: arguments.first ?? "app").lastPathComponent
        guard openDisplay() else {
            printError(
                "\(name): cannot open a display. This is a graphical application: run it in a desktop session, or set DISPLAY (X11) or WAYLAND_DISPLAY."
            )
            return 1
        }
        let info = AppInfo.ofRunningProgram()
        let bundleID = info?.bundleIdentifier.flatMap { Bool(gboolean: g_application_id_is_valid($0)) ? $0 : nil }
        let applicationID = id ?? bundleID ?? defaultID(forProgram: name)
        let application = Application(id: applicationID)
        // The asset catalog's app icon, as the icon of the app's windows.
        AppIconSet.install(id: applicationID)
        application.delegate = delegate
        // An app without scenes opens its main storyboard itself, as UIKit does; with scenes, the
        // scene configuration's storyboard is the scene's.
        if info?.sceneManifest == nil { application.mainStoryboardName = info?.mainStoryboardFile }
        var status: Int32 = 0
        // After the delegate's didFinishLaunching, which the first activation calls before this.
        application.onActivate { [weak application] in
            guard let application else { return }
            if let problem = application.connectDeclaredScene(info: info, program: name) {
                printError(problem)
                status = 2
                return application.quit()
            }
            if let window = delegate.window ?? application.sceneWindow ?? application.mainStoryboardWindow {
                if !window.isToplevelShown { window.makeKeyAndVisible() }
                return
            }
            guard !application.hasWindows else { return }
            printError(noWindowMessage(program: name, delegate: delegate, scene: application.connectedScenes.first, info: info))
            status = 1
            application.quit()
        }
        // A logout (SIGTERM), a closed terminal (SIGHUP) and Ctrl+C end the app the way its last
        // window's closing does, so the delegate hears applicationWillTerminate, as UIKit's does
        // when the system ends an app; a main loop stuck for 5 s ends anyway.
        for signal in [SIGTERM, SIGHUP, SIGINT] {
            MainLoop.onUnixSignal(signal, deadline: 5) { [weak application] in
                guard let application else { return }
                for window in application.windows { window.close() }
                application.quit()
            }
        }
        let ended = application.run(arguments)
        return status != 0 ? status : ended
    }

    /// An application ID (a D-Bus name) for a program called `name`: `io.github.gtkkit.` and the
    /// name's letters, digits and underscores (anything else an underscore; a leading digit
    /// prefixed with one).
    static func defaultID(forProgram name: String) -> String {
        var element = String(
            name.unicodeScalars.map { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) ? Character($0) : "_" })
        if element.isEmpty { element = "app" }
        if let first = element.first, first.isNumber { element = "_" + element }
        return "io.github.gtkkit." + element
    }

    /// Whether the application has a window (shown or not).
    var hasWindows: Bool { gtk_application_get_windows(pointer()) != nil }

    /// The application's windows that GtkKit wraps.
    var windows: [Window] {
        var found: [Window] = []
        var node = gtk_application_get_windows(pointer())
        while let current = node {
            if let window = Object.wrapper(of: current.pointee.data) as? Window { found.append(window) }
            node = current.pointee.next
        }
        return found
    }

    /// What to do about an app that made no window at launch, for how the app is made.
    private static func noWindowMessage(program: String, delegate: ApplicationDelegate, scene: Scene?, info: AppInfo?) -> String {
        let storyboard = scene?.session.configuration.storyboardName ?? info?.mainStoryboardFile
        var place = "\(type(of: delegate)).application(_:didFinishLaunchingWithOptions:)"
        if let sceneDelegate = scene?.delegate { place = "\(type(of: sceneDelegate)).scene(_:willConnectTo:options:)" }
        let making = scene == nil ? "window = Window()" : "window = Window(windowScene: scene as! WindowScene)"
        var message =
            "\(program): no window at launch. In \(place), make one (\(making); window.rootViewController = …), "
            + "then call window.makeKeyAndVisible()."
        if let storyboard { message += " The storyboard “\(storyboard)” gave no initial scene (see the message above)." }
        return message
    }

    private static func printError(_ message: String) {
        let line = message + "\n"
        line.withCString { _ = write(STDERR_FILENO, $0, strlen($0)) }
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Starts a UIKit-shaped app from top-level code (`main.swift`), as UIKit's
/// `UIApplicationMain(_:_:_:_:)` does (GtkKitUIKitNames has that name, taking `argc` and `argv`):
/// the delegate is the class named `delegateClassName` (`"Module.AppDelegate"`, what
/// `NSStringFromClass(AppDelegate.self)` gives), made with `init()`; it must be a ``Responder``
/// and an ``ApplicationDelegate``. `principalClassName` must be nil: a GtkKit app has one
/// application class. Returns the exit status (see ``Application/main(delegate:id:arguments:)``);
/// a name that names no such class is said, with status 2.
@MainActor
public func ApplicationMain(arguments: [String] = CommandLine.arguments, principalClassName: String?, delegateClassName: String?) -> Int32 {
    guard principalClassName == nil, let delegateClassName,
        let type = _typeByName(delegateClassName) as? (Responder & ApplicationDelegate).Type
    else {
        let message =
            "ApplicationMain: no application delegate class named “\(delegateClassName ?? "nil")” "
            + "(a Responder and ApplicationDelegate, named Module.Class; the principal class must be nil)\n"
        message.withCString { _ = write(STDERR_FILENO, $0, strlen($0)) }
        return 2
    }
    return Application.main(delegate: type.init(), arguments: arguments)
}

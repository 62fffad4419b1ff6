internal import CGtk

/// A `GtkApplication`: one instance per desktop session, owning the main loop.
@MainActor
public final class Application: Object {
    private var actions: [Action] = []

    /// The application this process made, once it has made one (UIKit's `UIApplication.shared`;
    /// optional here, since nothing exists before the app creates it).
    public private(set) static weak var shared: Application?

    /// What the app is told as it launches, becomes active, resigns and ends (UIKit's
    /// `delegate`). Kept by the application, unlike UIKit's: a delegate made in place stays.
    public var delegate: ApplicationDelegate?

    /// Whether one of the app's windows has the keyboard focus (see ``ApplicationDelegate``).
    public var applicationState: State {
        if life.isActive { return .active }
        return gtk_application_get_windows(pointer()) == nil || life.isInBackground ? .background : .inactive
    }

    /// UIKit's application states, as a desktop has them.
    public enum State: Sendable {
        /// One of the app's windows has the keyboard focus.
        case active
        /// The app has windows, none of them focused.
        case inactive
        /// The app has no window open.
        case background
    }

    /// Keys of UIKit's launch options; a GtkKit app is always launched with none (see
    /// ``ApplicationDelegate``), so this exists for the delegate method's signature.
    public struct LaunchOptionsKey: Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The app's scenes, once connected (UIKit's `connectedScenes`): one, for an app whose
    /// Info.plist declares a scene manifest; none otherwise.
    public internal(set) var connectedScenes: [Scene] = []

    /// Where the app is in its life; changed through its own methods (`ApplicationLife`).
    var life = ApplicationLife()
    /// What the app watches of its windows (`ApplicationWindowWatches`).
    var windowWatches = ApplicationWindowWatches()
    /// The look at the windows' focus, due once it has settled.
    let activityCheck = PutOffStep()
    /// The storyboard opened at launch for an app without scenes (Info.plist's
    /// `UIMainStoryboardFile`), set by ``main(delegate:id:arguments:)``.
    var mainStoryboardName: String?
    /// The window showing the main storyboard's initial scene (see `ApplicationLife`).
    var mainStoryboardWindow: Window? { life.mainStoryboardWindow }

    /// Creates the application with a D-Bus style identifier such as `io.github.segue.Segue`.
    /// A second launch normally hands its request to the running instance; with
    /// `allowsMultipleInstances` every launch runs on its own (tools and tests).
    public init(id: String, allowsMultipleInstances: Bool = false) {
        let flags = allowsMultipleInstances ? G_APPLICATION_NON_UNIQUE : G_APPLICATION_DEFAULT_FLAGS
        super.init(untyped(gtk_application_new(id, flags)), ownership: .full)
        Application.shared = self
        connectLife()
    }

    /// Initialises GTK and connects to the display (`DISPLAY` or `WAYLAND_DISPLAY`); false when
    /// there is none. Call it before creating widgets: GTK aborts on the first widget otherwise,
    /// and a command-line tool should rather say why it cannot start.
    ///
    /// Windows are laid out in the user's language's direction (right to left in Hebrew, Arabic,
    /// Persian), as GTK's own translation says, whether or not the app has a translation for it.
    public static func openDisplay() -> Bool {
        guard Bool(gboolean: gtk_init_check()) else { return false }
        PlatformRepair.followLocaleDirection()
        return true
    }

    /// Called when the application is activated (launched, or launched again while running).
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        connect("activate", handler)
    }

    /// Called once when the application starts, before the first activation.
    public func onStartup(_ handler: @escaping @MainActor () -> Void) {
        connect("startup", handler)
    }

    /// Runs the main loop until the last window closes (or ``quit()``), with the main-actor
    /// bridge installed. Returns the process exit status.
    public func run(_ arguments: [String]) -> Int32 {
        MainQueueBridge.install()
        var cStrings = arguments.map { strdup($0) }
        defer { for string in cStrings { free(string) } }
        return cStrings.withUnsafeMutableBufferPointer { buffer in
            g_application_run(pointer(), Int32(buffer.count), buffer.baseAddress)
        }
    }

    /// Adds an application action ("app.<name>"); the application keeps it.
    public func addAction(_ action: Action) {
        actions.append(action)
        g_action_map_add_action(OpaquePointer(raw), OpaquePointer(action.raw))
    }

    /// When another instance is already running, activates `action` with `argument` in it (over
    /// D-Bus) and returns true: this process then has nothing left to do. Returns false when this
    /// process is the primary instance (or cannot register), which should run normally.
    public func activateInRunningInstance(action: String, argument: String) -> Bool {
        var error: UnsafeMutablePointer<GError>?
        guard Bool(gboolean: g_application_register(pointer(), nil, &error)) else {
            g_clear_error(&error)
            return false
        }
        guard Bool(gboolean: g_application_get_is_remote(pointer())) else { return false }
        g_action_group_activate_action(OpaquePointer(raw), action, g_variant_new_string(argument))
        if let connection = g_application_get_dbus_connection(pointer()) {
            g_dbus_connection_flush_sync(connection, nil, nil)
        }
        return true
    }

    /// Ends the main loop.
    public func quit() { g_application_quit(pointer()) }

    /// Adds an application-wide keyboard accelerator for a detailed action name (`"app.quit"`).
    public func setAccelerators(_ accelerators: [String], forAction action: String) {
        withCStringArray(accelerators) { gtk_application_set_accels_for_action(pointer(), action, $0) }
    }
}

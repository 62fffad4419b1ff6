internal import CGtk
import FoundationEssentials

/// Opening a URL in another application, after UIKit's `open(_:options:completionHandler:)` and
/// `canOpenURL(_:)`: GIO launches the application the desktop has chosen for the URL's scheme
/// (the web browser for `https`, the mail program for `mailto`) — through the desktop's OpenURI
/// portal when the app runs sandboxed (Flatpak, Snap), which GIO decides.
extension Application {
    /// Keys of UIKit's open options; GtkKit reads none.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The URL that opens the app's own settings (UIKit's `openSettingsURLString`).
    ///
    /// Where GNOME's convention wins: an app's settings live in the app, in its Preferences
    /// window, which GNOME apps open with the `app.preferences` action — so ``open(_:options:completionHandler:)``
    /// runs that action when the app has one; otherwise it opens the app's page in GNOME
    /// Settings (its permissions and notifications), UIKit's Settings page for the app.
    public static let openSettingsURLString = "app-settings:"

    /// Whether an application is registered for the URL's scheme. A sandboxed app may be told
    /// false for a scheme the portal would still open.
    public func canOpenURL(_ url: URL) -> Bool {
        if url.absoluteString == Self.openSettingsURLString { return preferencesAction != nil || settingsCommand != nil }
        guard let scheme = url.scheme, let info = g_app_info_get_default_for_uri_scheme(scheme) else { return false }
        g_object_unref(UnsafeMutableRawPointer(info))
        return true
    }

    /// Opens `url` in the application the desktop chooses for it; `completionHandler` is told
    /// whether one was started (false when no application takes the URL — say so to the user).
    /// The launch carries the display's startup notification, so on Wayland the opened window may
    /// take the focus.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: (@MainActor (Bool) -> Void)? = nil
    ) {
        if url.absoluteString == Self.openSettingsURLString {
            let opened = openSettings()
            completionHandler?(opened)
            return
        }
        typealias Done = @MainActor (Bool) -> Void
        let box = SignalBox<Done> { opened in completionHandler?(opened) }
        let finished: GAsyncReadyCallback = { _, result, data in
            MainActor.assumeIsolated {
                var error: UnsafeMutablePointer<GError>?
                let opened = Bool(gboolean: g_app_info_launch_default_for_uri_finish(result, &error))
                g_clear_error(&error)
                Unmanaged<SignalBox<Done>>.fromOpaque(data!).takeRetainedValue().handler(opened)
            }
        }
        let context = gdk_display_get_default().flatMap { gdk_display_get_app_launch_context($0) }
        g_app_info_launch_default_for_uri_async(
            url.absoluteString, context.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GAppLaunchContext.self) }, nil,
            finished, box.retainedPointer())
        if let context { g_object_unref(UnsafeMutableRawPointer(context)) }
    }

    /// The app's `app.preferences` action, if it has one.
    private var preferencesAction: OpaquePointer? {
        g_action_map_lookup_action(OpaquePointer(raw), "preferences")
    }

    /// GNOME Settings' page for this app, if GNOME Settings is installed.
    private var settingsCommand: String? {
        guard let id = g_application_get_application_id(pointer()), let program = g_find_program_in_path("gnome-control-center")
        else { return nil }
        defer { g_free(program) }
        return String(cString: program) + " applications " + String(cString: id)
    }

    /// Opens the app's settings (see ``openSettingsURLString``); whether it did.
    private func openSettings() -> Bool {
        if let action = preferencesAction {
            g_action_activate(action, nil)
            return true
        }
        guard let command = settingsCommand else { return false }
        var error: UnsafeMutablePointer<GError>?
        guard let info = g_app_info_create_from_commandline(command, nil, G_APP_INFO_CREATE_NONE, &error) else {
            g_clear_error(&error)
            return false
        }
        defer { g_object_unref(UnsafeMutableRawPointer(info)) }
        let launched = g_app_info_launch(info, nil, nil, &error)
        g_clear_error(&error)
        return Bool(gboolean: launched)
    }
}

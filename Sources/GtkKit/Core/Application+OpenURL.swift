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

    /// Whether an application is registered for the URL's scheme. A sandboxed app may be told
    /// false for a scheme the portal would still open.
    public func canOpenURL(_ url: URL) -> Bool {
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
}

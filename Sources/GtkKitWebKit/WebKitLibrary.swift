internal import CGtk
import Glibc

/// WebKitGTK for GTK 4 (`libwebkitgtk-6.0`), opened when the first web view is made: neither
/// GtkKit nor this module links it, so an app without a web view needs neither the library nor
/// its headers, and an app whose system lacks it builds, runs, and shows in the web view's place
/// what to install.
@MainActor
final class WebKitLibrary {
    typealias New = @convention(c) () -> UnsafeMutableRawPointer?
    typealias LoadHTML = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>, UnsafePointer<CChar>?) -> Void
    typealias LoadURI = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>) -> Void
    typealias GetString = @convention(c) (UnsafeMutableRawPointer?) -> UnsafePointer<CChar>?
    typealias GetBool = @convention(c) (UnsafeMutableRawPointer?) -> gboolean
    typealias GetDouble = @convention(c) (UnsafeMutableRawPointer?) -> Double
    typealias Call = @convention(c) (UnsafeMutableRawPointer?) -> Void
    typealias GetPointer = @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
    typealias GetInt = @convention(c) (UnsafeMutableRawPointer?) -> Int32
    typealias SetBool = @convention(c) (UnsafeMutableRawPointer?, gboolean) -> Void
    typealias SetApplication = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Void
    typealias Evaluate =
        @convention(c) (
            UnsafeMutableRawPointer?, UnsafePointer<CChar>, Int, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?,
            GAsyncReadyCallback?, UnsafeMutableRawPointer?
        ) -> Void
    typealias EvaluateFinish =
        @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) ->
        UnsafeMutableRawPointer?
    typealias ToJSON = @convention(c) (UnsafeMutableRawPointer?, UInt32) -> UnsafeMutablePointer<CChar>?

    let new: New
    let loadHTML: LoadHTML
    let loadURI: LoadURI
    let uri: GetString
    let title: GetString
    let isLoading: GetBool
    let progress: GetDouble
    let canGoBack: GetBool
    let canGoForward: GetBool
    let goBack: Call
    let goForward: Call
    let reload: Call
    let stop: Call
    let settings: GetPointer
    let setGestures: SetBool
    let setApplication: SetApplication
    let evaluate: Evaluate
    let evaluateFinish: EvaluateFinish
    let toJSON: ToJSON
    let navigationAction: GetPointer
    let request: GetPointer
    let requestURI: GetString
    let navigationType: GetInt
    let isUserGesture: GetBool
    let use: Call
    let ignore: Call

    /// The package that brings the library, for the messages that say it is missing.
    nonisolated static let package = "libwebkitgtk-6.0-4"

    /// The library, or nil — said once, as a GLib warning naming the package — when it cannot be
    /// opened.
    static let shared: WebKitLibrary? = open("libwebkitgtk-6.0.so.4")

    /// The library at `name`, or nil, said once. Package access for the test of a system without it.
    static func open(_ name: String) -> WebKitLibrary? {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL), let library = WebKitLibrary(handle) else {
            gtkkit_log_warning("GtkKit", "web pages are not shown: WebKitGTK for GTK 4 is not installed (Debian: \(package))")
            return nil
        }
        return library
    }

    private init?(_ handle: UnsafeMutableRawPointer) {
        func symbol<T>(_ name: String, as type: T.Type = T.self) -> T? { dlsym(handle, name).map { unsafeBitCast($0, to: type) } }
        guard let new: New = symbol("webkit_web_view_new"), let loadHTML: LoadHTML = symbol("webkit_web_view_load_html"),
            let loadURI: LoadURI = symbol("webkit_web_view_load_uri"), let uri: GetString = symbol("webkit_web_view_get_uri"),
            let title: GetString = symbol("webkit_web_view_get_title"), let isLoading: GetBool = symbol("webkit_web_view_is_loading"),
            let progress: GetDouble = symbol("webkit_web_view_get_estimated_load_progress"),
            let canGoBack: GetBool = symbol("webkit_web_view_can_go_back"),
            let canGoForward: GetBool = symbol("webkit_web_view_can_go_forward"), let goBack: Call = symbol("webkit_web_view_go_back"),
            let goForward: Call = symbol("webkit_web_view_go_forward"), let reload: Call = symbol("webkit_web_view_reload"),
            let stop: Call = symbol("webkit_web_view_stop_loading"), let settings: GetPointer = symbol("webkit_web_view_get_settings"),
            let setGestures: SetBool = symbol("webkit_settings_set_enable_back_forward_navigation_gestures"),
            let setApplication: SetApplication = symbol("webkit_settings_set_user_agent_with_application_details"),
            let evaluate: Evaluate = symbol("webkit_web_view_evaluate_javascript"),
            let evaluateFinish: EvaluateFinish = symbol("webkit_web_view_evaluate_javascript_finish"),
            let toJSON: ToJSON = symbol("jsc_value_to_json"),
            let navigationAction: GetPointer = symbol("webkit_navigation_policy_decision_get_navigation_action"),
            let request: GetPointer = symbol("webkit_navigation_action_get_request"),
            let requestURI: GetString = symbol("webkit_uri_request_get_uri"),
            let navigationType: GetInt = symbol("webkit_navigation_action_get_navigation_type"),
            let isUserGesture: GetBool = symbol("webkit_navigation_action_is_user_gesture"),
            let use: Call = symbol("webkit_policy_decision_use"), let ignore: Call = symbol("webkit_policy_decision_ignore")
        else { return nil }
        (self.new, self.loadHTML, self.loadURI, self.uri, self.title, self.isLoading) = (new, loadHTML, loadURI, uri, title, isLoading)
        (self.progress, self.canGoBack, self.canGoForward, self.goBack, self.goForward) = (
            progress, canGoBack, canGoForward, goBack, goForward
        )
        (self.reload, self.stop, self.settings, self.setGestures, self.setApplication) = (
            reload, stop, settings, setGestures, setApplication
        )
        (self.evaluate, self.evaluateFinish, self.toJSON) = (evaluate, evaluateFinish, toJSON)
        (self.navigationAction, self.request, self.requestURI, self.navigationType) = (
            navigationAction, request, requestURI, navigationType
        )
        (self.isUserGesture, self.use, self.ignore) = (isUserGesture, use, ignore)
    }
}

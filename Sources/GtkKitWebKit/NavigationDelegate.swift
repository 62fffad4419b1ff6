import Foundation
import GtkKit

#if canImport(FoundationNetworking)
    @_exported public import FoundationNetworking
#endif

/// One page load the web view started (WebKit's `WKNavigation`): the object ``WebView``'s load
/// methods return and every ``NavigationDelegate`` callback for that load is handed, so a
/// delegate can tell its own loads from the ones a clicked link started.
@MainActor
public final class Navigation {
    init() {}
}

/// Why a navigation was asked for (WebKit's `WKNavigationType`).
public enum NavigationType: Sendable {
    /// The user followed a link.
    case linkActivated
    /// A form was submitted.
    case formSubmitted
    /// Back or forward.
    case backForward
    /// The page was reloaded.
    case reload
    /// A form was submitted again.
    case formResubmitted
    /// Anything else: the app's own load, a script's.
    case other
}

/// Whether a navigation goes ahead (WebKit's `WKNavigationActionPolicy`).
public enum NavigationActionPolicy: Sendable {
    /// Stop it: the page stays as it is.
    case cancel
    /// Let it load.
    case allow
}

/// The frame a navigation happens in (WebKit's `WKFrameInfo`): the page's main frame here.
@MainActor
public final class FrameInfo {
    /// Whether this is the page's main frame.
    public let isMainFrame: Bool
    init(isMainFrame: Bool) { self.isMainFrame = isMainFrame }
}

/// A navigation the page asks for, to be allowed or cancelled (WebKit's `WKNavigationAction`).
@MainActor
public final class NavigationAction {
    /// What would be loaded.
    public let request: URLRequest
    /// Why: a link, a form, back or forward.
    public let navigationType: NavigationType
    /// The frame it loads in; nil for a link meant for a new window (`target="_blank"`), which
    /// GtkKit opens in the desktop's browser when allowed.
    public let targetFrame: FrameInfo?
    /// Whether the user asked for it (a click, a key), not a script on its own.
    public let isUserGesture: Bool

    init(request: URLRequest, navigationType: NavigationType, targetFrame: FrameInfo?, isUserGesture: Bool) {
        (self.request, self.navigationType, self.targetFrame, self.isUserGesture) = (request, navigationType, targetFrame, isUserGesture)
    }
}

/// What a web view tells about its loads, and asks before one (WebKit's `WKNavigationDelegate`).
/// Every method is optional; the callbacks come in WebKit's order: started, committed (the first
/// bytes of the new page), finished — or one of the two failures.
@MainActor
public protocol NavigationDelegate: AnyObject {
    /// Whether `navigationAction` may go ahead: call `decisionHandler` once, now or later
    /// (the load waits). Allowed unless implemented.
    func webView(
        _ webView: WebView, decidePolicyFor navigationAction: NavigationAction,
        decisionHandler: @escaping @MainActor (NavigationActionPolicy) -> Void)
    /// A load began.
    func webView(_ webView: WebView, didStartProvisionalNavigation navigation: Navigation?)
    /// The new page's content began to arrive: the old page is gone.
    func webView(_ webView: WebView, didCommit navigation: Navigation?)
    /// The page and its resources are loaded.
    func webView(_ webView: WebView, didFinish navigation: Navigation?)
    /// The load failed before anything arrived (no network, no such host): the web view shows
    /// WebKit's error page, which says why, as GNOME Web does.
    func webView(_ webView: WebView, didFailProvisionalNavigation navigation: Navigation?, withError error: any Error)
    /// The load failed after the page began to arrive.
    func webView(_ webView: WebView, didFail navigation: Navigation?, withError error: any Error)
}

extension NavigationDelegate {
    /// Allows every navigation: a delegate that does not decide lets the page go anywhere.
    public func webView(
        _ webView: WebView, decidePolicyFor navigationAction: NavigationAction,
        decisionHandler: @escaping @MainActor (NavigationActionPolicy) -> Void
    ) { decisionHandler(.allow) }
    /// Does nothing: a delegate hears only what it implements.
    public func webView(_ webView: WebView, didStartProvisionalNavigation navigation: Navigation?) {}
    /// Does nothing: a delegate hears only what it implements.
    public func webView(_ webView: WebView, didCommit navigation: Navigation?) {}
    /// Does nothing: a delegate hears only what it implements.
    public func webView(_ webView: WebView, didFinish navigation: Navigation?) {}
    /// Does nothing: the web view still shows WebKit's error page.
    public func webView(_ webView: WebView, didFailProvisionalNavigation navigation: Navigation?, withError error: any Error) {}
    /// Does nothing: the web view still shows WebKit's error page.
    public func webView(_ webView: WebView, didFail navigation: Navigation?, withError error: any Error) {}
}

/// How a web view is set up before it is made (WebKit's `WKWebViewConfiguration`).
@MainActor
public final class WebViewConfiguration {
    /// Appended to the user agent as the app's name and version ("Petitions/1.0"), as WebKit's
    /// `applicationNameForUserAgent`; nil leaves WebKitGTK's own.
    public var applicationNameForUserAgent: String?
    /// An empty configuration: WebKitGTK's defaults (JavaScript on, the desktop's fonts).
    public init() {}
}

internal import CGtk
import Foundation
import GtkKit

/// WebKitGTK's load signals turned into ``NavigationDelegate`` callbacks.
extension WebView {
    /// WebKitGTK's `WebKitLoadEvent`.
    private enum LoadEvent: Int32 {
        case started, redirected, committed, finished
    }

    private typealias FailedHandler = @MainActor (Int32, UnsafePointer<CChar>?, UnsafeMutablePointer<GError>?) -> Bool
    private typealias DecideHandler = @MainActor (UnsafeMutableRawPointer?, Int32) -> Bool

    func connectLoadSignals() {
        connect("load-changed", int: { [weak self] event in self?.loadChanged(LoadEvent(rawValue: event)) })
        let failed:
            @convention(c) (
                UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, UnsafeMutablePointer<GError>?, UnsafeMutableRawPointer?
            ) -> gboolean = { _, event, uri, error, data in
                MainActor.assumeIsolated { SignalBox<FailedHandler>.from(data).handler(event, uri, error).gboolean }
            }
        let failedHandler: FailedHandler = { [weak self] event, uri, error in
            self?.loadFailed(provisional: event == LoadEvent.started.rawValue, uri: uri, error: error) ?? false
        }
        _ = connect("load-failed", unsafeBitCast(failed, to: GCallback.self), SignalBox(failedHandler))
        let decide: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> gboolean = {
            _, decision, type, data in
            MainActor.assumeIsolated { SignalBox<DecideHandler>.from(data).handler(decision, type).gboolean }
        }
        let decideHandler: DecideHandler = { [weak self] decision, type in self?.decidePolicy(decision, type: type) ?? false }
        _ = connect("decide-policy", unsafeBitCast(decide, to: GCallback.self), SignalBox(decideHandler))
        for property in ["title", "estimated-load-progress", "is-loading", "uri"] {
            connect(
                "notify::\(property)",
                pointer: { [weak self] _ in
                    guard let self else { return }
                    if property == "title", !self.isLoading { self.describePageForScreenReaders() }
                    self.loadingDidChange?(self)
                })
        }
    }

    private func loadChanged(_ event: LoadEvent?) {
        switch event {
        case .started:
            current = requested ?? Navigation()
            requested = nil
            currentFailed = false
            navigationDelegate?.webView(self, didStartProvisionalNavigation: current)
        case .committed:
            navigationDelegate?.webView(self, didCommit: current)
        case .finished:
            let navigation = current
            current = nil
            if !currentFailed {
                describePageForScreenReaders()
                navigationDelegate?.webView(self, didFinish: navigation)
            }
        case .redirected, nil:
            break
        }
    }

    /// Tells the delegate; false lets WebKit show its error page, which says why.
    private func loadFailed(provisional: Bool, uri: UnsafePointer<CChar>?, error: UnsafeMutablePointer<GError>?) -> Bool {
        currentFailed = true
        let failure = Self.error(error, uri: uri)
        // A load the app or a policy decision stopped is not a failure to report (nor does
        // WebKit on Apple's platforms report a cancelled decision).
        if Self.isCancellation(error) { return false }
        if provisional {
            navigationDelegate?.webView(self, didFailProvisionalNavigation: current, withError: failure)
        } else {
            navigationDelegate?.webView(self, didFail: current, withError: failure)
        }
        return false
    }

    /// Asks the delegate about a navigation (type 0) or a new window (1); responses (2) are
    /// WebKit's to decide. Returns true: the decision is kept until the delegate answers.
    private func decidePolicy(_ decision: UnsafeMutableRawPointer?, type: Int32) -> Bool {
        guard let library, let decision, type == 0 || type == 1, let action = library.navigationAction(decision),
            let request = library.request(action), let uriPointer = library.requestURI(request),
            let url = URL(string: String(cString: uriPointer))
        else { return false }
        let newWindow = type == 1
        let navigationAction = NavigationAction(
            request: URLRequest(url: url), navigationType: Self.navigationType(library.navigationType(action)),
            targetFrame: newWindow ? nil : FrameInfo(isMainFrame: true), isUserGesture: Bool(gboolean: library.isUserGesture(action)))
        guard let delegate = navigationDelegate else {
            if newWindow { openInBrowser(url, decision: decision, library: library) }
            return newWindow
        }
        g_object_ref(decision)
        var answered = false
        delegate.webView(self, decidePolicyFor: navigationAction) { [weak self] policy in
            guard !answered else {
                logProgrammingError("WebView: a navigation's decisionHandler was called twice")
                return
            }
            answered = true
            if policy == .allow, newWindow, let self {
                self.openInBrowser(url, decision: decision, library: library)
            } else if policy == .allow {
                library.use(decision)
            } else {
                library.ignore(decision)
            }
            g_object_unref(decision)
        }
        return true
    }

    /// A link meant for a new window: the desktop's browser opens it, the page stays.
    private func openInBrowser(_ url: URL, decision: UnsafeMutableRawPointer, library: WebKitLibrary) {
        library.ignore(decision)
        Application.shared?.open(url)
    }

    private static func navigationType(_ value: Int32) -> NavigationType {
        // WebKitNavigationType's values, in its order.
        switch value {
        case 0: .linkActivated
        case 1: .formSubmitted
        case 2: .backForward
        case 3: .reload
        case 4: .formResubmitted
        default: .other
        }
    }

    /// WebKit's `WEBKIT_NETWORK_ERROR_CANCELLED` and `WEBKIT_POLICY_ERROR_FRAME_LOAD_INTERRUPTED_BY_POLICY_CHANGE`.
    private static func isCancellation(_ error: UnsafeMutablePointer<GError>?) -> Bool {
        guard let error else { return false }
        let domain = String(cString: g_quark_to_string(error.pointee.domain))
        return (domain == "WebKitNetworkError" && error.pointee.code == 302)
            || (domain == "WebKitPolicyError" && error.pointee.code == 102)
    }

    /// `error` as an `NSError` in WebKitGTK's domain, its message as the description and the
    /// failing URL as Foundation's key.
    private static func error(_ error: UnsafeMutablePointer<GError>?, uri: UnsafePointer<CChar>?) -> NSError {
        var info: [String: Any] = [:]
        if let uri, let url = URL(string: String(cString: uri)) { info[NSURLErrorFailingURLErrorKey] = url }
        guard let error else { return NSError(domain: "WebKitNetworkError", code: 0, userInfo: info) }
        info[NSLocalizedDescriptionKey] = String(cString: error.pointee.message)
        return NSError(domain: String(cString: g_quark_to_string(error.pointee.domain)), code: Int(error.pointee.code), userInfo: info)
    }
}

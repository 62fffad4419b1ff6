internal import CGtk
import Foundation
@_spi(GtkKitInternals) import GtkKit

/// A web page in a view (WebKit's `WKWebView`), on WebKitGTK — GNOME Web's engine — which draws
/// it, runs its scripts in a separate process and gives screen readers the page's own
/// accessible tree (headings, links, form fields), so Orca reads a page in an app as it reads
/// one in GNOME Web.
///
/// ```swift
/// let webView = WebView()
/// webView.navigationDelegate = self
/// webView.loadHTMLString("<h1>Petition</h1><p>Body</p>", baseURL: nil)
/// view = webView
/// ```
///
/// Where GtkKit differs, and why:
/// - The module is opt-in (`GtkKitWebKit`), and opens WebKitGTK only when the first web view is
///   made: an app without one neither links nor installs it. Where it is missing, the view
///   shows what to install in the page's place, a GLib warning says it once, and every load
///   fails with ``WebViewError/webKitMissing``.
/// - A page that will not load shows WebKit's error page, which says why (GNOME Web's
///   convention; UIKit's web view stays blank), after the delegate hears the failure.
/// - A link meant for a new window opens in the desktop's browser once allowed: an app's
///   web view is one page, not a browser with windows.
/// - There is no key-value observing: read ``title``, ``url``, ``estimatedProgress`` and
///   ``isLoading`` in the ``NavigationDelegate`` callbacks, or set ``loadingDidChange``.
@MainActor
open class WebView: View {
    let library: WebKitLibrary?
    /// The delegate told about loads and asked before them (WebKit's `navigationDelegate`).
    public weak var navigationDelegate: (any NavigationDelegate)?
    /// Called whenever ``title``, ``estimatedProgress`` or ``isLoading`` change: what an app
    /// observed with key-value observing on Apple's platforms (a progress bar, the page title).
    public var loadingDidChange: (@MainActor (WebView) -> Void)?
    /// The configuration the view was made with (WebKit's `configuration`).
    public let configuration: WebViewConfiguration
    /// The load the app started and WebKit has not yet begun, handed to the started callback.
    var requested: Navigation?
    /// The load under way, from its start to its end.
    var current: Navigation?
    /// Whether the load under way has failed (WebKit still reports its end as finished).
    var currentFailed = false
    /// The failures of loads that could not begin, told on the next turn of the main loop.
    private var startFailures: [MainLoop.Timer] = []
    /// The page's text for a screen reader where GTK cannot show WebKit's tree (GTK 4.8).
    private(set) lazy var pageDescription = PageDescription(of: self)

    /// A web view at `frame` set up by `configuration` (WebKit's `init(frame:configuration:)`).
    public init(frame: Rect, configuration: WebViewConfiguration) {
        self.configuration = configuration
        library = Self.openLibrary()
        if let library, let widget = library.new() {
            View.adopt(widget, ownership: .full)
        } else {
            let message = WebViewError.webKitMissing.localizedDescription
            let label = gtk_label_new(message)!
            gtk_label_set_wrap(OpaquePointer(label), 1)
            gtk_label_set_justify(OpaquePointer(label), GTK_JUSTIFY_CENTER)
            gtk_label_set_max_width_chars(OpaquePointer(label), 40)
            gtk_widget_add_css_class(label, "dim-label")
            View.adopt(UnsafeMutableRawPointer(label), ownership: .full)
        }
        super.init(frame: frame)
        if library != nil {
            connectLoadSignals()
            installBackKeys()
        }
        if let name = configuration.applicationNameForUserAgent, let library {
            let parts = name.split(separator: "/", maxSplits: 1).map(String.init)
            library.setApplication(library.settings(raw), parts[0], parts.count > 1 ? parts[1] : nil)
        }
    }

    /// A web view at `frame` with the default configuration (`init(frame:)`; `.zero` sets no
    /// frame: the view then takes what its superview, constraints or controller give it).
    public override convenience init(frame: Rect) {
        self.init(frame: frame, configuration: WebViewConfiguration())
    }

    /// A web view from an interface file (a storyboard's `wkWebView`).
    public required convenience init?(coder: Coder) {
        self.init(frame: .zero, configuration: WebViewConfiguration())
    }

    /// Where a new view gets WebKitGTK from: the shared library (internal, so the tests can make
    /// a view on a system without it).
    static var openLibrary: @MainActor () -> WebKitLibrary? = { WebKitLibrary.shared }

    /// Whether web pages can be shown here: WebKitGTK is installed.
    public static var isAvailable: Bool { WebKitLibrary.shared != nil }

    /// Shows `string` as a page (WebKit's `loadHTMLString(_:baseURL:)`); relative links and
    /// pictures resolve against `baseURL` (nil: `about:blank`, so they do not load).
    @discardableResult
    public func loadHTMLString(_ string: String, baseURL: URL?) -> Navigation? {
        begin { $0.loadHTML(raw, string, baseURL?.absoluteString) }
    }

    /// Loads `request`'s URL (WebKit's `load(_:)`): http, https, file and data URLs.
    @discardableResult
    public func load(_ request: URLRequest) -> Navigation? {
        guard let url = request.url else {
            reportStartFailure(WebViewError.badURL)
            return nil
        }
        return begin { $0.loadURI(raw, url.absoluteString) }
    }

    /// Loads the file at `url` (WebKit's `loadFileURL(_:allowingReadAccessTo:)`). WebKitGTK's
    /// web process may read any file the user can, so `readAccessURL` limits nothing here.
    @discardableResult
    public func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> Navigation? {
        begin { $0.loadURI(raw, url.absoluteString) }
    }

    /// The page's URL, once a load has begun.
    public var url: URL? { library.flatMap { $0.uri(raw) }.flatMap { URL(string: String(cString: $0)) } }
    /// The page's title (its `<title>`), once known.
    public var title: String? { library.flatMap { $0.title(raw) }.map { String(cString: $0) } }
    /// Whether a load is under way.
    public var isLoading: Bool { library.map { Bool(gboolean: $0.isLoading(raw)) } ?? false }
    /// How much of the page has arrived, from 0 to 1.
    public var estimatedProgress: Double { library?.progress(raw) ?? 0 }
    /// Whether there is a page to go back to.
    public var canGoBack: Bool { library.map { Bool(gboolean: $0.canGoBack(raw)) } ?? false }
    /// Whether there is a page to go forward to.
    public var canGoForward: Bool { library.map { Bool(gboolean: $0.canGoForward(raw)) } ?? false }

    /// Goes back a page; nil when there is none.
    @discardableResult
    public func goBack() -> Navigation? { canGoBack ? begin { $0.goBack(raw) } : nil }
    /// Goes forward a page; nil when there is none.
    @discardableResult
    public func goForward() -> Navigation? { canGoForward ? begin { $0.goForward(raw) } : nil }
    /// Loads the page again.
    @discardableResult
    public func reload() -> Navigation? { begin { $0.reload(raw) } }
    /// Stops the load under way.
    public func stopLoading() { library?.stop(raw) }

    /// Whether a horizontal two-finger swipe goes back and forward (WebKit's
    /// `allowsBackForwardNavigationGestures`; GNOME Web's gesture too). Off by default.
    public var allowsBackForwardNavigationGestures = false {
        didSet { library.map { $0.setGestures($0.settings(raw), allowsBackForwardNavigationGestures.gboolean) } }
    }

    /// Starts a load through `start`, as a navigation the delegate will be handed.
    private func begin(_ start: (WebKitLibrary) -> Void) -> Navigation? {
        guard let library else {
            reportStartFailure(WebViewError.webKitMissing)
            return nil
        }
        let navigation = Navigation()
        requested = navigation
        start(library)
        return navigation
    }

    /// Tells the delegate, on the next turn of the main loop as a real load would, that a load
    /// could not begin.
    private func reportStartFailure(_ error: WebViewError) {
        let navigation = Navigation()
        startFailures.removeAll { !$0.isScheduled }
        startFailures.append(
            MainLoop.after(milliseconds: 0) { [weak self] in
                guard let self else { return }
                self.navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation, withError: error)
            })
    }
}

/// Why a web view could not load (its `localizedDescription` says so to the user).
public enum WebViewError: Error, Sendable, LocalizedError {
    /// WebKitGTK is not installed.
    case webKitMissing
    /// The request has no URL.
    case badURL
    /// The script threw, or did not compile: WebKit's message.
    case script(String)

    /// The sentence to show the user, in the app's language.
    public var errorDescription: String? {
        switch self {
        case .webKitMissing:
            gettextString(format: "Web pages cannot be shown: WebKitGTK is not installed (Debian package %1$@).", WebKitLibrary.package)
        case .badURL: gettextString("The address is not valid.")
        case .script(let message): message
        }
    }
}

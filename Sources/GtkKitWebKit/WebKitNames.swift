// WebKit's names for this module's types, so code ported from `import WebKit` (which
// `gtkkit-port` turns into `import GtkKitWebKit`) compiles as written. They live here rather than
// in GtkKitUIKitNames so that that module does not bring WebKitGTK to apps without a web view.

/// WebKit's `WKWebView`: ``WebView``.
public typealias WKWebView = WebView
/// WebKit's `WKWebViewConfiguration`: ``WebViewConfiguration``.
public typealias WKWebViewConfiguration = WebViewConfiguration
/// WebKit's `WKNavigationDelegate`: ``NavigationDelegate``.
public typealias WKNavigationDelegate = NavigationDelegate
/// WebKit's `WKNavigation`: ``Navigation``.
public typealias WKNavigation = Navigation
/// WebKit's `WKNavigationAction`: ``NavigationAction``.
public typealias WKNavigationAction = NavigationAction
/// WebKit's `WKNavigationActionPolicy`: ``NavigationActionPolicy``.
public typealias WKNavigationActionPolicy = NavigationActionPolicy
/// WebKit's `WKNavigationType`: ``NavigationType``.
public typealias WKNavigationType = NavigationType
/// WebKit's `WKFrameInfo`: ``FrameInfo``.
public typealias WKFrameInfo = FrameInfo

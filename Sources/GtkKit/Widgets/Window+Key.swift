internal import CGtk

/// Making a window the app's window, UIKit's way: `UIWindow()` or `UIWindow(frame:)`, then
/// `makeKeyAndVisible()`.
extension Window {
    /// A window of `windowScene` (UIKit's `UIWindow(windowScene:)`, what Xcode's scene delegate
    /// template makes in `scene(_:willConnectTo:options:)`).
    public convenience init(windowScene: WindowScene) {
        self.init()
        windowScene.windows.append(self)
        self.windowScene = windowScene
    }

    /// Whether the window has the keyboard focus (UIKit's `isKeyWindow`; GTK's active window).
    public var isKeyWindow: Bool { Bool(gboolean: gtk_window_is_active(pointer())) }

    /// Shows the window and gives it the keyboard focus (UIKit's `makeKeyAndVisible()`): GTK's
    /// `present`, with the root controller's appearance calls.
    public func makeKeyAndVisible() { present() }

    /// Whether the window has been shown (``present()``, ``makeKeyAndVisible()``) and not hidden.
    var isToplevelShown: Bool { Bool(gboolean: gtk_widget_get_visible(widget)) }
}

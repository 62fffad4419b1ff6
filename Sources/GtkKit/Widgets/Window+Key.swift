internal import CGtk

/// Making a window the app's window, UIKit's way: `UIWindow()` or `UIWindow(frame:)`, then
/// `makeKeyAndVisible()`.
extension Window {
    /// A window of the running application (``Application/shared``), so the app runs while it is
    /// open, as every `UIWindow` belongs to its app; a plain window when none runs yet.
    public convenience init() {
        self.init(application: Application.shared)
    }

    /// A window that opens at `frame`'s size (UIKit's `UIWindow(frame:)`, usually the screen's
    /// bounds). GNOME's convention wins for the rest: the desktop places windows, and a window as
    /// big as the screen opens at that size, no larger than the largest monitor.
    public convenience init(frame: Rect) {
        self.init()
        if frame.size.width > 0, frame.size.height > 0 { setDefaultSize(width: Int(frame.size.width), height: Int(frame.size.height)) }
    }

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

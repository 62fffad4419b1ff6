internal import CGtk

/// The display a window is shown on (UIKit's `UIScreen`): the desktop's first monitor, its size
/// in logical pixels and its scale. A desktop has monitors of different sizes and a window can
/// be anywhere, so read a window's own size for layout; `Screen.main.bounds` is what UIKit's
/// template sizes its first window from, and there it only sets the window's default size.
@MainActor
public final class Screen {
    /// The desktop's first monitor (UIKit's `UIScreen.main`), or a 1280 × 800 stand-in when no
    /// display is open yet.
    public static var main: Screen { Screen() }

    /// The monitor's geometry in logical pixels, at the origin (UIKit's `bounds`).
    public let bounds: Rect
    /// Device pixels per logical pixel: 1, or 2 on a HiDPI monitor (UIKit's `scale`).
    public let scale: Double

    private init() {
        var geometry = GdkRectangle(x: 0, y: 0, width: 1280, height: 800)
        var factor: Int32 = 1
        if let display = gdk_display_get_default(), let monitors = gdk_display_get_monitors(display),
            g_list_model_get_n_items(monitors) > 0, let item = g_list_model_get_item(monitors, 0)
        {
            let monitor = OpaquePointer(item)
            gdk_monitor_get_geometry(monitor, &geometry)
            factor = gdk_monitor_get_scale_factor(monitor)
            g_object_unref(item)
        }
        bounds = Rect(x: 0, y: 0, width: Double(geometry.width), height: Double(geometry.height))
        scale = Double(max(factor, 1))
    }
}

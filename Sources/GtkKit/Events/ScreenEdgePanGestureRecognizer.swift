internal import CGtk

/// UIKit's `UIScreenEdgePanGestureRecognizer`: a pan that starts only with a finger put down
/// near one of its view's ``edges`` — a navigation controller's swipe back
/// (``NavigationController/interactivePopGestureRecognizer``) is one.
///
/// ```swift
/// let reveal = ScreenEdgePanGestureRecognizer(edges: .right) { pan in
///     drawer.transformOffset = pan.translation(in: nil)
/// }
/// page.addGestureRecognizer(reveal)
/// ```
///
/// Where GNOME's convention wins: it follows touches only, never a mouse drag (libadwaita's
/// swipes take a mouse drag only where an app asks, because a drag from a window's edge is the
/// user selecting text or resizing), and the edge is the view's, not the screen's — a GTK
/// window is rarely the whole screen. The strip is ``edgeWidth`` wide.
@MainActor
public final class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges a drag may start from (UIKit's `edges`); none until set.
    public var edges: RectEdge = []

    /// How far from an edge a touch may start, in pixels (about UIKit's 20 points).
    public var edgeWidth: Double = 24

    /// Whether the edge is the view's leading one whatever ``edges`` says: the left in English,
    /// the right in Hebrew or Arabic, read from the view's direction as each touch starts (a
    /// navigation controller's swipe back follows the Back button's arrow).
    package var followsLayoutDirection = false

    /// Asked as a touch starts near the edge whether it may begin at all (a navigation
    /// controller with nothing to pop says no, so the touch goes to the page).
    package var startCondition: (@MainActor () -> Bool)?

    /// A recognizer for touches starting at no edge yet.
    public required init() {
        super.init()
        gtk_gesture_single_set_touch_only(controller.opaque, true.gboolean)
    }

    /// A recognizer for touches starting near `edges`, calling `action` as the pan begins,
    /// moves and ends.
    public convenience init(edges: RectEdge, _ action: @escaping @MainActor (ScreenEdgePanGestureRecognizer) -> Void) {
        self.init()
        self.edges = edges
        addHandler(action)
    }

    package override func acceptsStart(at point: Point) -> Bool {
        guard let view, startCondition?() ?? true else { return false }
        let width = view.bounds.width
        let height = view.bounds.height
        var edges = edges
        if followsLayoutDirection {
            edges = gtk_widget_get_direction(view.widget) == GTK_TEXT_DIR_RTL ? .right : .left
        }
        return (edges.contains(.left) && point.x <= edgeWidth) || (edges.contains(.right) && point.x >= width - edgeWidth)
            || (edges.contains(.top) && point.y <= edgeWidth) || (edges.contains(.bottom) && point.y >= height - edgeWidth)
    }
}

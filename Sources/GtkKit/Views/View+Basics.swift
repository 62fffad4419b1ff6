internal import CGtk

/// UIKit's `UIView` basics on every widget: in GtkKit every widget is a view.
extension View {
    /// Whether the view is hidden (UIKit's `isHidden`): a hidden view is not drawn, takes no
    /// input and, in a ``StackView`` or any GTK box, takes no space. Inside an animation block
    /// (``animate(withDuration:delay:options:animations:completion:)``) the view fades out
    /// before it goes, or comes back and fades in.
    public var isHidden: Bool {
        get { Animation.target(of: self, "isHidden").map { $0 == 0 } ?? !isVisible }
        set {
            guard Animation.recording != nil, newValue != isHidden else {
                Animation.stop(self, "isHidden")
                isVisible = !newValue
                return
            }
            let opacity = alpha
            if !newValue {
                isVisible = true
                gtk_widget_set_opacity(widget, 0)
            }
            setAnimatable(self, "isHidden", anchor: self, from: newValue ? 1 : 0, to: newValue ? 0 : 1) { [weak self] shown in
                guard let self else { return }
                // The end of a fade out hides the view and gives it back its own opacity.
                if newValue, shown == 0 { isVisible = false }
                gtk_widget_set_opacity(widget, newValue && shown == 0 ? opacity : min(max(opacity * shown, 0), 1))
            }
        }
    }

    /// The view's opacity, 0 (transparent) to 1 (UIKit's `alpha`). A view at 0 still takes
    /// input, as in UIKit below 0.01 it does not: set ``isHidden`` to take it away. Animatable.
    public var alpha: Double {
        get { Animation.target(of: self, "alpha") ?? gtk_widget_get_opacity(widget) }
        set {
            setAnimatable(self, "alpha", anchor: self, from: gtk_widget_get_opacity(widget), to: min(max(newValue, 0), 1)) {
                [weak self] value in
                guard let self else { return }
                gtk_widget_set_opacity(widget, min(max(value, 0), 1))
            }
        }
    }

    /// The opacity drawn now: on its way to ``alpha`` during an animation.
    package var presentedAlpha: Double { gtk_widget_get_opacity(widget) }

    /// Whether pointer input reaches the view and its subviews (UIKit's
    /// `isUserInteractionEnabled`; GTK's `can-target`). The keyboard still reaches it, as
    /// GNOME expects of anything shown: to take a control away, use ``isEnabled`` (which also
    /// dims it).
    public var isUserInteractionEnabled: Bool {
        get { Bool(gboolean: gtk_widget_get_can_target(widget)) }
        set { gtk_widget_set_can_target(widget, newValue.gboolean) }
    }

    /// The view's own rectangle: its size at the last layout, at the origin (UIKit's `bounds`;
    /// GtkKit's bounds do not scroll).
    public var bounds: Rect {
        Rect(x: 0, y: 0, width: Double(gtk_widget_get_width(widget)), height: Double(gtk_widget_get_height(widget)))
    }

    /// The view's rectangle in its superview's coordinates (UIKit's `frame`). Read, it is the
    /// frame set last, or else where the last layout put the view. Set, a ``View`` superview
    /// places the view there from its next layout (at once inside ``View/layoutSubviews()``); a
    /// ``StackView`` or another container places its views itself, as UIKit's stack views do.
    public var frame: Rect {
        get {
            if let assignedFrame { return assignedFrame }
            guard let parent = parentPointer else { return bounds }
            var rect = graphene_rect_t()
            guard Bool(gboolean: gtk_widget_compute_bounds(widget, parent, &rect)) else { return .zero }
            return Rect(
                x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
        }
        set {
            constraintState.assign(frame: newValue)
            guard let superview, superview.isContainer else { return }
            superview.hostEngine?.subviewFrameChanged()
            if superview.isLayingOut, superview.hostEngine == nil {
                superview.allocate(self, x: newValue.minX, y: newValue.minY, width: newValue.width, height: newValue.height)
            } else {
                superview.setNeedsLayout()
            }
        }
    }

    /// The centre of ``frame`` (UIKit's `center`); set, it moves the frame.
    public var center: Point {
        get { Point(x: frame.midX, y: frame.midY) }
        set {
            let size = frame.size
            frame = Rect(x: newValue.x - size.width / 2, y: newValue.y - size.height / 2, width: size.width, height: size.height)
        }
    }

    /// The nearest enclosing GtkKit view (UIKit's `superview`): GTK's own inner widgets (a
    /// header bar's boxes) are not views of the app's and are passed over.
    public var superview: View? {
        var parent = parentPointer
        while let current = parent {
            if let wrapper = Object.wrapper(of: UnsafeMutableRawPointer(current)) as? View { return wrapper }
            parent = gtk_widget_get_parent(current)
        }
        return nil
    }

    /// Takes the view out of its superview (UIKit's `removeFromSuperview`): a ``View``, a
    /// ``StackView`` (which also stops arranging it) or one of GtkKit's own boxes. A view inside
    /// another GTK container is left there, with a GLib critical naming it.
    public func removeFromSuperview() {
        guard parentPointer != nil else { return }
        switch superview {
        case let stack as StackView: stack.removeArrangedSubview(self, removingFromSuperview: true)
        case let box as Box: box.remove(self)
        case let view? where view.isContainer: view.removeSubview(self)
        default:
            logProgrammingError("removeFromSuperview: \(type(of: self)) is inside a container GtkKit does not take views out of")
        }
    }

    /// The view itself or the first view inside it, depth first, whose ``tag`` is `tag`
    /// (UIKit's `viewWithTag(_:)`).
    public func viewWithTag(_ tag: Int) -> View? {
        Self.firstView(withTag: tag, at: widget)
    }

    /// The first GtkKit view under `root` (itself included), depth first, tagged `tag`; GTK's
    /// own widgets between are searched through.
    private static func firstView(withTag tag: Int, at root: UnsafeMutablePointer<GtkWidget>) -> View? {
        if let view = Object.wrapper(of: UnsafeMutableRawPointer(root)) as? View, view.tag == tag { return view }
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            if let found = firstView(withTag: tag, at: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// The direction the view lays out in (UIKit's `effectiveUserInterfaceLayoutDirection`):
    /// the widget's own, or the app's default, which GTK takes from the language.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        isRightToLeft ? .rightToLeft : .leftToRight
    }

    /// Whether the view lays out right to left.
    var isRightToLeft: Bool { gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL }

    /// The size the view would like (GTK's natural size; its width first, then the height for it).
    var naturalSize: Size { sizeThatFits(Size(width: 0, height: 0)) }

    /// The size that best fits `size`, as UIKit's `sizeThatFits(_:)`: the natural width, but no
    /// wider than `size.width` (nor narrower than the view's minimum, which GTK never allocates
    /// below) when that is above zero, then the natural height for that width — so a wrapping
    /// label answers its height in that many lines. A zero width asks for the natural size.
    public func sizeThatFits(_ size: Size) -> Size {
        var minimumWidth: Int32 = 0
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, &width, nil, nil)
        if size.width > 0 { width = max(minimumWidth, min(width, Int32(size.width.rounded(.down)))) }
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, nil, &height, nil, nil)
        return Size(width: Double(width), height: Double(height))
    }
}

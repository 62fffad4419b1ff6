internal import CGtk

/// A bubble pointing at a widget (`GtkPopover`), after UIKit's `UIPopoverController`.
///
/// ``present(from:in:)`` points it at a widget; Escape or a click outside closes it, and keyboard
/// focus then goes back to that widget (GTK leaves it wherever it was). GTK requires a popover to
/// have a parent: it is attached to the container given to `present` and detached when the
/// popover goes, so it never outlives the page it belongs to.
@MainActor
public final class Popover {
    private let popover = View.wrapping(untyped(gtk_popover_new()), ownership: .full)
    private var parent: View?
    private var parentWatch: gulong?
    private var anchor: WeakWidgetReference?
    /// The popover's content.
    public let content: View
    /// Called after the popover closed, however it closed.
    public var onDismiss: (@MainActor () -> Void)?

    /// A popover showing `content`; its accessible name is `accessibilityLabel` (what a screen
    /// reader says when it opens).
    public init(content: View, accessibilityLabel: String) {
        self.content = content
        gtk_popover_set_child(popover.pointer(), content.widget)
        gtk_popover_set_has_arrow(popover.pointer(), 1)
        popover.accessibilityLabel = accessibilityLabel
        popover.connect("closed") { [weak self] in self?.closed() }
    }

    /// Takes the content out of the popover, so it can be shown elsewhere (a controller
    /// presented again in a new popover); the popover is empty afterwards.
    func releaseContent() {
        gtk_popover_set_child(popover.pointer(), nil)
    }

    /// Whether the popover is open.
    public var isVisible: Bool { popover.isVisible }

    /// The accessible name (what a screen reader says when the popover opens).
    public var accessibilityLabel: String? {
        get { popover.accessibilityLabel }
        set { popover.accessibilityLabel = newValue }
    }

    /// Opens the popover pointing at `anchor`, which must be in a window, inside `container`
    /// (the popover's parent: a widget that outlives the popover's use, such as a page).
    public func present(from anchor: View, in container: View) {
        present(from: anchor, at: nil, in: container)
    }

    /// Opens the popover pointing at `point` in `anchor`'s coordinates (where a right click was),
    /// or at the whole of `anchor` when nil.
    func present(from anchor: View, at point: Point?, in container: View) {
        present(from: anchor, pointingAt: point.map { Rect(origin: $0, size: Size(width: 1, height: 1)) }, in: container)
    }

    /// Opens the popover pointing at `area` in `anchor`'s coordinates (a presentation's
    /// `sourceRect`, a right click's point), or at the whole of `anchor` when nil.
    func present(from anchor: View, pointingAt area: Rect?, in container: View) {
        if parent !== container {
            detach()
            gtk_widget_set_parent(popover.widget, container.widget)
            parent = container
            // Closed before its page goes (window closed, page popped): an open popover holds a
            // keyboard grab on X11, and one unparented while open keeps it, so no key would
            // reach any window afterwards.
            parentWatch = container.connect("unmap") { [weak self] in self?.dismiss(animated: false) }
        }
        self.anchor = WeakWidgetReference(anchor.widget)
        var bounds = graphene_rect_t()
        if let area, Bool(gboolean: gtk_widget_compute_bounds(anchor.widget, container.widget, &bounds)) {
            var rect = GdkRectangle(
                x: Int32(bounds.origin.x + Float(area.origin.x)), y: Int32(bounds.origin.y + Float(area.origin.y)),
                width: Int32(max(1, area.width)), height: Int32(max(1, area.height)))
            gtk_popover_set_pointing_to(popover.pointer(), &rect)
        } else if Bool(gboolean: gtk_widget_compute_bounds(anchor.widget, container.widget, &bounds)) {
            var rect = GdkRectangle(
                x: Int32(bounds.origin.x), y: Int32(bounds.origin.y), width: Int32(bounds.size.width),
                height: Int32(bounds.size.height))
            gtk_popover_set_pointing_to(popover.pointer(), &rect)
        }
        fadeOut = nil
        let shown = content.alpha
        content.alpha = 0
        gtk_popover_popup(popover.pointer())
        _ = content.grabFocus() || popover.grabFocus()
        // The content fades in (instant with the desktop's animations off). The bubble itself is
        // a surface of its own, which X without a compositor cannot draw translucent.
        View.animate(withDuration: Self.fadeDuration, options: .curveEaseOut, animations: { content.alpha = shown })
    }

    /// Closes the popover (focus returns to its anchor); animated, its content fades out first
    /// (UIKit's `dismiss(animated:)`). Escape and a click outside close it at once, as GTK does.
    public func dismiss(animated: Bool = true) {
        guard animated, isVisible, Animation.animationsEnabled(for: popover) else {
            fadeOut = nil
            return gtk_popover_popdown(popover.pointer())
        }
        let shown = content.alpha
        let fade = FadeOut()
        fadeOut = fade
        let closeWhenFaded: @MainActor (Bool) -> Void = { [weak self, weak fade] _ in
            guard let self, let fade, self.fadeOut === fade else { return }
            self.fadeOut = nil
            gtk_popover_popdown(self.popover.pointer())
            self.content.alpha = shown
        }
        View.animate(
            withDuration: Self.fadeDuration, options: .curveEaseIn, animations: { content.alpha = 0 }, completion: closeWhenFaded)
    }

    /// How long the content takes to fade, in seconds: GNOME's short transitions.
    static let fadeDuration = 0.15

    /// The fade out under way, if any: presenting again (or closing at once) abandons it.
    private var fadeOut: FadeOut?
    private final class FadeOut {}

    private func closed() {
        _ = anchor?.restoreFocus()
        anchor = nil
        onDismiss?()
    }

    private func detach() {
        guard let parent else { return }
        gtk_popover_popdown(popover.pointer())
        if let parentWatch { parent.disconnect(parentWatch) }
        parentWatch = nil
        gtk_widget_unparent(popover.widget)
        self.parent = nil
    }

    isolated deinit { detach() }
}

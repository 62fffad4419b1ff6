internal import CGtk

/// One swipe back under way: the page below is shown, live, and a picture of the top page
/// taken as the swipe began lies over it, moved aside as far as the finger has gone.
///
/// GTK 4.8's `GtkStack` has no transition a finger can drive, and moving the top page's own
/// widgets would take them out of the stack (and the focus with them), so the top page slides
/// as a picture (`GtkWidgetPaintable`'s current image), in a `GtkOverlay` child placed by
/// `get-child-position` — what libadwaita's navigation view draws, without libadwaita 1.4.
@MainActor
final class InteractivePop {
    /// The controller being popped, and the one it uncovers.
    let from: ViewController
    let target: ViewController
    let coordinator: TransitionCoordinator
    /// The widget that had the focus in the top page, given it back if the swipe is cancelled.
    let focus: WeakWidgetReference?
    /// How far the top page has moved aside, as a fraction of its width.
    private(set) var progress: Double = 0
    private let host: StackPageHolder
    private let picture: View
    private let isRightToLeft: Bool
    private var positionHandler: gulong = 0
    private var isSettling = false

    /// Shows `picture of fromPage` over `targetPage`, not yet moved.
    init(
        from: ViewController, fromPage: StackPageHolder, target: ViewController, targetPage: StackPageHolder,
        focus: WeakWidgetReference?, rightToLeft: Bool
    ) {
        self.from = from
        self.target = target
        self.focus = focus
        coordinator = TransitionCoordinator(animated: true, interactive: true)
        host = targetPage
        isRightToLeft = rightToLeft
        let live = gtk_widget_paintable_new(fromPage.widget)
        let image = gdk_paintable_get_current_image(live)
        picture = View.wrapping(untyped(gtk_picture_new_for_paintable(image)), ownership: .full)
        g_object_unref(UnsafeMutableRawPointer(image))
        g_object_unref(UnsafeMutableRawPointer(live))
        gtk_picture_set_can_shrink(OpaquePointer(picture.widget), true.gboolean)
        picture.addCSSClass("gtkkit-swiped-page")
        gtk_widget_set_can_target(picture.widget, false.gboolean)
        // A picture of widgets is nothing a screen reader should find.
        gtkkit_accessible_set_hidden(picture.widget, true.gboolean)
        gtk_overlay_add_overlay(OpaquePointer(host.widget), picture.widget)
        gtk_overlay_set_clip_overlay(OpaquePointer(host.widget), picture.widget, true.gboolean)
        positionHandler = host.connectChildPosition { [weak self] child, allocation in
            guard let self, child == self.picture.widget else { return false }
            allocation.pointee = self.pictureAllocation
            return true
        }
    }

    /// Where the picture lies: the page's size, moved aside by `progress` of its width (to the
    /// right, or the left in a right-to-left language).
    private var pictureAllocation: GdkRectangle {
        let width = gtk_widget_get_width(host.widget)
        let moved = Int32((Double(width) * progress).rounded())
        return GdkRectangle(x: isRightToLeft ? -moved : moved, y: 0, width: width, height: gtk_widget_get_height(host.widget))
    }

    /// The finger has moved the page `progress` of its width aside (0 to 1).
    func update(progress: Double) {
        guard !isSettling else { return }
        move(to: progress)
        coordinator.percentComplete = self.progress
    }

    private func move(to value: Double) {
        progress = min(max(value, 0), 1)
        gtk_widget_queue_allocate(host.widget)
    }

    /// The finger has let go: the picture slides the rest of the way off (`committing`) or back,
    /// then `completion` runs. At once when the desktop turns animations off.
    func settle(committing: Bool, completion: @escaping @MainActor () -> Void) {
        isSettling = true
        coordinator.interactionEnded(cancelled: !committing)
        let end: Double = committing ? 1 : 0
        // Up to a quarter of a second for a whole page, less for what is left of it.
        let animation = Animation(duration: 0.25 * abs(end - progress), delay: 0, curve: .easeOut) { _ in completion() }
        animation.add(self, "progress", anchor: host, from: progress, to: end) { [weak self] value in self?.move(to: value) }
        animation.start()
    }

    /// Where GTK last laid the top page's picture out, in the page below's coordinates.
    var pictureFrame: Rect { picture.frame }

    /// Takes the picture away.
    func tearDown() {
        host.disconnect(positionHandler)
        gtk_overlay_remove_overlay(OpaquePointer(host.widget), picture.widget)
    }
}

internal import CGtk

/// UIKit's `UITapGestureRecognizer`: one or more quick presses in about the same place, on
/// GTK's `GtkGestureClick` (the primary mouse button, or a touch). Discrete: its actions run
/// once, in `.ended`, when the last press is released.
///
/// ```swift
/// let open = TapGestureRecognizer { _ in showFullSize() }
/// open.numberOfTapsRequired = 2
/// picture.addGestureRecognizer(open)
/// ```
///
/// A multiple tap is made within the desktop's double-click time and distance, as GTK counts
/// clicks, not UIKit's fixed interval. A single-tap recognizer that must not fire on a double
/// tap waits for it: `single.require(toFail: double)`.
@MainActor
public final class TapGestureRecognizer: GestureRecognizer {
    /// How many presses make the gesture (UIKit's `numberOfTapsRequired`; 1 by default).
    public var numberOfTapsRequired = 1

    /// A recognizer with no action yet (add one with `addTarget(_:action:)`).
    public init() {
        super.init(gesture: untyped(gtk_gesture_click_new()))
        gtk_gesture_single_set_button(controller.opaque, UInt32(GDK_BUTTON_PRIMARY))
        controller.connect(
            "pressed",
            pressCount: { [weak self] count, x, y in
                guard let self else { return }
                if count == 1 { track(at: Point(x: x, y: y)) }
                if count > numberOfTapsRequired { fail() }
            })
        controller.connect(
            "released",
            pressCount: { [weak self] count, x, y in
                guard let self, count == numberOfTapsRequired else { return }
                currentPoint = Point(x: x, y: y)
                recognize(as: .ended)
            })
        // GTK gives up counting once the double-click time passes or the pointer wanders.
        controller.connect("stopped") { [weak self] in
            guard let self, state == .possible else { return }
            fail()
        }
    }

    /// A recognizer that calls `action` when the taps are made.
    public convenience init(_ action: @escaping @MainActor (TapGestureRecognizer) -> Void) {
        self.init()
        addHandler(action)
    }
}

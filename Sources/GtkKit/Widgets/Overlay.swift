internal import CGtk

/// A widget with others laid on top of it (`GtkOverlay`): a badge on a tab, a transparent button
/// over a thumbnail. The overlays get the main child's size unless they align otherwise.
@MainActor
public final class Overlay: View {
    private var children: [View] = []

    /// The view `init(child: View())` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init(child: View())
    }

    /// An overlay whose base is `child`.
    public init(child: View) {
        View.adopt(untyped(gtk_overlay_new()), ownership: .full)
        super.init(frame: .zero)
        children.append(child)
        gtk_overlay_set_child(opaque, child.widget)
    }

    /// Lays `overlay` on top of everything added so far.
    public func addOverlay(_ overlay: View) {
        children.append(overlay)
        gtk_overlay_add_overlay(opaque, overlay.widget)
    }
}

import CGtk
import GtkKit

/// Finds widgets in a live widget tree the way a user sees them: by visible text, by accessible
/// name, by type. Only widgets that are drawn (visible and mapped) count as seen.
@MainActor
public enum WidgetTree {
    /// Every descendant of `root` (depth first, including `root`).
    public static func all(under root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        [root] + WidgetChildren(of: root).flatMap { all(under: $0) }
    }

    /// The texts of the drawn `GtkLabel`s under `root`, in tree order.
    public static func visibleLabelTexts(under root: UnsafeMutablePointer<GtkWidget>) -> [String] {
        all(under: root)
            .filter { Bool(gboolean: gtkkit_is_a($0, gtk_label_get_type())) && Bool(gboolean: gtk_widget_is_drawable($0)) }
            .map { String(cString: gtk_label_get_text(OpaquePointer($0))) }
    }

    /// The drawn buttons under `root` whose wrapper's accessible label is `label`.
    public static func button(labelled label: String, under root: UnsafeMutablePointer<GtkWidget>) -> View? {
        all(under: root)
            .filter { Bool(gboolean: gtkkit_is_a($0, gtk_button_get_type())) && Bool(gboolean: gtk_widget_is_drawable($0)) }
            .compactMap { Object.wrapper(of: UnsafeMutableRawPointer($0)) as? View }
            .first { $0.accessibilityLabel == label }
    }

    /// The toggle button under `root` showing `label` (a ``SegmentedControl``'s segment, which
    /// has no Swift wrapper), drawn or not.
    public static func toggleButton(labelled label: String, under root: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>?
    {
        all(under: root).first {
            Bool(gboolean: gtkkit_is_a($0, gtk_toggle_button_get_type()))
                && gtk_button_get_label(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkButton.self)).map { String(cString: $0) }
                    == label
        }
    }

    /// The first widget of `type` under `root` (drawn or not), in tree order.
    public static func first(ofType type: GType, under root: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        all(under: root).first { Bool(gboolean: gtkkit_is_a($0, type)) }
    }
}

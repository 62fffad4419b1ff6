internal import CGtk

/// A bar of buttons at the bottom of a page, after UIKit's `UIToolbar`, on GNOME's bottom bar
/// (`GtkActionBar`).
///
/// Items are laid out as UIKit lays out a toolbar's: those before the first
/// ``BarButtonItem/flexibleSpace()`` at the start (the left, in a left-to-right language), those
/// after the last one at the end, and one item between two flexible spaces in the centre. A
/// navigation controller gives each page with ``ViewController/toolbarItems`` a toolbar of its
/// own, which slides with the page, as GNOME's bottom bars do (UIKit keeps one toolbar and
/// fades its items).
@MainActor
public final class Toolbar: View {
    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init()
    }

    /// Creates an empty toolbar, which screen readers know as a tool bar (a bare GtkActionBar has
    /// no role of its own).
    public init() {
        View.adopt(gtkkit_widget_new_with_role(gtk_action_bar_get_type(), GTK_ACCESSIBLE_ROLE_TOOLBAR)!, ownership: .full)
        super.init(frame: .zero)
    }

    /// The items shown, in order (UIKit's `items`).
    public private(set) var items: [BarButtonItem] = []

    /// Shows `items` in place of the current ones (UIKit's `setItems(_:animated:)`; GNOME's bars
    /// do not animate their items).
    public func setItems(_ items: [BarButtonItem], animated: Bool) {
        for item in self.items where !item.isFlexibleSpace { gtk_action_bar_remove(opaque, item.view.widget) }
        self.items = items
        let flexible = items.indices.filter { items[$0].isFlexibleSpace }
        let (first, last) = (flexible.first ?? items.count, flexible.last ?? items.count)
        var centre: [BarButtonItem] = []
        var end: [BarButtonItem] = []
        for (index, item) in items.enumerated() where !item.isFlexibleSpace {
            if index < first {
                gtk_action_bar_pack_start(opaque, item.view.widget)
            } else if index > last {
                end.append(item)
            } else {
                centre.append(item)
            }
        }
        // GtkActionBar has one centre slot: a second item between flexible spaces joins the end
        // group, keeping UIKit's order. End items are packed from the end inwards.
        if let middle = centre.first { gtk_action_bar_set_center_widget(opaque, middle.view.widget) }
        end.insert(contentsOf: centre.dropFirst(), at: 0)
        for item in end.reversed() { gtk_action_bar_pack_end(opaque, item.view.widget) }
    }
}

internal import CGtk

/// A view read as one text: GNOME's article, UIKit's accessibility element with a label.
extension View {
    /// A view that screen readers meet as an article: text read as a whole, by the view's name
    /// (``accessibilityLabel``), when it takes the focus — a page whose message is its content,
    /// laid out by frames or constraints (UIKit: a view with `isAccessibilityElement` and an
    /// `accessibilityLabel`). GTK 4.14+ gives it ARIA's `article` role, which Orca 48 reads by
    /// its name alone; a plain view there reports no name at all (ARIA's `generic` may not be
    /// named), and a named group or panel has its name left out whenever its page is announced
    /// with it. GTK 4.8 has no article role and reports a plain view's name, which Orca 43 reads;
    /// there it is a plain view. The role is GTK's to fix when the widget is made, hence an
    /// initialiser (a GNOME extra); ``StackView/init(article:spacing:)`` is the same for a stack.
    public convenience init(article frame: Rect) {
        View.adopt(gtkkit_widget_new_with_role(ViewType.type, View.articleRole)!, ownership: .full)
        self.init(frame: frame)
    }

    /// The running GTK's article role, looked up by name so that a binary built against GTK 4.8's
    /// headers (which lack it) uses it on GTK 4.14+; a plain view's role where GTK has none.
    static let articleRole: GtkAccessibleRole = {
        guard AccessibilityRepair.readPageAsArticle.isNeeded, let roles = g_type_class_ref(gtk_accessible_role_get_type()) else {
            return GTK_ACCESSIBLE_ROLE_GENERIC
        }
        defer { g_type_class_unref(roles) }
        guard let article = g_enum_get_value_by_nick(roles.assumingMemoryBound(to: GEnumClass.self), "article") else {
            return GTK_ACCESSIBLE_ROLE_GENERIC
        }
        return GtkAccessibleRole(rawValue: UInt32(article.pointee.value))
    }()
}

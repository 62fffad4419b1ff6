internal import CGtk

/// Rows registered with the screen reader before they are focused (see `AccessibleRegistration`;
/// GTK 4.8 only, `AccessibilityRepair.registerBeforeFocus`).
extension TableViewCell {
    /// A focused row registers the rows beside it, the list's first and last rows, and the rows
    /// next to it across a section boundary a moment later, so that arrowing onto one (or Home,
    /// End) does not say its description twice; only rows with a description need it. Not every
    /// row as it is shown: that left Orca failing on a pushed page (docs/accessibility.md).
    func registerNeighboursIfFocused() {
        guard AccessibilityRepair.registerBeforeFocus.isNeeded, hasFocus, let accessibility = WindowAccessibility.of(widget)
        else { return }
        accessibility.neighbourRegistration = MainLoop.after(milliseconds: AccessibilityDelay.neighbourRegistration) {
            [weak self] in
            guard let self, self.hasFocus else { return }
            let list = gtk_widget_get_parent(self.widget)
            let candidates = [
                gtk_widget_get_prev_sibling(self.widget), gtk_widget_get_next_sibling(self.widget),
                list.flatMap { gtk_widget_get_first_child($0) }, list.flatMap { gtk_widget_get_last_child($0) },
                list.flatMap { Self.neighbourList(of: $0, forward: true) }.flatMap { gtk_widget_get_first_child($0) },
                list.flatMap { Self.neighbourList(of: $0, forward: false) }.flatMap { gtk_widget_get_last_child($0) },
            ]
            for neighbour in candidates {
                guard let neighbour else { continue }
                Self.registerIfDescribed(neighbour)
            }
        }
    }

    /// Registers `row` if it is a cell with a description (a row without one has nothing to replay).
    static func registerIfDescribed(_ row: UnsafeMutablePointer<GtkWidget>) {
        guard let cell = Object.wrapper(of: UnsafeMutableRawPointer(row)) as? TableViewCell,
            cell.accessibilityHint?.isEmpty == false
        else { return }
        AccessibleRegistration.register(row)
    }

    /// The section list after (or before) `list` in its table, skipping the headings between.
    private static func neighbourList(of list: UnsafeMutablePointer<GtkWidget>, forward: Bool) -> UnsafeMutablePointer<GtkWidget>? {
        var sibling = forward ? gtk_widget_get_next_sibling(list) : gtk_widget_get_prev_sibling(list)
        while let current = sibling {
            if Bool(gboolean: gtkkit_is_a(UnsafeMutableRawPointer(current), gtk_list_box_get_type())) { return current }
            sibling = forward ? gtk_widget_get_next_sibling(current) : gtk_widget_get_prev_sibling(current)
        }
        return nil
    }
}

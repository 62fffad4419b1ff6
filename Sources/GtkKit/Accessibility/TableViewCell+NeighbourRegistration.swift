internal import CGtk

/// Rows registered with the screen reader before they are focused (see `AccessibleRegistration`).
extension TableViewCell {
    /// A focused row registers the rows beside it and at the list's ends a moment later, so that
    /// arrowing onto one (or Home, End) does not say its description twice; only rows with a
    /// description need it. Not every row as it is shown: that left Orca failing on a pushed page
    /// (docs/accessibility.md).
    func registerNeighboursIfFocused() {
        guard hasFocus, let accessibility = WindowAccessibility.of(widget) else { return }
        accessibility.neighbourRegistration = MainLoop.after(milliseconds: AccessibilityDelay.neighbourRegistration) {
            [weak self] in
            guard let self, self.hasFocus else { return }
            let parent = gtk_widget_get_parent(self.widget)
            let candidates = [
                gtk_widget_get_prev_sibling(self.widget), gtk_widget_get_next_sibling(self.widget),
                parent.flatMap { gtk_widget_get_first_child($0) }, parent.flatMap { gtk_widget_get_last_child($0) },
            ]
            for neighbour in candidates {
                guard let neighbour, let cell = Object.wrapper(of: UnsafeMutableRawPointer(neighbour)) as? TableViewCell,
                    cell.accessibleDescription?.isEmpty == false
                else { continue }
                AccessibleRegistration.register(neighbour)
            }
        }
    }
}

internal import CGtk

extension TableViewCore {
    /// Before the table's page is shown, registers the first row of each section: the page's
    /// first focus lands on one, and Orca 43 said a row's description twice on a pushed page's
    /// first focus ("Captain Nimbus." "Captain Nimbus").
    /// A pushed page is not in the window yet when it is about to appear (registration needs a
    /// root); its rows are registered as soon as it is, before the stack shows it and moves the
    /// focus into it.
    func registerFirstRows() {
        guard AccessibilityRepair.registerBeforeFocus.isNeeded else { return }
        guard gtk_widget_get_root(table.widget) != nil else {
            let handler = SignalHandlerID()
            handler.value = table.connect(
                "notify::root",
                pointer: { [weak self] _ in
                    guard let self, gtk_widget_get_root(self.table.widget) != nil else { return }
                    self.table.disconnect(handler.value)
                    self.registerFirstRows()
                })
            return
        }
        for section in rows.sectionIndices {
            if let first = rows.cells(in: section).first { TableViewCell.registerIfDescribed(first.widget) }
        }
    }
}

import FoundationEssentials

/// The table's own header and footer views, in the scrolled box with the sections: the
/// sections, rebuilt on every reload, always go between them.
extension TableViewCore {
    /// Adds a section's widget at the end of the sections, before the table's footer view.
    func appendToSections(_ widget: View) {
        guard let footer = tableFooterView, let index = sectionsBox.children.firstIndex(where: { $0 === footer }) else {
            return sectionsBox.append(widget)
        }
        if index == 0 { sectionsBox.prepend(widget) } else { sectionsBox.insert(widget, after: sectionsBox.children[index - 1]) }
    }

    /// Puts `view` above the sections, in place of `old`.
    func replaceTableHeaderView(_ old: View?, with view: View?) {
        if let old { sectionsBox.remove(old) }
        if let view { sectionsBox.prepend(view) }
    }

    /// Puts `view` below the sections, in place of `old`.
    func replaceTableFooterView(_ old: View?, with view: View?) {
        if let old { sectionsBox.remove(old) }
        if let view { sectionsBox.append(view) }
    }
}

import Foundation

/// Base internationalization as Xcode keeps it: a storyboard's or xib's texts translated in
/// `<language>.lproj/<File>.strings`, keyed by the object's Interface Builder id and the property
/// (`"Xyz-ab-cde.text" = "…";`, a button's title as `normalTitle`, an accessibility label and hint
/// as `accessibilityLabel` and `accessibilityHint`), put in place as a scene is
/// read, for the user's languages (``LocalizedStrings``). A file with no such table is read as
/// it is, at no cost but one look for the table.
enum InterfaceLocalization {
    /// `element` with its texts (and those of everything in it) translated from the table
    /// `table` of `bundle` (the app's for nil).
    static func localize(_ element: InterfaceElement, table: String, bundle: Bundle?) -> InterfaceElement {
        guard LocalizedStrings.hasTable(named: table, bundle: bundle) else { return element }
        return translated(element, owner: nil) { LocalizedStrings.translation(forKey: $0, table: table, bundle: bundle) }
    }

    /// The properties whose text a strings file translates, as Xcode names them.
    private static let properties = ["text", "title", "placeholder"]

    private static func translated(
        _ element: InterfaceElement, owner: String?, lookUp: (String) -> String?
    ) -> InterfaceElement {
        var attributes = element.attributes
        if let id = element.id {
            for property in properties where attributes[property] != nil {
                if let text = lookUp(id + "." + property) { attributes[property] = text }
            }
        }
        // A button's title for a state is its `<state key="normal" title="…"/>`: `<id>.normalTitle`.
        if element.name == "state", let owner, let state = element["key"], attributes["title"] != nil,
            let text = lookUp(owner + "." + state + "Title")
        {
            attributes["title"] = text
        }
        // Its accessibility label and hint are `<id>.accessibilityLabel` and `<id>.accessibilityHint`.
        if element.name == "accessibility", let owner {
            for (property, key) in [("label", "accessibilityLabel"), ("hint", "accessibilityHint")] where attributes[property] != nil {
                if let text = lookUp(owner + "." + key) { attributes[property] = text }
            }
        }
        let children = element.children.map { translated($0, owner: element.id ?? owner, lookUp: lookUp) }
        return InterfaceElement(name: element.name, attributes: attributes, children: children, text: element.text, line: element.line)
    }
}

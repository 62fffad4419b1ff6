/// The constraints of an Interface Builder file, made into ``LayoutConstraint``s. No state.
@MainActor
enum InterfaceConstraints {
    /// The constraint `element` describes, held by `owner` (the view whose `constraints` list it
    /// is in, its first item when it names none); `object` finds an item by its id. Nil, with
    /// `problem` told why, for an item or attribute GtkKit does not know.
    static func make(
        _ element: InterfaceElement, owner: View, object: (String) -> AnyObject?, problem: (String) -> Void
    ) -> LayoutConstraint? {
        func item(_ key: String) -> AnyObject? {
            guard let id = element[key] else { return owner }
            guard let found = object(id) else {
                problem("its \(key) \(id) is no view or layout guide of the scene")
                return nil
            }
            return found
        }
        guard let firstName = element["firstAttribute"], let (firstItem, firstAttribute) = resolve(firstName, of: item("firstItem"))
        else {
            problem("its first attribute \(element["firstAttribute"] ?? "(none)") is not one GtkKit knows")
            return nil
        }
        var secondItem: AnyObject?
        var secondAttribute = LayoutConstraint.Attribute.notAnAttribute
        if let secondName = element["secondAttribute"] {
            guard let (item, attribute) = resolve(secondName, of: item("secondItem")) else {
                problem("its second attribute \(secondName) is not one GtkKit knows")
                return nil
            }
            (secondItem, secondAttribute) = (item, attribute)
        }
        let relation: LayoutConstraint.Relation =
            switch element["relation"] {
            case "greaterThanOrEqual": .greaterThanOrEqual
            case "lessThanOrEqual": .lessThanOrEqual
            default: .equal
            }
        let constraint = LayoutConstraint(
            item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem, attribute: secondAttribute,
            multiplier: multiplier(element["multiplier"]), constant: element.number("constant") ?? 0)
        if let priority = element.number("priority") { constraint.priority = LayoutPriority(Float(priority)) }
        constraint.identifier = element["identifier"]
        return constraint
    }

    /// The item and attribute Interface Builder's attribute name stands for: a margin attribute
    /// (`leadingMargin`) is the item's layout margins guide's edge.
    private static func resolve(_ name: String, of item: AnyObject?) -> (AnyObject, LayoutConstraint.Attribute)? {
        guard let item else { return nil }
        var base = name
        var target = item
        for suffix in ["WithinMargins", "Margin"] where name.hasSuffix(suffix) {
            base = String(name.dropLast(suffix.count))
            guard let view = item as? View else { return nil }
            target = view.layoutMarginsGuide
        }
        let attribute: LayoutConstraint.Attribute? =
            switch base {
            case "left": .left
            case "right": .right
            case "top": .top
            case "bottom": .bottom
            case "leading": .leading
            case "trailing": .trailing
            case "width": .width
            case "height": .height
            case "centerX": .centerX
            case "centerY": .centerY
            case "firstBaseline": .firstBaseline
            case "lastBaseline", "baseline": .lastBaseline
            default: nil
            }
        return attribute.map { (target, $0) }
    }

    /// Interface Builder writes a multiplier as a number or a ratio (`16:9`).
    private static func multiplier(_ text: String?) -> Double {
        guard let text else { return 1 }
        let parts = text.split(separator: ":").compactMap { Double($0) }
        if parts.count == 2, parts[1] != 0 { return parts[0] / parts[1] }
        return Double(text) ?? 1
    }
}

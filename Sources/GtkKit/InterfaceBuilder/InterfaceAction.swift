/// A module's table of its `@IBAction` methods by class and selector, which the
/// `InterfaceBuilderActions` build plugin writes (as `GtkKitInterfaceActions`) for the target it is
/// applied to. GtkKit finds the table by the module's name when a storyboard connects an action.
///
/// Why generated: UIKit calls an action by its Objective-C selector, and Swift on Linux cannot
/// find a method by name at run time. An app does not write a table; it applies the plugin, as
/// `gtkkit-port` does in the package it writes.
public protocol InterfaceActionTable {
    /// The action `selector` (`tapped:`) of the class `className` (its name in its module), or
    /// nil when the class declares none.
    @MainActor static func action(named selector: String, inClass className: String) -> InterfaceAction?
}

/// An `@IBAction` method, unbound: what a generated ``InterfaceActionTable`` hands GtkKit for a
/// selector, made from the method as `Type.method(_:)`, the form `addTarget(_:action:for:)` takes.
@MainActor
public struct InterfaceAction {
    /// Calls the method on a target with a sender; false when the target or the sender is not of
    /// the method's types.
    let perform: @MainActor (AnyObject, Any?) -> Bool

    /// An action taking its sender (`@IBAction func tapped(_ sender: UIButton)`).
    public init<Target, Sender>(_ method: @escaping (Target) -> @MainActor (Sender) -> Void) {
        perform = { target, sender in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            method(target)(sender)
            return true
        }
    }

    /// An action taking no sender (`@IBAction func reset()`).
    public init<Target>(_ method: @escaping (Target) -> @MainActor () -> Void) {
        perform = { target, _ in
            guard let target = target as? Target else { return false }
            method(target)()
            return true
        }
    }
}

/// Finding an action for a target: its class's module's table, then its superclasses'.
@MainActor
enum InterfaceActions {
    private static var tables: [String: InterfaceActionTable.Type?] = [:]

    /// The action `selector` of `target`'s class or the nearest superclass that declares it.
    static func action(_ selector: String, of target: AnyObject) -> InterfaceAction? {
        var current: AnyClass? = type(of: target)
        while let type = current {
            let name = String(reflecting: type)
            if let dot = name.firstIndex(of: ".") {
                let module = String(name[..<dot])
                let className = String(name[name.index(after: dot)...])
                if let action = table(module)?.action(named: selector, inClass: className) { return action }
            }
            current = _getSuperclass(type)
        }
        return nil
    }

    /// The generated table of `module`, if the plugin wrote one for it.
    private static func table(_ module: String) -> InterfaceActionTable.Type? {
        if let known = tables[module] { return known }
        let tableName = "GtkKitInterfaceActions"
        let found =
            module.allSatisfy(\.isASCII)
            ? _typeByName("\(module.utf8.count)\(module)\(tableName.utf8.count)\(tableName)O") as? InterfaceActionTable.Type : nil
        tables[module] = found
        return found
    }

    /// The control events a storyboard's `eventType` names.
    static func events(_ name: String?) -> Control.Event? {
        switch name {
        case "touchUpInside", nil: .touchUpInside
        case "valueChanged": .valueChanged
        case "primaryActionTriggered": .primaryActionTriggered
        case "editingDidBegin": .editingDidBegin
        case "editingChanged": .editingChanged
        case "editingDidEnd", "editingDidEndOnExit": .editingDidEnd
        default: nil
        }
    }
}

/// A property an interface file fills, UIKit's `@IBOutlet`: write `@Outlet var countLabel: Label!`
/// where UIKit code has `@IBOutlet weak var countLabel: UILabel!`, and a storyboard's or xib's
/// outlet connection named `countLabel` sets it when the scene loads.
///
/// Why a property wrapper: UIKit finds an outlet by name through the Objective-C runtime, which
/// Swift on Linux does not have, and Swift cannot set a class's stored property by name. The
/// wrapper's storage (`_countLabel`) is visible to reflection by name and can be set through, so
/// the app writes nothing else. It holds its view strongly: a property wrapper cannot be `weak`
/// (a subview is kept by its superview anyway, as UIKit's guidance for weak outlets assumes).
///
/// An outlet collection (`@IBOutlet var fields: [UITextField]!`) is an `@Outlet` of an array; each
/// connection appends.
@MainActor
@propertyWrapper
public final class Outlet<Value> {
    /// The connected object, or what the property was initialised with.
    public var wrappedValue: Value

    /// An outlet holding `wrappedValue` until a connection replaces it (nil, for `Label!`).
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

/// What the interface loader asks of an outlet it found by name.
@MainActor
protocol OutletConnecting: AnyObject {
    /// Sets the outlet to `object` (or appends it, for a collection); false, changing nothing,
    /// when `object` is not of the property's type.
    func connect(_ object: AnyObject) -> Bool
    /// The property's type, for messages.
    var valueTypeName: String { get }
}

/// An array an outlet collection appends to.
@MainActor
private protocol OutletCollection {
    func appending(_ object: AnyObject) -> Any?
}

extension Array: OutletCollection {
    fileprivate func appending(_ object: AnyObject) -> Any? {
        guard let element = object as? Element else { return nil }
        return self + [element]
    }
}

extension Optional: OutletCollection where Wrapped: OutletCollection {
    fileprivate func appending(_ object: AnyObject) -> Any? {
        switch self {
        case .some(let collection): collection.appending(object)
        case .none: nil
        }
    }
}

extension Outlet: OutletConnecting {
    func connect(_ object: AnyObject) -> Bool {
        if let value = object as? Value {
            wrappedValue = value
            return true
        }
        if let collection = wrappedValue as? OutletCollection, let value = collection.appending(object) as? Value {
            wrappedValue = value
            return true
        }
        // An outlet collection declared `[Label]!` starts as nil: an empty array of its type.
        if let empty = Value.self as? EmptyCollectionMaking.Type, let value = empty.makeEmpty()?.appending(object) as? Value {
            wrappedValue = value
            return true
        }
        return false
    }

    var valueTypeName: String { "\(Value.self)" }
}

/// An optional array, which an outlet collection starts empty.
@MainActor
private protocol EmptyCollectionMaking {
    static func makeEmpty() -> OutletCollection?
}

extension Optional: EmptyCollectionMaking where Wrapped: OutletCollection & RangeReplaceableCollection {
    fileprivate static func makeEmpty() -> OutletCollection? { Wrapped() }
}

/// Finding outlets by name in an object's stored properties, its superclasses' included.
@MainActor
enum Outlets {
    /// The outlet property `name` of `object`, or nil when it has none (or it is not an
    /// ``Outlet``).
    static func outlet(named name: String, in object: AnyObject) -> OutletConnecting? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == "_" + name {
                if let outlet = child.value as? OutletConnecting { return outlet }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// Whether `object` has a stored property `name` that is not an ``Outlet`` (for the message).
    static func hasPlainProperty(named name: String, in object: AnyObject) -> Bool {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if current.children.contains(where: { $0.label == name }) { return true }
            mirror = current.superclassMirror
        }
        return false
    }
}

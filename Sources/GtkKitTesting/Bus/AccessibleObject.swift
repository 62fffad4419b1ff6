/// One object on the accessibility bus as read during one look-up: its role, states and name are
/// asked for when first needed and kept for that look-up only, so a query costs the calls it
/// needs and never answers from an old tree.
@MainActor
final class AccessibleObject {
    let reference: AccessibleReference
    private let bus: BusConnection
    private static let accessible = "org.a11y.atspi.Accessible"

    init(_ reference: AccessibleReference, bus: BusConnection) {
        self.reference = reference
        self.bus = bus
    }

    /// AT-SPI's role number (0 when the object is gone).
    lazy var role: UInt32 = UInt32((try? bus.call(reference, Self.accessible, "GetRole"))?[0].number ?? 0)

    /// The state set, one bit a state (0 when the object is gone).
    lazy var states: UInt64 = {
        guard let words = try? bus.call(reference, Self.accessible, "GetState")[0].children, words.count == 2 else { return 0 }
        return UInt64(words[0].number ?? 0) | UInt64(words[1].number ?? 0) << 32
    }()

    /// The accessible name.
    lazy var name: String = (try? bus.property(reference, Self.accessible, "Name"))?.string ?? ""

    /// The accessible description.
    var objectDescription: String { (try? bus.property(reference, Self.accessible, "Description"))?.string ?? "" }

    /// The element type a query sees.
    var elementType: XCUIElement.ElementType { .of(role: role, states: states) }

    /// Whether the object has `state` (a `State` number).
    func has(_ state: Int) -> Bool { states & (1 << UInt64(state)) != 0 }

    /// The children, in order.
    func children() -> [AccessibleObject] {
        guard let reply = try? bus.call(reference, Self.accessible, "GetChildren") else { return [] }
        return reply[0].children.compactMap(AccessibleReference.init).map { AccessibleObject($0, bus: bus) }
    }

    /// The parent, if it has one (the application's root has none).
    func parent() -> AccessibleObject? {
        guard let reply = try? bus.property(reference, Self.accessible, "Parent"), let parent = AccessibleReference(reply),
            parent.busName == reference.busName
        else { return nil }
        return AccessibleObject(parent, bus: bus)
    }

    // MARK: Actions

    /// The names of the actions offered ("click", "activate": GetName's, not GetActions'
    /// translated ones).
    func actionNames() -> [String] {
        let interface = "org.a11y.atspi.Action"
        guard let count = (try? bus.property(reference, interface, "NActions"))?.number, count > 0 else { return [] }
        return (0..<Int32(count)).map { index in
            (try? bus.call(reference, interface, "GetName", .tuple([.int32(index)])))?[0].string ?? ""
        }
    }

    /// Performs the action named `name`; false if it is not offered or was refused.
    func perform(_ name: String) -> Bool {
        guard let index = actionNames().firstIndex(of: name),
            let reply = try? bus.call(reference, "org.a11y.atspi.Action", "DoAction", .tuple([.int32(Int32(index))]))
        else { return false }
        return reply[0].bool ?? false
    }

    /// Asks for the keyboard focus; false if refused.
    func grabFocus() -> Bool { (try? bus.call(reference, "org.a11y.atspi.Component", "GrabFocus"))?[0].bool ?? false }

    // MARK: Content

    /// The object's text, if it has the Text interface.
    var text: String? {
        guard let count = (try? bus.property(reference, "org.a11y.atspi.Text", "CharacterCount"))?.number,
            let reply = try? bus.call(reference, "org.a11y.atspi.Text", "GetText", .tuple([.int32(0), .int32(Int32(count))]))
        else { return nil }
        return reply[0].string
    }

    /// The current value, minimum and maximum, if it has the Value interface.
    var range: (value: Double, minimum: Double, maximum: Double)? {
        let interface = "org.a11y.atspi.Value"
        guard let value = (try? bus.property(reference, interface, "CurrentValue"))?.number,
            let minimum = (try? bus.property(reference, interface, "MinimumValue"))?.number,
            let maximum = (try? bus.property(reference, interface, "MaximumValue"))?.number
        else { return nil }
        return (value, minimum, maximum)
    }

    /// Sets the current value through the Value interface; false if refused.
    func setValue(_ value: Double) -> Bool {
        (try? bus.setProperty(reference, "org.a11y.atspi.Value", "CurrentValue", to: .double(value))) != nil
    }

    /// The object's extents, in the window's coordinates (the only ones Wayland has).
    var extents: (x: Int, y: Int, width: Int, height: Int)? {
        guard let reply = try? bus.call(reference, "org.a11y.atspi.Component", "GetExtents", .tuple([.uint32(1)])) else {
            return nil
        }
        let box = reply[0].children.map { Int($0.number ?? 0) }
        return box.count == 4 ? (box[0], box[1], box[2], box[3]) : nil
    }
}

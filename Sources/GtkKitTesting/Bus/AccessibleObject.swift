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

    private var knownRole: UInt32?
    private var knownStates: UInt64?
    private var knownName: String?

    /// AT-SPI's role number (0 when the object is gone).
    var role: UInt32 {
        if let knownRole { return knownRole }
        let role = Self.role(from: try? bus.call(reference, Self.accessible, "GetRole"))
        knownRole = role
        return role
    }

    /// The state set, one bit a state (0 when the object is gone).
    var states: UInt64 {
        if let knownStates { return knownStates }
        let states = Self.states(from: try? bus.call(reference, Self.accessible, "GetState"))
        knownStates = states
        return states
    }

    /// The accessible name.
    var name: String {
        if let knownName { return knownName }
        let name = Self.name(from: try? bus.call(reference, "org.freedesktop.DBus.Properties", "Get", Self.nameArguments))
        knownName = name
        return name
    }

    private static func role(from reply: Variant?) -> UInt32 { UInt32(reply?[0].number ?? 0) }

    private static func states(from reply: Variant?) -> UInt64 {
        guard let words = reply?[0].children, words.count == 2 else { return 0 }
        return UInt64(words[0].number ?? 0) | UInt64(words[1].number ?? 0) << 32
    }

    private static func name(from reply: Variant?) -> String { reply?[0].unboxed.string ?? "" }

    private static var nameArguments: Variant { .tuple([.string(accessible), .string("Name")]) }

    /// What `objects` are, read in one batch of calls: their roles and states (a query's type and
    /// visibility tests), and with `names` their names too.
    static func read(_ objects: [AccessibleObject], names: Bool = false) {
        guard let bus = objects.first?.bus else { return }
        let unread = objects.filter { $0.knownRole == nil || $0.knownStates == nil || (names && $0.knownName == nil) }
        var calls: [BusConnection.Call] = []
        for object in unread {
            calls.append(.init(object: object.reference, interface: accessible, method: "GetRole"))
            calls.append(.init(object: object.reference, interface: accessible, method: "GetState"))
            if names {
                calls.append(
                    .init(object: object.reference, interface: "org.freedesktop.DBus.Properties", method: "Get", arguments: nameArguments))
            }
        }
        let replies = bus.callAll(calls)
        let stride = names ? 3 : 2
        for (index, object) in unread.enumerated() {
            object.knownRole = role(from: replies[index * stride])
            object.knownStates = states(from: replies[index * stride + 1])
            if names { object.knownName = name(from: replies[index * stride + 2]) }
        }
    }

    /// The children of each of `objects`, read in one batch of calls.
    static func children(of objects: [AccessibleObject]) -> [[AccessibleObject]] {
        guard let bus = objects.first?.bus else { return [] }
        let replies = bus.callAll(objects.map { .init(object: $0.reference, interface: accessible, method: "GetChildren") })
        return replies.map { reply in
            (reply?[0].children ?? []).compactMap(AccessibleReference.init).map { AccessibleObject($0, bus: bus) }
        }
    }

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

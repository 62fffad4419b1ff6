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

    /// The accessible name; for a control with none, the name or text of the label it is
    /// labelled by, which is what a screen reader says (GTK 4.18 names a menu item so).
    var name: String {
        if let knownName { return knownName }
        knownName = Self.name(from: try? bus.call(reference, "org.freedesktop.DBus.Properties", "Get", Self.nameArguments))
        Self.nameByLabels([self])
        return knownName ?? ""
    }

    /// The controls a name is taken from a label for when they have none of their own.
    private static let labelledRoles: Set<UInt32> = [
        Role.menuItem, Role.checkMenuItem, Role.radioMenuItem, Role.pushButton, Role.toggleButton, Role.checkBox, Role.radioButton,
        Role.text, Role.passwordText, Role.entry, Role.slider, Role.switch,
    ]

    /// Names those of `objects` that are controls without a name after their labels (AT-SPI's
    /// "labelled by" relation): one batch for the relations, one for the labels' names and one
    /// for the texts of labels without a name.
    private static func nameByLabels(_ objects: [AccessibleObject]) {
        let unnamed = objects.filter { $0.knownName == "" && labelledRoles.contains($0.role) }
        guard let bus = unnamed.first?.bus else { return }
        let relations = bus.callAll(unnamed.map { .init(object: $0.reference, interface: accessible, method: "GetRelationSet") })
        let labelledBy = 2 // ATSPI_RELATION_LABELLED_BY
        var labels: [(AccessibleObject, AccessibleReference)] = []
        for (object, reply) in zip(unnamed, relations) {
            let relation = reply?[0].children.first { UInt32($0[0].number ?? 0) == labelledBy }
            if let target = relation?[1].children.first.flatMap(AccessibleReference.init) { labels.append((object, target)) }
        }
        let names = bus.callAll(
            labels.map { .init(object: $0.1, interface: "org.freedesktop.DBus.Properties", method: "Get", arguments: nameArguments) })
        var textless: [(AccessibleObject, AccessibleReference)] = []
        for ((object, label), reply) in zip(labels, names) {
            object.knownName = name(from: reply)
            if object.knownName == "" { textless.append((object, label)) }
        }
        let texts = bus.callAll(
            textless.map {
                .init(object: $0.1, interface: "org.a11y.atspi.Text", method: "GetText", arguments: .tuple([.int32(0), .int32(-1)]))
            })
        for ((object, _), reply) in zip(textless, texts) { object.knownName = reply?[0].string ?? "" }
    }

    private static func role(from reply: Variant?) -> UInt32 { UInt32(reply?[0].number ?? 0) }

    private static func states(from reply: Variant?) -> UInt64 {
        guard let words = reply?[0].children, words.count == 2 else { return 0 }
        return UInt64(words[0].number ?? 0) | UInt64(words[1].number ?? 0) << 32
    }

    private static func name(from reply: Variant?) -> String { reply?[0].unboxed.string ?? "" }

    private static var nameArguments: Variant { .tuple([.string(accessible), .string("Name")]) }

    /// What `objects` are, read in one batch of calls: their roles, states and numbers of
    /// children (a query's type and visibility tests, and the next level of its walk), and with
    /// `names` their names too.
    static func read(_ objects: [AccessibleObject], names: Bool = false) {
        guard let bus = objects.first?.bus else { return }
        let unread = objects.filter { $0.knownRole == nil || $0.knownStates == nil || (names && $0.knownName == nil) }
        var calls: [BusConnection.Call] = []
        for object in unread {
            calls.append(.init(object: object.reference, interface: accessible, method: "GetRole"))
            calls.append(.init(object: object.reference, interface: accessible, method: "GetState"))
            calls.append(
                .init(object: object.reference, interface: "org.freedesktop.DBus.Properties", method: "Get", arguments: childCountArguments)
            )
            if names {
                calls.append(
                    .init(object: object.reference, interface: "org.freedesktop.DBus.Properties", method: "Get", arguments: nameArguments))
            }
        }
        let replies = bus.callAll(calls)
        let stride = names ? 4 : 3
        for (index, object) in unread.enumerated() {
            object.knownRole = role(from: replies[index * stride])
            object.knownStates = states(from: replies[index * stride + 1])
            object.knownChildCount = Int(replies[index * stride + 2]?[0].unboxed.number ?? 0)
            if names { object.knownName = name(from: replies[index * stride + 3]) }
        }
        if names { nameByLabels(unread) }
    }

    private var knownChildCount: Int?

    /// The children of each of `objects`, read in two batches of calls: how many each has, then
    /// each child by its index. (Not `GetChildren`: GTK 4.8 leaves a stack's pages out of its
    /// answer, where `GetChildAtIndex` — what screen readers ask — gives each page, named by its
    /// title, with the page's widget inside.)
    static func children(of objects: [AccessibleObject]) -> [[AccessibleObject]] {
        guard let bus = objects.first?.bus else { return [] }
        let uncounted = objects.filter { $0.knownChildCount == nil }
        let replies = bus.callAll(
            uncounted.map {
                .init(object: $0.reference, interface: "org.freedesktop.DBus.Properties", method: "Get", arguments: childCountArguments)
            })
        for (object, reply) in zip(uncounted, replies) { object.knownChildCount = Int(reply?[0].unboxed.number ?? 0) }
        let counts = objects.map { $0.knownChildCount ?? 0 }
        var calls: [BusConnection.Call] = []
        for (object, count) in zip(objects, counts) {
            for index in 0..<count {
                calls.append(
                    .init(
                        object: object.reference, interface: accessible, method: "GetChildAtIndex",
                        arguments: .tuple([.int32(Int32(index))])))
            }
        }
        var children = bus.callAll(calls)[...]
        return counts.map { count in
            let mine = children.prefix(count)
            children = children.dropFirst(count)
            return mine.compactMap { reply in reply.flatMap { AccessibleReference($0[0]) }.map { AccessibleObject($0, bus: bus) } }
        }
    }

    private static var childCountArguments: Variant { .tuple([.string(accessible), .string("ChildCount")]) }

    /// The accessible description.
    var objectDescription: String { (try? bus.property(reference, Self.accessible, "Description"))?.string ?? "" }

    /// The element type a query sees.
    var elementType: XCUIElement.ElementType { .of(role: role, states: states) }

    /// Whether the object has `state` (a `State` number).
    func has(_ state: Int) -> Bool { states & (1 << UInt64(state)) != 0 }

    /// The children, in order (see ``children(of:)``).
    func children() -> [AccessibleObject] { Self.children(of: [self]).first ?? [] }

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
        if let knownExtents { return knownExtents }
        let extents = Self.extents(from: try? bus.call(reference, "org.a11y.atspi.Component", "GetExtents", Self.windowCoordinates))
        knownExtents = .some(extents)
        return extents
    }

    private var knownExtents: (x: Int, y: Int, width: Int, height: Int)??

    private static var windowCoordinates: Variant { .tuple([.uint32(1)]) }

    private static func extents(from reply: Variant?) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard let box = reply?[0].children.map({ Int($0.number ?? 0) }), box.count == 4 else { return nil }
        return (box[0], box[1], box[2], box[3])
    }

    /// The extents of each of `objects`, read in one batch of calls.
    static func readExtents(_ objects: [AccessibleObject]) {
        guard let bus = objects.first?.bus else { return }
        let unread = objects.filter { $0.knownExtents == nil }
        let replies = bus.callAll(
            unread.map {
                .init(object: $0.reference, interface: "org.a11y.atspi.Component", method: "GetExtents", arguments: windowCoordinates)
            })
        for (object, reply) in zip(unread, replies) { object.knownExtents = .some(extents(from: reply)) }
    }

    /// The identifier GtkKit published for the view this object is (see
    /// `PublishedIdentifiers`), if any: the outermost object that is not a mere
    /// container (a panel, a scroll pane) among those inside the view's bounds that fill at least
    /// half of them — or, when none does, the outermost inside them. GTK's extents are a widget's
    /// own box, without the margins and padding a view's bounds take in, and a label's is its
    /// text; so a button takes its identifier and not the label inside it, a table's list takes
    /// it and not its rows.
    var identifier: String? {
        let views = bus.identifiers.views(ofApplication: reference.busName)
        guard !views.isEmpty, let box = extents, box.width > 0, box.height > 0 else { return nil }
        if elementType == .other, let bar = bus.identifiers.navigationBars(ofApplication: reference.busName)[reference] { return bar }
        return views.first { view in
            guard view.kind.isEmpty, Self.isInside(box, view) else { return false }
            let parent = parent()
            // Not filling the view (a label's text is narrower than its view): only the
            // outermost object inside it.
            guard Self.fills(box, view) else { return parent?.extents.map { !Self.isInside($0, view) } ?? true }
            var ancestor = parent
            while let candidate = ancestor, let outer = candidate.extents, outer.width > 0, Self.isInside(outer, view) {
                if Self.fills(outer, view), candidate.elementType != .other, candidate.elementType != .scrollView { return false }
                ancestor = candidate.parent()
            }
            return true
        }?.identifier
    }

    /// Whether this object is a navigation bar GtkKit published (a header bar; see
    /// `PublishedIdentifiers.navigationBars(ofApplication:)`).
    var isNavigationBar: Bool {
        bus.identifiers.navigationBars(ofApplication: reference.busName)[reference] != nil
    }

    static func isInside(_ box: (x: Int, y: Int, width: Int, height: Int), _ view: PublishedIdentifiers.View) -> Bool {
        Double(box.x) >= view.x - 2 && Double(box.y) >= view.y - 2 && Double(box.x + box.width) <= view.x + view.width + 2
            && Double(box.y + box.height) <= view.y + view.height + 2
    }

    private static func fills(_ box: (x: Int, y: Int, width: Int, height: Int), _ view: PublishedIdentifiers.View) -> Bool {
        Double(box.width * box.height) * 2 >= view.width * view.height
    }
}

/// Objects attached to a view in order — its event controllers, gesture recognizers or
/// interactions — each at most once. A view keeps what is attached to it; this keeps the order
/// and the rule that one object is attached once, and hands back whether a change happened so the
/// view tells GTK and the object only then.
struct AttachedObjects<Element> {
    /// What is attached, in the order it was attached.
    private(set) var all: [Element] = []
    private let identity: (Element) -> ObjectIdentifier

    /// An empty list, telling objects apart by `identity`.
    init(identity: @escaping (Element) -> ObjectIdentifier) { self.identity = identity }

    /// Attaches `element` last; false when it was attached already.
    @discardableResult
    mutating func attach(_ element: Element) -> Bool {
        guard !contains(element) else { return false }
        all.append(element)
        return true
    }

    /// Detaches `element`; false when it was not attached.
    @discardableResult
    mutating func detach(_ element: Element) -> Bool {
        guard let index = all.firstIndex(where: { identity($0) == identity(element) }) else { return false }
        all.remove(at: index)
        return true
    }

    /// Whether `element` is attached.
    func contains(_ element: Element) -> Bool { all.contains { identity($0) == identity(element) } }
}

extension AttachedObjects where Element: AnyObject {
    /// An empty list of objects told apart by identity.
    init() { self.init(identity: { ObjectIdentifier($0) }) }
}

/// A description of elements to find in the application's accessibility tree (XCUITest's
/// `XCUIElementQuery`): a type, where to look, and what their labels or identifiers must be.
/// Nothing is read until it is asked for — `count`, an element's `exists`, an action — and every
/// such question reads the tree afresh, so a query made before a page opens finds what the page
/// shows once it is there.
///
/// Elements are found as a screen reader finds them: shown (a page not on screen is left out),
/// by role and accessible name. Where GTK nests two objects of one type and name (a menu button
/// around its button), an element picks the innermost, the one that acts.
@MainActor
public final class XCUIElementQuery: XCUIElementTypeQueryProvider {
    enum Scope {
        case descendants
        case children
    }

    /// A condition an element must meet, with the words a failure message uses for it.
    struct Filter {
        let test: @MainActor (AccessibleObject) -> Bool
        let words: String
    }

    /// The elements the look-up starts from: the source element, or every match of the source
    /// query.
    private let roots: @MainActor () -> [AccessibleObject]
    private let rootWords: String
    private let scope: Scope
    private let type: XCUIElement.ElementType
    private let filters: [Filter]

    init(
        roots: @escaping @MainActor () -> [AccessibleObject], rootWords: String, scope: Scope, type: XCUIElement.ElementType,
        filters: [Filter] = []
    ) {
        self.roots = roots
        self.rootWords = rootWords
        self.scope = scope
        self.type = type
        self.filters = filters
    }

    // MARK: Reading

    /// How many elements match now.
    public var count: Int { matches().count }

    /// The element at `index` among the matches, in the tree's order (XCUITest's
    /// `element(boundBy:)`).
    public func element(boundBy index: Int) -> XCUIElement { XCUIElement(query: self, pick: .index(index)) }

    /// The first match.
    public var firstMatch: XCUIElement { XCUIElement(query: self, pick: .first) }

    /// The one element this query finds; acting on it fails when several match.
    public var element: XCUIElement { XCUIElement(query: self, pick: .only) }

    /// Every match now, each bound to its index.
    public var allElementsBoundByIndex: [XCUIElement] { (0..<count).map { element(boundBy: $0) } }

    /// The element whose identifier or label is `key`.
    public subscript(key: String) -> XCUIElement { matching(identifier: key).element }

    // MARK: Narrowing

    /// The matches whose identifier (a GtkKit view's ``accessibilityIdentifier``) or label is
    /// `identifier`.
    public func matching(identifier: String) -> XCUIElementQuery {
        narrowed(Filter(test: { $0.name == identifier || $0.identifier == identifier }, words: "identifier or label “\(identifier)”"))
    }

    /// The matches of `type` whose identifier or label is `identifier` (any, when nil).
    public func matching(_ type: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        var filter = Filter(test: { type.matches(role: $0.role, states: $0.states) }, words: "type \(type)")
        if let identifier {
            filter = Filter(
                test: { type.matches(role: $0.role, states: $0.states) && ($0.name == identifier || $0.identifier == identifier) },
                words: "type \(type) and identifier or label “\(identifier)”")
        }
        return narrowed(filter)
    }

    /// The matches whose snapshot meets `condition` — Swift's closure for XCUITest's
    /// `NSPredicate`, which Linux's Foundation cannot evaluate against key paths.
    public func matching(_ words: String = "a condition", where condition: @escaping @MainActor (XCUIElementSnapshot) -> Bool)
        -> XCUIElementQuery
    {
        narrowed(Filter(test: { condition(XCUIElementSnapshot($0)) }, words: words))
    }

    /// The matches that have a descendant of `type` whose identifier or label is `identifier`
    /// (any, when nil): a cell that contains a given button.
    public func containing(_ type: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        narrowed(
            Filter(
                test: { candidate in
                    Self.walk(candidate, scope: .descendants) { object in
                        type.matches(role: object.role, states: object.states) && (identifier == nil || object.name == identifier)
                    }.isEmpty == false
                },
                words: "containing a \(type)\(identifier.map { " “\($0)”" } ?? "")"))
    }

    /// The descendants of `type` of every match.
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(roots: { [self] in matches() }, rootWords: debugDescription, scope: .descendants, type: type)
    }

    /// The children of `type` of every match.
    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(roots: { [self] in matches() }, rootWords: debugDescription, scope: .children, type: type)
    }

    /// What the query looks for, in the words its failure messages use.
    public var debugDescription: String {
        let kind = type == .any ? "elements" : "\(type) elements"
        let conditions = filters.map(\.words).joined(separator: " and ")
        return "\(kind)\(conditions.isEmpty ? "" : " with \(conditions)") in \(rootWords)"
    }

    // MARK: Look-up

    private func narrowed(_ filter: Filter) -> XCUIElementQuery {
        XCUIElementQuery(roots: roots, rootWords: rootWords, scope: scope, type: type, filters: filters + [filter])
    }

    /// The matches now, in the tree's order (each once), with their ancestors among the matches
    /// before them.
    func matches() -> [AccessibleObject] { matchesWithPaths().map(\.object) }

    /// The matches now with their places in the tree (child indexes from the look-up's root),
    /// so that an element can tell nested matches from separate ones.
    func matchesWithPaths() -> [(object: AccessibleObject, path: [Int])] {
        if case .success(let bus) = BusConnection.shared { bus.identifiers.beginLookUp() }
        var seen = Set<AccessibleReference>()
        var found: [(AccessibleObject, [Int])] = []
        for (rootIndex, root) in roots().enumerated() {
            var typed = Self.walkWithPaths(root, scope: scope) { type.matches(role: $0.role, states: $0.states) }
            if type == .navigationBar { typed.removeAll { !$0.object.isNavigationBar } }
            // The names and places the filters read, in one batch each.
            if !filters.isEmpty {
                AccessibleObject.read(typed.map(\.object), names: true)
                AccessibleObject.readExtents(typed.map(\.object))
            }
            for match in typed where filters.allSatisfy({ $0.test(match.object) }) && seen.insert(match.object.reference).inserted {
                found.append((match.object, [rootIndex] + match.path))
            }
        }
        return found
    }

    /// The objects under `root` (its children only, or every descendant) that pass `test`.
    static func walk(_ root: AccessibleObject, scope: Scope, test: (AccessibleObject) -> Bool) -> [AccessibleObject] {
        walkWithPaths(root, scope: scope, test: test).map(\.object)
    }

    /// The same, with each one's child indexes from `root`, in the tree's order. A hidden object
    /// (not VISIBLE: a page not on screen) is passed over with everything in it, as a screen
    /// reader passes it over. The tree is read a level at a time, each level's calls sent
    /// together (see `BusConnection.callAll`).
    static func walkWithPaths(
        _ root: AccessibleObject, scope: Scope, test: (AccessibleObject) -> Bool
    ) -> [(object: AccessibleObject, path: [Int])] {
        var found: [(object: AccessibleObject, path: [Int])] = []
        var level: [(object: AccessibleObject, path: [Int])] = [(root, [])]
        while !level.isEmpty {
            let children = AccessibleObject.children(of: level.map(\.object))
            var next: [(object: AccessibleObject, path: [Int])] = []
            for (parent, kids) in zip(level, children) {
                for (index, child) in kids.enumerated() { next.append((child, parent.path + [index])) }
            }
            AccessibleObject.read(next.map(\.object))
            next.removeAll { !$0.object.has(State.visible) }
            found += next.filter { test($0.object) }
            guard scope == .descendants, (next.first?.path.count ?? 0) < 64 else { break }
            level = next
        }
        return found.sorted { $0.path.lexicographicallyPrecedes($1.path) }
    }
}

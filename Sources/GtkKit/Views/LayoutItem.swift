/// One side of a ``LayoutConstraint``: a view or a layout guide, held weakly (a view holds its
/// constraints, which must not hold it), with a name for messages.
@MainActor
struct LayoutItem {
    private(set) weak var view: View?
    private(set) weak var guide: LayoutGuide?
    /// The item's name in a constraint's description: its type, and its tag or identifier.
    let name: String

    /// The item for `object`, a ``View`` or a ``LayoutGuide``; nil for anything else.
    init?(_ object: AnyObject) {
        if let view = object as? View {
            self.view = view
            name = view.tag != 0 ? "\(type(of: view))#\(view.tag)" : "\(type(of: view))"
        } else if let guide = object as? LayoutGuide {
            self.guide = guide
            name = guide.identifier.isEmpty ? "LayoutGuide" : "LayoutGuide“\(guide.identifier)”"
        } else {
            return nil
        }
    }

    private init(name: String) { self.name = name }

    /// An item that is neither a view nor a guide: a constraint with it never activates.
    static let invalid = LayoutItem(name: "(not a view or a layout guide)")

    /// The view or guide, while it lives.
    var object: AnyObject? { view ?? guide }

    /// The ``View`` whose layout can place the item: a view's parent, a guide's owner.
    private var container: View? {
        if let guide { return guide.owningView }
        guard let view, let superview = view.superview, superview.isContainer, view.parentPointer == superview.widget else { return nil }
        return superview
    }

    /// Whether `owner`'s layout places the item: `owner` itself, a direct subview, or its guide.
    private func isPlaced(by owner: View) -> Bool {
        if let view { return view === owner || view.parentPointer == owner.widget }
        return guide?.owningView === owner
    }

    /// The view that lays out both items; nil when there is none (the items are not a view's
    /// direct subviews, guides and the view itself).
    static func owner(of first: LayoutItem, _ second: LayoutItem?) -> View? {
        // A view lays out constraints only if it is a container: a label's own are its parent's.
        let own = { (item: LayoutItem?) in item?.view.flatMap { $0.isContainer ? $0 : nil } }
        let candidates = [first.container, own(first), second?.container, own(second)].compactMap { $0 }
        return candidates.first { first.isPlaced(by: $0) && second?.isPlaced(by: $0) != false }
    }
}

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

    /// The view that holds a constraint between the items, and the views between that must
    /// join its layout: the view laying out both, or else their nearest common ``View``, with
    /// the plain views between it and each item; nil when there is none (no common view, or a
    /// stack view between).
    static func placement(of first: LayoutItem, _ second: LayoutItem?) -> (owner: View, joining: [View])? {
        if let owner = owner(of: first, second) { return (owner, []) }
        guard let second else { return nil }
        let firstReach = first.reach
        let secondReach = second.reach
        guard let common = firstReach.first(where: { view in secondReach.contains { $0 === view } }), common.hostsConstraintLayout
        else { return nil }
        var joining: [View] = []
        for item in [first, second] where item.view !== common {
            let between = item.placingContainers.prefix { $0 !== common }
            guard between.allSatisfy(\.hostsConstraintLayout) else { return nil }
            joining += between.reversed()
        }
        return (common, joining)
    }

    /// The containers that can place the item, nearest first: a guide's view and its
    /// superviews, a view's superviews.
    private var placingContainers: [View] {
        if let guide { return guide.owningView.map { [$0] + $0.placingContainers } ?? [] }
        return view?.placingContainers ?? []
    }

    /// The views that can hold a constraint on the item: the item itself when it is a
    /// container, then the containers that place it.
    private var reach: [View] {
        (view.flatMap { $0.isContainer ? [$0] : nil } ?? []) + placingContainers
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

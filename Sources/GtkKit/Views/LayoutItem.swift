internal import CGtk

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
        guard let view, let superview = view.superview, superview.isContainer, view.parentPointer == superview.subviewParent else {
            return nil
        }
        return superview
    }

    /// The item as GTK's constraint target in `owner`'s layout: nil for `owner` itself, or the
    /// child widget or the guide; `.none` when `owner` cannot place it.
    private func target(in owner: View) -> UnsafeMutableRawPointer?? {
        if let view, view === owner { return .some(nil) }
        if let view, view.parentPointer == owner.subviewParent { return .some(UnsafeMutableRawPointer(view.widget)) }
        if let guide, guide.owningView === owner, let pointer = guide.gtkGuide { return .some(UnsafeMutableRawPointer(pointer)) }
        return .none
    }

    /// The view that lays out both items, and each one's GTK target in it; nil when there is
    /// none (the items are not a view's direct subviews, guides and the view itself).
    static func placement(of first: LayoutItem, _ second: LayoutItem?)
        -> (owner: View, first: UnsafeMutableRawPointer?, second: UnsafeMutableRawPointer?)?
    {
        // A view lays out constraints only if it is a container: a label's own are its parent's.
        let own = { (item: LayoutItem?) in item?.view.flatMap { $0.isContainer ? $0 : nil } }
        let candidates = [first.container, own(first), second?.container, own(second)].compactMap { $0 }
        for owner in candidates {
            guard case .some(let firstTarget) = first.target(in: owner) else { continue }
            guard let second else { return (owner, firstTarget, nil) }
            guard case .some(let secondTarget) = second.target(in: owner) else { continue }
            return (owner, firstTarget, secondTarget)
        }
        return nil
    }
}

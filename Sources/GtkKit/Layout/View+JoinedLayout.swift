internal import CGtk

/// Constraints that reach inside a subview: UIKit solves every view of a window in one engine,
/// so a label deep in a card can line up with the window's safe area. GtkKit gives each view
/// that holds constraints an engine of its own, and when a constraint relates views in
/// different subviews, the plain views between join the engine of the view that holds it: their
/// subviews are measured and placed there, in its coordinates, and each joined view places its
/// subviews where that engine put them. A view joins only when a constraint needs it, so views
/// that keep their constraints to themselves are measured alone, as GTK measures any widget.
extension View {
    /// The engine that places the view's subviews: its own, or, once it joined, its
    /// superview's.
    var hostEngine: ViewLayoutEngine? {
        guard joinsSuperviewLayout else { return layoutEngine }
        return superview?.hostEngine
    }

    /// The engine that places the view's subviews, made if there is none.
    func ensureHostEngine() -> ViewLayoutEngine {
        if joinsSuperviewLayout, let superview { return superview.ensureHostEngine() }
        return ensureLayoutEngine()
    }

    /// The view whose engine places the view's subviews: itself, or the view its superviews
    /// joined.
    var layoutHostView: View {
        guard joinsSuperviewLayout, let superview else { return self }
        return superview.layoutHostView
    }

    /// Whether the view places its subviews with ``View``'s own layout — by frame or by
    /// constraints — and so can hold constraints and join a superview's engine (a
    /// ``StackView`` arranges its views itself).
    var hostsConstraintLayout: Bool { isContainer && !(self is StackView) && !(self is ReadableWidthView) }

    /// The containers that can place the view, nearest first: its superview, and theirs, while
    /// each is a ``View`` holding the one before as a direct child.
    var placingContainers: [View] {
        var chain: [View] = []
        var child: View = self
        while let parent = child.superview, parent.isContainer, child.parentPointer == parent.widget {
            chain.append(parent)
            child = parent
        }
        return chain
    }

    /// The view and the views that joined its engine through it, outermost first.
    var joinedTree: [View] {
        var views = [self]
        var index = 0
        while index < views.count {
            views += views[index].subviews.filter(\.joinsSuperviewLayout)
            index += 1
        }
        return views
    }

    /// Brings the view's subviews, with every constraint and guide of the views that joined it,
    /// into its superview's engine.
    func joinSuperviewLayout() {
        guard !joinsSuperviewLayout, let superview, hostsConstraintLayout, superview.hostsConstraintLayout else { return }
        let host = superview.ensureHostEngine()
        let tree = joinedTree
        let constraints = tree.flatMap(\.installedConstraints)
        for constraint in constraints { layoutEngine?.remove(constraint) }
        for view in tree { layoutEngine?.setGuideRules([], of: view) }
        constraintState.joinSuperviewLayout(true)
        host.viewJoined()
        for view in tree { view.updateGuideConstraints() }
        for constraint in constraints where !host.add(constraint) {
            logProgrammingError("LayoutConstraint \(constraint.description) could not join \(type(of: superview))'s layout")
        }
        gtk_widget_queue_resize(widget)
    }

    /// Takes the view's subviews, constraints and guides (and those of the views that joined
    /// through it) out of its superview's engine, back into its own: it is leaving.
    func leaveSuperviewLayout() {
        guard joinsSuperviewLayout, let host = hostEngine else { return }
        let tree = joinedTree
        let constraints = tree.flatMap(\.installedConstraints)
        for constraint in constraints { host.remove(constraint) }
        host.forget(tree)
        constraintState.joinSuperviewLayout(false)
        let own = ensureLayoutEngine()
        for view in tree { view.updateGuideConstraints() }
        for constraint in constraints { _ = own.add(constraint) }
    }
}

internal import CGtk

/// Auto Layout in a ``View``: its constraints and guides in GtkKit's engine, which the view's
/// measuring and allocation hand over to once it has one.
extension View {
    /// The constraints the view's layout holds (UIKit's `constraints`).
    public var constraints: [LayoutConstraint] { installedConstraints }

    /// Activates `constraint` (UIKit's older `addConstraint(_:)`).
    public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }

    /// Activates `constraints` (UIKit's older `addConstraints(_:)`).
    public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }

    /// Deactivates `constraint` (UIKit's older `removeConstraint(_:)`).
    public func removeConstraint(_ constraint: LayoutConstraint) { constraint.isActive = false }

    /// Deactivates `constraints` (UIKit's older `removeConstraints(_:)`).
    public func removeConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.deactivate(constraints) }

    /// Puts `constraint` in the view's engine. False when the constraint cannot be kept here (a
    /// leading or trailing edge related to a left or right one, logged).
    func install(_ constraint: LayoutConstraint) -> Bool {
        if let stack = self as? StackView { return stack.applySizeConstraint(constraint) }
        let directional: Set<LayoutConstraint.Attribute> = [.leading, .trailing]
        let absolute: Set<LayoutConstraint.Attribute> = [.left, .right]
        let attributes: Set = [constraint.firstAttribute, constraint.secondAttribute]
        guard attributes.isDisjoint(with: directional) || attributes.isDisjoint(with: absolute) else {
            logProgrammingError(
                "LayoutConstraint \(constraint.description): a leading or trailing edge cannot be related to a left or right one")
            return false
        }
        constraintState.install(constraint)
        guard ensureHostEngine().add(constraint) else {
            constraintState.uninstall(constraint)
            return false
        }
        return true
    }

    /// Takes `constraint` out of the view's engine.
    func uninstall(_ constraint: LayoutConstraint) {
        if let stack = self as? StackView { return stack.removeSizeConstraint(constraint) }
        constraintState.uninstall(constraint)
        hostEngine?.remove(constraint)
    }

    /// Deactivates the constraints that refer to `view` (it is leaving) — and, when it joined
    /// this view's layout, those relating the views inside it to views outside — as UIKit does;
    /// the constraints inside it go with it.
    func deactivateConstraints(involving view: View) {
        let inside = view.joinsSuperviewLayout ? view.joinedTree : []
        var leaving: Set<ObjectIdentifier> = [ObjectIdentifier(view)]
        for owner in inside {
            leaving.formUnion(owner.subviews.map(ObjectIdentifier.init))
            leaving.formUnion(owner.layoutGuides.map(ObjectIdentifier.init))
        }
        let isLeaving = { (object: AnyObject?) in object.map { leaving.contains(ObjectIdentifier($0)) } ?? false }
        let holders = hostEngine?.hostedViews ?? [self]
        for holder in holders where !inside.contains(where: { $0 === holder }) {
            for constraint in holder.installedConstraints where isLeaving(constraint.first.object) || isLeaving(constraint.second?.object) {
                constraint.isActive = false
            }
        }
        view.leaveSuperviewLayout()
        hostEngine?.forget(view)
    }
}

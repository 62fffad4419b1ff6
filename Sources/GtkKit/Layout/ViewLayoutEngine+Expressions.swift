internal import CGtk

/// A ``LayoutConstraint`` as an equation in a ``ViewLayoutEngine``'s variables: each item's
/// attribute as an expression (the view at the origin, its subviews and guides — and those of
/// the views that joined it — by their variables), leading and trailing for the text
/// direction, baselines where the item's text sits.
extension ViewLayoutEngine {
    /// Whether the engine places `item`: a subview of the view or of a view that joined it, or
    /// a guide of one of them.
    private func places(_ item: LayoutItem) -> Bool {
        if let subview = item.view { return subview.superview?.layoutHostView === view && subview !== view }
        return item.guide?.owningView?.layoutHostView === view
    }

    /// `owner`'s frame in the engine: the view's own at the origin, a joined view's its
    /// variables.
    func frame(of owner: View) -> FrameExpressions {
        if owner === view { return FrameExpressions(origin: solvers.size) }
        return FrameExpressions(record(of: ObjectIdentifier(owner), named: "\(type(of: owner))").frame)
    }

    /// `item`'s `attribute` as an expression in the engine's variables; nil for no attribute or an
    /// item this view does not lay out.
    private func expression(of item: LayoutItem, _ attribute: LayoutConstraint.Attribute, rightToLeft: Bool, baseline: Double?)
        -> LinearExpression?
    {
        if item.view === view {
            return FrameExpressions(origin: solvers.size).expression(attribute, rightToLeft: rightToLeft, baseline: baseline)
        }
        guard let object = item.object, places(item) else { return nil }
        return FrameExpressions(record(of: ObjectIdentifier(object), named: item.name).frame)
            .expression(attribute, rightToLeft: rightToLeft, baseline: baseline)
    }

    /// `constraint` as the engine's constraint, with the constant it was made with (turned for
    /// the direction) and the baseline offsets; nil when its items are not this view's to lay out.
    func solverConstraint(for constraint: LayoutConstraint) -> (SolverConstraint, constant: Double, offsets: BaselineOffsets)? {
        let rightToLeft = view.isRightToLeft
        let offsets = BaselineOffsets(
            first: constraint.firstAttribute.isBaseline ? view.baselineOffset(of: constraint.first) : nil,
            second: constraint.secondAttribute.isBaseline ? constraint.second.flatMap(view.baselineOffset(of:)) : nil)
        guard let left = expression(of: constraint.first, constraint.firstAttribute, rightToLeft: rightToLeft, baseline: offsets.first)
        else { return nil }
        // Leading and trailing follow the text direction, and so does the constant: leading + 16
        // indents 16 from the right in right-to-left, as in UIKit.
        let directional = !Set([constraint.firstAttribute, constraint.secondAttribute]).isDisjoint(with: [.leading, .trailing])
        let constant = rightToLeft && directional ? -constraint.laidOutConstant : constraint.laidOutConstant
        var right = LinearExpression(constant: constant)
        if let second = constraint.second {
            guard
                let other = expression(
                    of: second, constraint.secondAttribute, rightToLeft: rightToLeft, baseline: offsets.second)
            else { return nil }
            right = other * constraint.multiplier + constant
        }
        // Mirrored, an inequality between two edges turns round as its constant does: "trailing
        // at least 20 before the guide's" keeps the 20 on the left in right-to-left.
        let mirrored = rightToLeft && directional && constraint.second != nil
        let relation: SolverConstraint.Relation =
            switch constraint.relation {
            case .lessThanOrEqual: mirrored ? .greaterThanOrEqual : .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: mirrored ? .lessThanOrEqual : .greaterThanOrEqual
            }
        return (SolverConstraint(left, relation, right, strength: constraint.priority.solverStrength), constant, offsets)
    }
}

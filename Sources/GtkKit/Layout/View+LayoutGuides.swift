/// Layout guides in a ``View``: guides of the app's own, and UIKit's three — the margins, the
/// safe area and the readable column — whose constraints follow the view's margins.
extension View {
    /// The same margins fixed to left and right for the view's text direction (UIKit's
    /// `layoutMargins`): set in a right-to-left language, left is the trailing side.
    public var layoutMargins: EdgeInsets {
        get { directionalLayoutMargins.resolved(rightToLeft: isRightToLeft) }
        set {
            let rightToLeft = isRightToLeft
            directionalLayoutMargins = DirectionalEdgeInsets(
                top: newValue.top, leading: rightToLeft ? newValue.right : newValue.left, bottom: newValue.bottom,
                trailing: rightToLeft ? newValue.left : newValue.right)
        }
    }

    /// The view's edges inset by ``directionalLayoutMargins`` (UIKit's `layoutMarginsGuide`).
    public var layoutMarginsGuide: LayoutGuide { isContainer ? marginsGuideMade : leafGuide("layoutMarginsGuide") }

    /// The view's edges (UIKit's `safeAreaLayoutGuide`): a desktop window has no notch, rounded
    /// corner or home indicator to keep clear of.
    public var safeAreaLayoutGuide: LayoutGuide { isContainer ? safeAreaGuideMade : leafGuide("safeAreaLayoutGuide") }

    /// A column of readable width inside the margins, centred (UIKit's `readableContentGuide`):
    /// as wide as the margins leave, up to ``TableView/readableContentWidth`` (600 px, GNOME's
    /// clamp for boxed lists and forms, where UIKit's readable width follows its text size),
    /// and as tall as the margins leave.
    public var readableContentGuide: LayoutGuide { isContainer ? readableGuideMade : leafGuide("readableContentGuide") }

    /// A guide in no view, for a leaf asked for one: logged, and it constrains nothing.
    private func leafGuide(_ name: String) -> LayoutGuide {
        logProgrammingError("\(name): a \(type(of: self)) holds no subviews and has no guides; constrain to a View's")
        return LayoutGuide()
    }

    /// Adds `guide` to the view's layout, so constraints can refer to it.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        _ = ensureHostEngine()
        guide.owningView = self
        constraintState.add(guide)
    }

    /// Takes `guide` out of the view's layout, with the constraints that use it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        for constraint in installedConstraints where constraint.first.guide === guide || constraint.second?.guide === guide {
            constraint.isActive = false
        }
        hostEngine?.forget(guide)
        guide.owningView = nil
        constraintState.drop(guide)
    }

    /// The view's edges inset by ``directionalLayoutMargins`` (UIKit's `layoutMarginsGuide`).
    var marginsGuideMade: LayoutGuide {
        if let guide = constraintState.marginsGuide { return guide }
        let guide = makeSystemGuide("layoutMarginsGuide")
        constraintState.keep(guide, as: .margins)
        updateGuideConstraints()
        return guide
    }

    /// The view's edges (UIKit's `safeAreaLayoutGuide`): a desktop window has no notch, rounded
    /// corner or home indicator to keep clear of.
    var safeAreaGuideMade: LayoutGuide {
        if let guide = constraintState.safeAreaGuide { return guide }
        let guide = makeSystemGuide("safeAreaLayoutGuide")
        constraintState.keep(guide, as: .safeArea)
        updateGuideConstraints()
        return guide
    }

    /// A column of readable width inside the margins, centred (UIKit's `readableContentGuide`):
    /// as wide as the margins leave, up to ``TableView/readableContentWidth`` (600 px, GNOME's
    /// clamp for boxed lists and forms, where UIKit's readable width follows its text size),
    /// and as tall as the margins leave.
    var readableGuideMade: LayoutGuide {
        if let guide = constraintState.readableGuide { return guide }
        let guide = makeSystemGuide("readableContentGuide")
        constraintState.keep(guide, as: .readable)
        updateGuideConstraints()
        return guide
    }

    /// One of UIKit's own guides, named `identifier`, added to the view's layout; its owner
    /// keeps it and places it with ``updateGuideConstraints()``.
    private func makeSystemGuide(_ identifier: String) -> LayoutGuide {
        let guide = LayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        return guide
    }

    /// The margins guide's, the safe area's and the readable guide's constraints, from the
    /// current margins.
    func updateGuideConstraints() {
        guard let engine = hostEngine else { return }
        let insets = layoutMargins
        let own = engine.frame(of: self)
        let far = (right: own.left + own.width, bottom: own.top + own.height)
        var rules: [SolverConstraint] = []
        func rule(
            _ left: LinearExpression, _ relation: SolverConstraint.Relation, _ right: LinearExpression,
            _ strength: SolverStrength = .required
        ) {
            rules.append(SolverConstraint(left, relation, right, strength: strength))
        }
        for (guide, edges) in [(constraintState.marginsGuide, insets), (constraintState.safeAreaGuide, EdgeInsets.zero)] {
            guard let guide else { continue }
            let frame = engine.expressions(of: guide)
            rule(frame.left, .equal, own.left + edges.left)
            rule(frame.top, .equal, own.top + edges.top)
            rule(frame.left + frame.width, .equal, far.right - edges.right)
            rule(frame.top + frame.height, .equal, far.bottom - edges.bottom)
        }
        // The readable column: inside the margins, centred between them, at most the readable
        // width (required), filling the margins as far as that allows (strong) -- rather than
        // asking for the readable width, which would make the view ask to be that wide.
        if let guide = constraintState.readableGuide {
            let frame = engine.expressions(of: guide)
            let right = frame.left + frame.width
            rule(frame.top, .equal, own.top + insets.top)
            rule(frame.top + frame.height, .equal, far.bottom - insets.bottom)
            rule(frame.left, .greaterThanOrEqual, own.left + insets.left)
            rule(right, .lessThanOrEqual, far.right - insets.right)
            rule(frame.left + frame.width * 0.5, .equal, own.left + own.width * 0.5 + (insets.left - insets.right) / 2)
            rule(frame.width, .lessThanOrEqual, LinearExpression(constant: Double(TableView.readableContentWidth)))
            let strong = SolverStrength(strong: 999, medium: 0, weak: 0)
            rule(frame.left, .equal, own.left + insets.left, strong)
            rule(right, .equal, far.right - insets.right, strong)
        }
        engine.setGuideRules(rules, of: self)
    }
}

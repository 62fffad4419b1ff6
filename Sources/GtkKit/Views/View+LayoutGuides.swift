internal import CGtk

/// Layout guides in a ``View``: guides of the app's own, and UIKit's three — the margins, the
/// safe area and the readable column — whose constraints follow the view's margins.
extension View {
    /// Adds `guide` to the view's layout, so constraints can refer to it.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        let gtkGuide = gtk_constraint_guide_new()!
        gtk_constraint_layout_add_guide(ensureConstraintLayout(), gtkGuide)
        guide.gtkGuide = gtkGuide
        guide.owningView = self
        layoutGuides.append(guide)
    }

    /// Takes `guide` out of the view's layout, with the constraints that use it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self, let layout = constraintLayout, let gtkGuide = guide.gtkGuide else { return }
        for constraint in installedConstraints where constraint.first.guide === guide || constraint.second?.guide === guide {
            constraint.isActive = false
        }
        gtk_constraint_layout_remove_guide(layout, gtkGuide)
        guide.gtkGuide = nil
        guide.owningView = nil
        layoutGuides.removeAll { $0 === guide }
    }

    /// The view's edges inset by ``directionalLayoutMargins`` (UIKit's `layoutMarginsGuide`).
    var marginsGuideMade: LayoutGuide {
        if let marginsGuide { return marginsGuide }
        let guide = makeSystemGuide("layoutMarginsGuide")
        marginsGuide = guide
        updateGuideConstraints()
        return guide
    }

    /// The view's edges (UIKit's `safeAreaLayoutGuide`): a desktop window has no notch, rounded
    /// corner or home indicator to keep clear of.
    var safeAreaGuideMade: LayoutGuide {
        if let safeAreaGuide { return safeAreaGuide }
        let guide = makeSystemGuide("safeAreaLayoutGuide")
        safeAreaGuide = guide
        updateGuideConstraints()
        return guide
    }

    /// A column of readable width inside the margins, centred (UIKit's `readableContentGuide`):
    /// as wide as the margins leave, up to ``TableView/readableContentWidth`` (600 px, GNOME's
    /// clamp for boxed lists and forms, where UIKit's readable width follows its text size),
    /// and as tall as the margins leave.
    var readableGuideMade: LayoutGuide {
        if let readableGuide { return readableGuide }
        let guide = makeSystemGuide("readableContentGuide")
        readableGuide = guide
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

    /// The margins guide's and the safe area's constraints, from the current margins.
    func updateGuideConstraints() {
        guard let layout = constraintLayout else { return }
        for gtkConstraint in guideConstraints { gtk_constraint_layout_remove_constraint(layout, gtkConstraint) }
        guideConstraints = []
        addGuideConstraints()
    }

    /// Adds the margins guide's and the safe area's constraints to the layout.
    func addGuideConstraints() {
        guard let layout = constraintLayout else { return }
        let strength = LayoutPriority.required.gtkStrength
        let insets = layoutMargins
        for (guide, edges) in [(marginsGuide, insets), (safeAreaGuide, EdgeInsets.zero)] {
            guard let pointer = guide?.gtkGuide else { continue }
            let target = UnsafeMutableRawPointer(pointer)
            for (attribute, constant) in [
                (GTK_CONSTRAINT_ATTRIBUTE_LEFT, edges.left), (GTK_CONSTRAINT_ATTRIBUTE_RIGHT, -edges.right),
                (GTK_CONSTRAINT_ATTRIBUTE_TOP, edges.top), (GTK_CONSTRAINT_ATTRIBUTE_BOTTOM, -edges.bottom),
            ] {
                let gtkConstraint = gtk_constraint_new(
                    target, attribute, GTK_CONSTRAINT_RELATION_EQ, nil, attribute, 1, constant, strength)!
                gtk_constraint_layout_add_constraint(layout, gtkConstraint)
                guideConstraints.append(gtkConstraint)
            }
        }
        if let pointer = readableGuide?.gtkGuide { addReadableGuideConstraints(UnsafeMutableRawPointer(pointer), insets: insets) }
        gtk_widget_queue_resize(widget)
    }

    /// The readable guide: inside the margins (required), centred between them, at most the
    /// readable width (required), and filling the margins as far as that allows (strong).
    private func addReadableGuideConstraints(_ guide: UnsafeMutableRawPointer, insets: EdgeInsets) {
        guard let layout = constraintLayout else { return }
        let required = LayoutPriority.required.gtkStrength
        let strong = Int32(GTK_CONSTRAINT_STRENGTH_STRONG.rawValue)
        func add(
            _ attribute: GtkConstraintAttribute, _ relation: GtkConstraintRelation, to other: GtkConstraintAttribute?, _ constant: Double,
            _ strength: Int32
        ) {
            let gtkConstraint: OpaquePointer =
                if let other {
                    gtk_constraint_new(guide, attribute, relation, nil, other, 1, constant, strength)!
                } else {
                    gtk_constraint_new_constant(guide, attribute, relation, constant, strength)!
                }
            gtk_constraint_layout_add_constraint(layout, gtkConstraint)
            guideConstraints.append(gtkConstraint)
        }
        let readable = Double(TableView.readableContentWidth)
        add(GTK_CONSTRAINT_ATTRIBUTE_TOP, GTK_CONSTRAINT_RELATION_EQ, to: GTK_CONSTRAINT_ATTRIBUTE_TOP, insets.top, required)
        add(GTK_CONSTRAINT_ATTRIBUTE_BOTTOM, GTK_CONSTRAINT_RELATION_EQ, to: GTK_CONSTRAINT_ATTRIBUTE_BOTTOM, -insets.bottom, required)
        add(GTK_CONSTRAINT_ATTRIBUTE_LEFT, GTK_CONSTRAINT_RELATION_GE, to: GTK_CONSTRAINT_ATTRIBUTE_LEFT, insets.left, required)
        add(GTK_CONSTRAINT_ATTRIBUTE_RIGHT, GTK_CONSTRAINT_RELATION_LE, to: GTK_CONSTRAINT_ATTRIBUTE_RIGHT, -insets.right, required)
        add(
            GTK_CONSTRAINT_ATTRIBUTE_CENTER_X, GTK_CONSTRAINT_RELATION_EQ, to: GTK_CONSTRAINT_ATTRIBUTE_CENTER_X,
            (insets.left - insets.right) / 2, required)
        add(GTK_CONSTRAINT_ATTRIBUTE_WIDTH, GTK_CONSTRAINT_RELATION_LE, to: nil, readable, required)
        // Filling the margins where it can, rather than asking for the readable width: that would
        // make the view itself ask to be that wide (its natural size), which UIKit's guide does not.
        add(GTK_CONSTRAINT_ATTRIBUTE_LEFT, GTK_CONSTRAINT_RELATION_EQ, to: GTK_CONSTRAINT_ATTRIBUTE_LEFT, insets.left, strong)
        add(GTK_CONSTRAINT_ATTRIBUTE_RIGHT, GTK_CONSTRAINT_RELATION_EQ, to: GTK_CONSTRAINT_ATTRIBUTE_RIGHT, -insets.right, strong)
    }
}

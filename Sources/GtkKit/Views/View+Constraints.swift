internal import CGtk

/// The frame-standing constraints of one frame-placed subview, and the frame they stand for.
struct AutoresizingConstraints {
    var frame: Rect?
    var constraints: [OpaquePointer]
}

/// Auto Layout in a ``View``: its constraints and guides in a `GtkConstraintLayout`, which the
/// view's measuring and allocation hand over to once it has one.
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

    /// Makes the constraint layout again, with every guide and constraint in it. GTK's solver
    /// goes wrong once a constraint that is not required has been taken out of it: the soft
    /// constraints added after are no longer kept (measured on GTK 4.8 and 4.18, from C as well:
    /// `left == 8` and `right <= width - 8`, both at 999, put a label's right edge at width - 8).
    /// So such a constraint is never taken out: the layout is made afresh without it. It is also
    /// made afresh when the text direction changes, which resolves leading and trailing again.
    func rebuildConstraintLayout() {
        guard let host = constraintHost else { return }
        let manager = gtk_constraint_layout_new()!
        gtk_widget_set_layout_manager(host, manager)
        let layout = OpaquePointer(manager)
        constraintLayout = layout
        autoresizingConstraints = [:]
        guideConstraints = []
        for guide in layoutGuides {
            let gtkGuide = gtk_constraint_guide_new()!
            gtk_constraint_layout_add_guide(layout, gtkGuide)
            guide.gtkGuide = gtkGuide
        }
        addGuideConstraints()
        let active = installedConstraints
        installedConstraints = []
        for constraint in active { constraint.installAgain() }
        gtk_widget_queue_resize(widget)
    }

    /// The constraint layout, made and set on the view the first time it is needed.
    func ensureConstraintLayout() -> OpaquePointer {
        if let constraintLayout { return constraintLayout }
        // The subviews move into the host, in order (each wrapper keeps its widget alive).
        let host = UnsafeMutableRawPointer(ViewType.make()).assumingMemoryBound(to: GtkWidget.self)
        gtk_widget_set_parent(host, widget)
        for view in subviews {
            gtk_widget_unparent(view.widget)
            gtk_widget_insert_before(view.widget, host, nil)
        }
        constraintHost = host
        let manager = gtk_constraint_layout_new()!
        gtk_widget_set_layout_manager(host, manager)
        let layout = OpaquePointer(manager)
        constraintLayout = layout
        // Leading and trailing are resolved when a constraint is made: a new direction remakes them.
        connect("direction-changed", pointer: { [weak self] _ in self?.remakeDirectionalConstraints() })
        return layout
    }

    /// Puts `constraint` in the view's layout, its items being `first` and `second` there (nil:
    /// the view itself). Leading and trailing are resolved to left and right here, with the
    /// constant's sign turned in right-to-left, so `leading + 16` indents from the right as in
    /// UIKit (GTK resolves them too, but keeps the sign, which would put it 16 outside).
    /// False when the constraint cannot be kept here (a GLib critical says why).
    func install(_ constraint: LayoutConstraint, first: UnsafeMutableRawPointer?, second: UnsafeMutableRawPointer?) -> Bool {
        if let stack = self as? StackView { return stack.applySizeConstraint(constraint) }
        let directional: Set<LayoutConstraint.Attribute> = [.leading, .trailing]
        let absolute: Set<LayoutConstraint.Attribute> = [.left, .right]
        let attributes: Set = [constraint.firstAttribute, constraint.secondAttribute]
        guard attributes.isDisjoint(with: directional) || attributes.isDisjoint(with: absolute) else {
            logProgrammingError(
                "LayoutConstraint \(constraint.description): a leading or trailing edge cannot be related to a left or right one")
            return false
        }
        let layout = ensureConstraintLayout()
        let rightToLeft = isRightToLeft
        let constant = rightToLeft && !attributes.isDisjoint(with: directional) ? -constraint.laidOutConstant : constraint.laidOutConstant
        let relation = constraint.relation.gtkRelation
        let strength = constraint.priority.gtkStrength
        let terms = gtkTerms(of: constraint, rightToLeft: rightToLeft, constant: constant)
        let gtkConstraint: OpaquePointer
        if constraint.second == nil {
            gtkConstraint = gtk_constraint_new_constant(first, terms.first, relation, terms.constant, strength)
        } else {
            gtkConstraint = gtk_constraint_new(
                first, terms.first, relation, second, terms.second, constraint.multiplier, terms.constant, strength)
        }
        gtk_constraint_layout_add_constraint(layout, gtkConstraint)
        constraint.gtkConstraint = gtkConstraint
        installedConstraints.append(constraint)
        gtk_widget_queue_resize(widget)
        return true
    }

    /// Takes `constraint` out of the view's layout.
    func uninstall(_ constraint: LayoutConstraint) {
        if let stack = self as? StackView { return stack.removeSizeConstraint(constraint) }
        installedConstraints.removeAll { $0 === constraint }
        if constraint.priority != .required {
            constraint.gtkConstraint = nil
            return rebuildConstraintLayout()
        }
        if let layout = constraintLayout, let gtkConstraint = constraint.gtkConstraint {
            gtk_constraint_layout_remove_constraint(layout, gtkConstraint)
        }
        constraint.gtkConstraint = nil
        gtk_widget_queue_resize(widget)
    }

    /// Deactivates the constraints that refer to `view` (it is leaving), as UIKit does.
    func deactivateConstraints(involving view: View) {
        for constraint in installedConstraints where constraint.first.view === view || constraint.second?.view === view {
            constraint.isActive = false
        }
        if let layout = constraintLayout, let old = autoresizingConstraints.removeValue(forKey: ObjectIdentifier(view)) {
            for gtkConstraint in old.constraints { gtk_constraint_layout_remove_constraint(layout, gtkConstraint) }
        }
    }

    /// Remakes every constraint after the text direction changed.
    private func remakeDirectionalConstraints() {
        rebuildConstraintLayout()
    }
}

extension LayoutConstraint.Relation {
    /// GTK's relation.
    var gtkRelation: GtkConstraintRelation {
        switch self {
        case .lessThanOrEqual: return GTK_CONSTRAINT_RELATION_LE
        case .equal: return GTK_CONSTRAINT_RELATION_EQ
        case .greaterThanOrEqual: return GTK_CONSTRAINT_RELATION_GE
        }
    }
}

extension LayoutConstraint.Attribute {
    /// GTK's attribute, leading and trailing resolved for the direction.
    func gtkAttribute(rightToLeft: Bool) -> GtkConstraintAttribute {
        switch self {
        case .left: return GTK_CONSTRAINT_ATTRIBUTE_LEFT
        case .right: return GTK_CONSTRAINT_ATTRIBUTE_RIGHT
        case .top: return GTK_CONSTRAINT_ATTRIBUTE_TOP
        case .bottom: return GTK_CONSTRAINT_ATTRIBUTE_BOTTOM
        case .leading: return rightToLeft ? GTK_CONSTRAINT_ATTRIBUTE_RIGHT : GTK_CONSTRAINT_ATTRIBUTE_LEFT
        case .trailing: return rightToLeft ? GTK_CONSTRAINT_ATTRIBUTE_LEFT : GTK_CONSTRAINT_ATTRIBUTE_RIGHT
        case .width: return GTK_CONSTRAINT_ATTRIBUTE_WIDTH
        case .height: return GTK_CONSTRAINT_ATTRIBUTE_HEIGHT
        case .centerX: return GTK_CONSTRAINT_ATTRIBUTE_CENTER_X
        case .centerY: return GTK_CONSTRAINT_ATTRIBUTE_CENTER_Y
        case .firstBaseline, .lastBaseline: return GTK_CONSTRAINT_ATTRIBUTE_BASELINE
        case .notAnAttribute: return GTK_CONSTRAINT_ATTRIBUTE_NONE
        }
    }
}

internal import CGtk

/// Measuring and placing a ``View`` by its constraints, and telling the developer, as UIKit
/// does, when its required constraints cannot all hold.
extension View {
    /// The view's size along one axis, as its constraints solve it.
    func measureWithConstraints(horizontal: Bool, forSize: Int) -> (minimum: Int, natural: Int) {
        guard let host = constraintHost else { return (0, 0) }
        syncAutoresizingConstraints()
        syncBaselineConstraints()
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(
            host, horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, Int32(forSize), &minimum, &natural, nil, nil)
        return (Int(minimum), Int(natural))
    }

    /// Places the subviews as the constraints solve them at `width` × `height`, then checks the
    /// required ones.
    func allocateWithConstraints(width: Int, height: Int) {
        guard let host = constraintHost else { return }
        syncAutoresizingConstraints()
        syncBaselineConstraints()
        var allocation = GtkAllocation(x: 0, y: 0, width: Int32(width), height: Int32(height))
        gtk_widget_size_allocate(host, &allocation, -1)
        reportBrokenConstraints(width: Double(width), height: Double(height))
    }

    /// Frame-placed subviews (UIKit's `translatesAutoresizingMaskIntoConstraints`) get required
    /// constraints standing for their frames — left and top, and width and height when a frame
    /// was set — remade when the frame changes.
    private func syncAutoresizingConstraints() {
        guard let layout = constraintLayout else { return }
        let strength = LayoutPriority.required.gtkStrength
        for view in subviews {
            let key = ObjectIdentifier(view)
            let wanted =
                view.translatesAutoresizingMaskIntoConstraints ? view.assignedFrame ?? Rect(x: 0, y: 0, width: -1, height: -1) : nil
            if let current = autoresizingConstraints[key], current.frame == wanted { continue }
            for gtkConstraint in autoresizingConstraints.removeValue(forKey: key)?.constraints ?? [] {
                gtk_constraint_layout_remove_constraint(layout, gtkConstraint)
            }
            guard let frame = wanted else { continue }
            var values = [(GTK_CONSTRAINT_ATTRIBUTE_LEFT, frame.minX), (GTK_CONSTRAINT_ATTRIBUTE_TOP, frame.minY)]
            if frame.width >= 0 {
                values += [(GTK_CONSTRAINT_ATTRIBUTE_WIDTH, frame.width), (GTK_CONSTRAINT_ATTRIBUTE_HEIGHT, frame.height)]
            }
            let made = values.map { attribute, constant -> OpaquePointer in
                let gtkConstraint = gtk_constraint_new_constant(
                    UnsafeMutableRawPointer(view.widget), attribute, GTK_CONSTRAINT_RELATION_EQ, constant, strength)!
                gtk_constraint_layout_add_constraint(layout, gtkConstraint)
                return gtkConstraint
            }
            autoresizingConstraints[key] = AutoresizingConstraints(frame: frame, constraints: made)
        }
    }

    /// Logs, once per set, the required constraints the layout could not keep (UIKit's "Unable
    /// to simultaneously satisfy constraints"): GTK's solver breaks one silently. Constraints
    /// that refer to a guide or a baseline are not checked (GTK does not say where those are).
    private func reportBrokenConstraints(width: Double, height: Double) {
        let rightToLeft = isRightToLeft
        let required = installedConstraints.filter { $0.priority == .required }
        let broken = required.filter { constraint in
            guard let first = value(of: constraint.first, constraint.firstAttribute, width: width, height: height, rightToLeft: rightToLeft)
            else { return false }
            var second = 0.0
            if let item = constraint.second {
                guard let value = value(of: item, constraint.secondAttribute, width: width, height: height, rightToLeft: rightToLeft) else {
                    return false
                }
                second = value
            }
            let wanted = second * constraint.multiplier + constraint.laidOutConstant * (flipsConstant(constraint, rightToLeft) ? -1 : 1)
            switch constraint.relation {
            case .equal: return abs(first - wanted) > 1
            case .lessThanOrEqual: return first > wanted + 1
            case .greaterThanOrEqual: return first < wanted - 1
            }
        }
        guard !broken.isEmpty else { return }
        let key = broken.map(ObjectIdentifier.init)
        guard reportedConflicts.insert(key).inserted else { return }
        let involved = required.filter { constraint in
            broken.contains { other in
                [other.first.object, other.second?.object].contains { item in
                    item != nil && (item === constraint.first.object || item === constraint.second?.object)
                }
            }
        }
        logProgrammingError(
            "Unable to simultaneously satisfy constraints in \(type(of: self)):\n\t"
                + involved.map(\.description).joined(separator: "\n\t")
                + "\nBroke \(broken.map(\.description).joined(separator: "; ")) (GTK keeps each view at least its minimum size)")
    }

    private func flipsConstant(_ constraint: LayoutConstraint, _ rightToLeft: Bool) -> Bool {
        rightToLeft && !Set([constraint.firstAttribute, constraint.secondAttribute]).isDisjoint(with: [.leading, .trailing])
    }

    /// Where an item's attribute is after the layout, in this view's coordinates; nil when that
    /// is not known (a guide, a baseline, an item no longer here).
    private func value(of item: LayoutItem, _ attribute: LayoutConstraint.Attribute, width: Double, height: Double, rightToLeft: Bool)
        -> Double?
    {
        let frame: Rect
        if item.view === self {
            frame = Rect(x: 0, y: 0, width: width, height: height)
        } else if let view = item.view, view.parentPointer == subviewParent {
            var rect = graphene_rect_t()
            guard Bool(gboolean: gtk_widget_compute_bounds(view.widget, widget, &rect)) else { return nil }
            frame = Rect(
                x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
        } else {
            return nil
        }
        switch attribute {
        case .left: return frame.minX
        case .right: return frame.maxX
        case .top: return frame.minY
        case .bottom: return frame.maxY
        case .leading: return rightToLeft ? frame.maxX : frame.minX
        case .trailing: return rightToLeft ? frame.minX : frame.maxX
        case .width: return frame.width
        case .height: return frame.height
        case .centerX: return frame.midX
        case .centerY: return frame.midY
        case .firstBaseline, .lastBaseline, .notAnAttribute: return nil
        }
    }
}

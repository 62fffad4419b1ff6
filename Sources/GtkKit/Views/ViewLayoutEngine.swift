internal import CGtk

/// A ``View``'s constraints on GtkKit's own engine (``ConstraintSolver``): every subview and guide
/// is four variables (left, top, width, height), the view's own size two edit variables, and
/// each active ``LayoutConstraint`` one engine constraint, added and removed as it is activated
/// and deactivated, so a layout re-solves only what changed. What UIKit adds of its own is here
/// too: a frame-placed subview's frame as required constraints, and each anchored view's
/// intrinsic content size as hugging (250) and compression resistance (750) around GTK's natural
/// size, above GTK's minimum (required: GTK never allocates below it).
@MainActor
final class ViewLayoutEngine {
    /// One item's variables.
    private struct Frame {
        let x, y, width, height: SolverVariable
    }

    /// What an anchored view's content asks for, as last measured.
    private struct Content: Equatable {
        var minimumWidth, naturalWidth, minimumHeight, naturalHeight: Double
        var priorities: ContentPriorities
    }

    private unowned let view: View
    /// The engine the view is laid out with (its size held at what GTK allocates), which also
    /// finds its minimum size (its size leaning to zero, above everything not required).
    private let solver = ConstraintSolver()
    /// Engines holding the same constraints, for the natural size: with the size leaning to zero
    /// only weakly, the content's compression resistance and the constraints win. One with both
    /// sides weak (the natural width), one with the width held (the natural height for a width).
    /// Changing an edit's strength in one engine instead cost 50 ms a measure for 300 constraints
    /// (an edit is a constraint of the tableau, so it is taken out and added again).
    private let naturalWidthSolver = ConstraintSolver()
    private let naturalHeightSolver = ConstraintSolver()
    private var solvers: [ConstraintSolver] { [solver, naturalWidthSolver, naturalHeightSolver] }
    private let width = SolverVariable("width")
    private let height = SolverVariable("height")
    /// The edit strength the view's size is held at: it wins over every constraint that is not
    /// required, as the size GTK allocates is not negotiable.
    private static let sizeStrength = SolverStrength(strong: 1000, medium: 0, weak: 0)
    private var frames: [ObjectIdentifier: Frame] = [:]
    /// Each active constraint's engine constraint (absent: refused, and reported).
    private var made: [ObjectIdentifier: SolverConstraint] = [:]
    /// The constant (turned for the direction) each constraint's engine constraint was made
    /// with, which its expression's constant holds; later ones are given in the engines.
    private var madeConstants: [ObjectIdentifier: Double] = [:]
    /// The baseline offsets each baseline constraint was made with.
    private var baselineOffsets: [ObjectIdentifier: BaselineOffsets] = [:]
    /// A subview's frame or content constraints, and what they stand for.
    private var placements: [ObjectIdentifier: (content: Content?, frame: Rect?, constraints: [SolverConstraint])] = [:]
    /// The system guides' constraints (margins, safe area, readable column).
    private var guideRules: [SolverConstraint] = []
    /// Sizes measured since the constraints last changed, by axis and the other axis's size:
    /// GTK measures a view several times a layout, and a width does not change with the height.
    private var measuredSizes: [MeasureKey: (minimum: Int, natural: Int)] = [:]
    private struct MeasureKey: Hashable {
        let horizontal: Bool
        let forSize: Int
    }

    /// The width each anchored subview whose height depends on its width (a wrapping label, a
    /// view of its own) was last laid out at, its heights measured there; absent: its natural
    /// width. UIKit's `preferredMaxLayoutWidth`, found as UIKit finds it: by laying out again.
    private var heightWidths: [ObjectIdentifier: Double] = [:]

    /// Sets of required constraints already reported as not all holding (reported once each).
    private var reportedConflicts: Set<[ObjectIdentifier]> = []

    init(view: View) {
        self.view = view
        for variable in [width, height] {
            try? addEverywhere(SolverConstraint(LinearExpression(variable), .greaterThanOrEqual, LinearExpression()))
        }
        for (engine, widthStrength, heightStrength) in [
            (solver, Self.sizeStrength, Self.sizeStrength), (naturalWidthSolver, .weak, .weak),
            (naturalHeightSolver, Self.sizeStrength, SolverStrength.weak),
        ] {
            try? engine.addEditVariable(width, strength: widthStrength)
            try? engine.addEditVariable(height, strength: heightStrength)
        }
    }

    /// Adds `constraint` to every engine; throws when the laying-out one refuses it (the others
    /// hold the same required constraints, so they would too).
    private func addEverywhere(_ constraint: SolverConstraint) throws(ConstraintSolver.Failure) {
        measuredSizes = [:]
        try solver.add(constraint)
        try? naturalWidthSolver.add(constraint)
        try? naturalHeightSolver.add(constraint)
    }

    /// Takes `constraint` out of every engine.
    private func removeEverywhere(_ constraint: SolverConstraint) {
        measuredSizes = [:]
        for engine in solvers { try? engine.remove(constraint) }
    }

    // MARK: Items

    /// The variables of a subview or guide, made with its first constraint.
    private func frame(of key: ObjectIdentifier, named makeName: @autoclosure () -> String) -> Frame {
        if let frame = frames[key] { return frame }
        let name = makeName()
        let frame = Frame(
            x: SolverVariable("\(name).left"), y: SolverVariable("\(name).top"), width: SolverVariable("\(name).width"),
            height: SolverVariable("\(name).height"))
        for size in [frame.width, frame.height] {
            try? addEverywhere(SolverConstraint(LinearExpression(size), .greaterThanOrEqual, LinearExpression()))
        }
        frames[key] = frame
        return frame
    }

    /// `item`'s `attribute` as an expression in the engine's variables; nil for no attribute or an
    /// item this view does not lay out.
    private func expression(of item: LayoutItem, _ attribute: LayoutConstraint.Attribute, rightToLeft: Bool, baseline: Double?)
        -> LinearExpression?
    {
        let x: LinearExpression
        let y: LinearExpression
        let w: LinearExpression
        let h: LinearExpression
        if item.view === view {
            (x, y, w, h) = (LinearExpression(), LinearExpression(), LinearExpression(width), LinearExpression(height))
        } else if let object = item.object, item.view?.superview === view || item.guide?.owningView === view {
            let frame = frame(of: ObjectIdentifier(object), named: item.name)
            (x, y, w, h) = (
                LinearExpression(frame.x), LinearExpression(frame.y), LinearExpression(frame.width), LinearExpression(frame.height)
            )
        } else {
            return nil
        }
        switch attribute {
        case .left: return x
        case .right: return x + w
        case .top: return y
        case .bottom: return y + h
        case .leading: return rightToLeft ? x + w : x
        case .trailing: return rightToLeft ? x : x + w
        case .width: return w
        case .height: return h
        case .centerX: return x + w * 0.5
        case .centerY: return y + h * 0.5
        // A baseline is the top plus where the item's text sits; an item without text (the
        // view itself, a guide, a view with no baseline) has it at its bottom, as in UIKit.
        case .firstBaseline, .lastBaseline: return baseline.map { y + $0 } ?? y + h
        case .notAnAttribute: return nil
        }
    }

    // MARK: Constraints

    /// Adds `constraint`; false when its items are not this view's to lay out. A required
    /// constraint that cannot hold with the others is kept out of the engine and reported, as
    /// UIKit reports and breaks one; it stays active.
    func add(_ constraint: LayoutConstraint) -> Bool {
        let rightToLeft = view.isRightToLeft
        let offsets = BaselineOffsets(
            first: constraint.firstAttribute.isBaseline ? view.baselineOffset(of: constraint.first) : nil,
            second: constraint.secondAttribute.isBaseline ? constraint.second.flatMap(view.baselineOffset(of:)) : nil)
        guard let left = expression(of: constraint.first, constraint.firstAttribute, rightToLeft: rightToLeft, baseline: offsets.first)
        else { return false }
        // Leading and trailing follow the text direction, and so does the constant: leading + 16
        // indents 16 from the right in right-to-left, as in UIKit.
        let directional = !Set([constraint.firstAttribute, constraint.secondAttribute]).isDisjoint(with: [.leading, .trailing])
        let constant = rightToLeft && directional ? -constraint.laidOutConstant : constraint.laidOutConstant
        var right = LinearExpression(constant: constant)
        if let second = constraint.second {
            guard
                let other = expression(
                    of: second, constraint.secondAttribute, rightToLeft: rightToLeft, baseline: offsets.second)
            else { return false }
            right = other * constraint.multiplier + constant
        }
        let relation: SolverConstraint.Relation =
            switch constraint.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let engineConstraint = SolverConstraint(left, relation, right, strength: constraint.priority.solverStrength)
        let key = ObjectIdentifier(constraint)
        if constraint.involvesBaseline { baselineOffsets[key] = offsets }
        do {
            try addEverywhere(engineConstraint)
            made[key] = engineConstraint
            madeConstants[key] = constant
        } catch {
            reportConflict(breaking: constraint)
        }
        view.setNeedsResize()
        return true
    }

    /// Gives `constraint` its new constant in place in each engine (an incremental edit); one
    /// the engines refused, or whose new constant cannot hold, is taken out and added again
    /// (and reported, if it still cannot hold).
    func changeConstant(of constraint: LayoutConstraint) {
        guard let engineConstraint = made[ObjectIdentifier(constraint)], !constraint.involvesBaseline else {
            remove(constraint)
            _ = add(constraint)
            return
        }
        // The engine's expression is left - (second × multiplier + constant), the constant
        // turned in right to left for leading and trailing: the same as add(_:) makes it.
        let directional = !Set([constraint.firstAttribute, constraint.secondAttribute]).isDisjoint(with: [.leading, .trailing])
        let constant = view.isRightToLeft && directional ? -constraint.laidOutConstant : constraint.laidOutConstant
        let offset = engineConstraint.expression.constant + madeConstants[ObjectIdentifier(constraint)]!
        do {
            for engine in solvers { try engine.changeConstant(of: engineConstraint, to: offset - constant) }
            measuredSizes = [:]
            view.setNeedsResize()
        } catch {
            remove(constraint)
            _ = add(constraint)
        }
    }

    /// Takes `constraint` out.
    func remove(_ constraint: LayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        baselineOffsets[key] = nil
        madeConstants[key] = nil
        if let engineConstraint = made.removeValue(forKey: key) { removeEverywhere(engineConstraint) }
        view.setNeedsResize()
    }

    /// Forgets a subview or guide leaving the view, and whatever placed it.
    func forget(_ object: AnyObject) {
        let key = ObjectIdentifier(object)
        heightWidths[key] = nil
        for constraint in placements.removeValue(forKey: key)?.constraints ?? [] { removeEverywhere(constraint) }
        frames[key] = nil
    }

    /// Logs, once per set, a required constraint the others leave no room for (UIKit's "Unable
    /// to simultaneously satisfy constraints"), with the required constraints sharing its items.
    private func reportConflict(breaking broken: LayoutConstraint) {
        let required = view.installedConstraints.filter { $0.priority == .required && $0 !== broken }
        let items = [broken.first.object, broken.second?.object].compactMap { $0 }
        let involved = required.filter { constraint in
            [constraint.first.object, constraint.second?.object].contains { item in
                item.map { item in items.contains { $0 === item } } ?? false
            }
        }
        let key = (involved + [broken]).map(ObjectIdentifier.init)
        guard reportedConflicts.insert(key).inserted else { return }
        logProgrammingError(
            "Unable to simultaneously satisfy constraints in \(type(of: view)):\n\t"
                + (involved + [broken]).map(\.description).joined(separator: "\n\t")
                + "\nBroke \(broken.description) (GTK keeps each view at least its minimum size)")
    }

    // MARK: Guides

    /// `guide`'s edges and size as expressions, for the system guides' rules.
    func expressions(of guide: LayoutGuide) -> (
        left: LinearExpression, top: LinearExpression, width: LinearExpression, height: LinearExpression
    ) {
        let frame = frame(of: ObjectIdentifier(guide), named: guide.identifier)
        return (LinearExpression(frame.x), LinearExpression(frame.y), LinearExpression(frame.width), LinearExpression(frame.height))
    }

    /// The view's own width and height as expressions.
    var size: (width: LinearExpression, height: LinearExpression) { (LinearExpression(width), LinearExpression(height)) }

    /// Replaces the system guides' constraints (margins, safe area, readable column) with `rules`.
    func setGuideRules(_ rules: [SolverConstraint]) {
        for rule in guideRules { removeEverywhere(rule) }
        guideRules = rules.filter { (try? addEverywhere($0)) != nil }
        view.setNeedsResize()
    }

    // MARK: Layout

    /// Brings the frame and content constraints up to date with the subviews, and the baseline
    /// constraints with their items' baselines.
    private func refresh() {
        for subview in view.subviews {
            let key = ObjectIdentifier(subview)
            let frame = frame(of: key, named: "\(type(of: subview))")
            let current = placements[key]
            if subview.translatesAutoresizingMaskIntoConstraints {
                let assigned = subview.assignedFrame ?? Rect(x: 0, y: 0, width: -1, height: -1)
                let content = assigned.width < 0 ? self.content(of: subview, heightAt: nil) : nil
                if let current, current.content == content, current.frame == assigned { continue }
                place(key, content: content, frame: assigned, rules: frameRules(frame, assigned, content))
            } else {
                let content = self.content(of: subview, heightAt: heightWidths[key])
                if let current, current.frame == nil, current.content == content { continue }
                place(key, content: content, frame: nil, rules: contentRules(frame, content, subview))
            }
        }
        for (key, offsets) in baselineOffsets {
            guard let constraint = view.installedConstraints.first(where: { ObjectIdentifier($0) == key }) else { continue }
            let now = BaselineOffsets(
                first: constraint.firstAttribute.isBaseline ? view.baselineOffset(of: constraint.first) : nil,
                second: constraint.secondAttribute.isBaseline ? constraint.second.flatMap(view.baselineOffset(of:)) : nil)
            if now != offsets {
                remove(constraint)
                _ = add(constraint)
            }
        }
    }

    private func place(_ key: ObjectIdentifier, content: Content?, frame: Rect?, rules: [SolverConstraint]) {
        for constraint in placements[key]?.constraints ?? [] { removeEverywhere(constraint) }
        // A rule the others leave no room for (a width below GTK's minimum, asked for by a
        // required constraint) is left out: GTK keeps the minimum anyway.
        placements[key] = (content, frame, rules.filter { (try? addEverywhere($0)) != nil })
    }

    /// GTK's minimum and natural size of `subview`, its height at `width` (nil: at its natural
    /// width).
    private func content(of subview: View, heightAt width: Double?) -> Content {
        var minimumWidth: Int32 = 0
        var naturalWidth: Int32 = 0
        gtk_widget_measure(subview.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, &naturalWidth, nil, nil)
        var minimumHeight: Int32 = 0
        var naturalHeight: Int32 = 0
        let measuredAt = width.map { max(Int32($0.rounded()), minimumWidth) } ?? naturalWidth
        gtk_widget_measure(subview.widget, GTK_ORIENTATION_VERTICAL, measuredAt, &minimumHeight, &naturalHeight, nil, nil)
        return Content(
            minimumWidth: Double(minimumWidth), naturalWidth: Double(naturalWidth), minimumHeight: Double(minimumHeight),
            naturalHeight: Double(naturalHeight), priorities: subview.contentPriorities)
    }

    /// A frame-placed subview: at its frame, or at its natural size in the corner.
    private func frameRules(_ frame: Frame, _ assigned: Rect, _ content: Content?) -> [SolverConstraint] {
        var rules = [
            SolverConstraint(LinearExpression(frame.x), .equal, LinearExpression(constant: assigned.minX)),
            SolverConstraint(LinearExpression(frame.y), .equal, LinearExpression(constant: assigned.minY)),
        ]
        let size = content.map { Size(width: $0.naturalWidth, height: $0.naturalHeight) } ?? assigned.size
        rules.append(SolverConstraint(LinearExpression(frame.width), .equal, LinearExpression(constant: size.width)))
        rules.append(SolverConstraint(LinearExpression(frame.height), .equal, LinearExpression(constant: size.height)))
        return rules
    }

    /// An anchored subview's content: never below GTK's minimum, leaning to its natural size
    /// with its hugging (250 unless set) and compression resistance (750) priorities.
    private func contentRules(_ frame: Frame, _ content: Content, _ subview: View) -> [SolverConstraint] {
        let priorities = content.priorities
        var rules: [SolverConstraint] = []
        for (variable, minimum, natural, hugging, resistance) in [
            (frame.width, content.minimumWidth, content.naturalWidth, priorities.horizontalHugging, priorities.horizontalResistance),
            (frame.height, content.minimumHeight, content.naturalHeight, priorities.verticalHugging, priorities.verticalResistance),
        ] {
            let size = LinearExpression(variable)
            rules.append(SolverConstraint(size, .greaterThanOrEqual, LinearExpression(constant: minimum)))
            rules.append(SolverConstraint(size, .lessThanOrEqual, LinearExpression(constant: natural), strength: hugging.solverStrength))
            rules.append(
                SolverConstraint(size, .greaterThanOrEqual, LinearExpression(constant: natural), strength: resistance.solverStrength))
        }
        return rules
    }

    /// The view's size along one axis for `forSize` along the other (-1: any): the smallest the
    /// required constraints allow, and the size its content and constraints lean to.
    func measure(horizontal: Bool, forSize: Int) -> (minimum: Int, natural: Int) {
        refresh()
        let key = MeasureKey(horizontal: horizontal, forSize: forSize)
        if let known = measuredSizes[key] { return known }
        let measured = horizontal ? width : height
        let other = horizontal ? height : width
        let given = forSize >= 0 ? Double(forSize) : 0
        let naturalEngine = !horizontal && forSize >= 0 ? naturalHeightSolver : naturalWidthSolver
        // A height for a width: first the widths the subviews get at it, and their heights there.
        if !horizontal, forSize >= 0 {
            solve(width: given, height: 0, refiningHeights: true)
        }
        var results: [Double] = []
        for engine in [solver, naturalEngine] {
            try? engine.suggestValue(0, for: measured)
            try? engine.suggestValue(given, for: other)
            engine.updateVariables()
            results.append(measured.value)
        }
        let minimum = Int(results[0].rounded(.up))
        let size = (minimum, max(minimum, Int(results[1].rounded(.up))))
        measuredSizes[key] = size
        return size
    }

    /// Solves the laying-out engine at `width` × `height`; with `refiningHeights`, measures again
    /// the height of each anchored subview whose height follows its width at the width it got,
    /// and solves again while one changed (twice at most: a height rarely changes a width).
    private func solve(width solvedWidth: Double, height solvedHeight: Double, refiningHeights: Bool) {
        for _ in 0..<3 {
            try? solver.suggestValue(solvedWidth, for: width)
            try? solver.suggestValue(solvedHeight, for: height)
            solver.updateVariables()
            guard refiningHeights, refineHeightWidths() else { return }
            refresh()
        }
    }

    /// Records the widths anchored, width-dependent subviews got in the last solve; true when one
    /// differs from the width their heights were measured at.
    private func refineHeightWidths() -> Bool {
        var changed = false
        for subview in view.subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            let key = ObjectIdentifier(subview)
            guard let frame = frames[key], let content = placements[key]?.content,
                gtk_widget_get_request_mode(subview.widget) == GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH
            else { continue }
            let solved = frame.width.value.rounded()
            if abs(solved - (heightWidths[key] ?? content.naturalWidth)) >= 1 {
                heightWidths[key] = solved
                changed = true
            }
        }
        return changed
    }

    /// Places every visible subview where the constraints put it at `width` × `height`.
    func layOut(width allocatedWidth: Int, height allocatedHeight: Int) {
        refresh()
        solve(width: Double(allocatedWidth), height: Double(allocatedHeight), refiningHeights: true)
        for subview in view.subviews where subview.isVisible {
            guard let frame = frames[ObjectIdentifier(subview)] else { continue }
            view.allocate(subview, x: frame.x.value, y: frame.y.value, width: frame.width.value, height: frame.height.value)
        }
    }
}

internal import CGtk

/// A ``View``'s constraints on GtkKit's own engine (``ConstraintSolver``): every subview and guide
/// is four variables (left, top, width, height), the view's own size two edit variables, and
/// each active ``LayoutConstraint`` one engine constraint, added and removed as it is activated
/// and deactivated, so a layout re-solves only what changed. What UIKit adds of its own is here
/// too: a frame-placed subview's frame as required constraints, and each anchored view's
/// intrinsic content size as hugging (250) and compression resistance (750) around GTK's natural
/// size, above GTK's minimum (required: GTK never allocates below it). Views that joined the
/// view's layout (``View/joinSuperviewLayout()``) have their subviews and guides here too, in
/// the view's coordinates.
@MainActor
final class ViewLayoutEngine {
    unowned let view: View
    /// The engines holding the view's constraints, and what they measured.
    let solvers = LayoutSolvers()
    /// What the engine keeps of each subview and guide, made with its first constraint.
    private let items = LayoutItemRecords()
    /// Each active constraint's engine constraint (absent: refused, and reported).
    private var made: [ObjectIdentifier: SolverConstraint] = [:]
    /// The constant (turned for the direction) each constraint's engine constraint was made
    /// with, which its expression's constant holds; later ones are given in the engines.
    private var madeConstants: [ObjectIdentifier: Double] = [:]
    /// Each baseline constraint, with the baseline offsets it was made with.
    private var baselineOffsets: [ObjectIdentifier: (constraint: LayoutConstraint, offsets: BaselineOffsets)] = [:]
    /// The system guides' constraints (margins, safe area, readable column), by the view
    /// whose guides they place.
    private var guideRules: [ObjectIdentifier: [SolverConstraint]] = [:]
    /// Where the last layout put the subviews of joined views.
    private let placements = JoinedPlacements()
    /// Whether a subview's frame was set since the subviews were last measured.
    private var framesChanged = false

    /// The conflicts already reported.
    private let conflicts = ConstraintConflictLog()

    init(view: View) {
        self.view = view
    }

    // MARK: Items

    /// The record of a subview or guide, made with its variables the first time.
    func record(of key: ObjectIdentifier, named makeName: @autoclosure () -> String) -> LayoutItemRecord {
        items.record(of: key, named: makeName(), in: solvers)
    }

    /// Whether a view ever joined this one's layout: until one does, the engine places only
    /// the view's own subviews, and looks no further.
    private var hasJoinedViews = false

    /// Notes that a view joined this one's layout.
    func viewJoined() { hasJoinedViews = true }

    /// The views whose subviews the engine places: the view and those that joined it.
    var hostedViews: [View] { hasJoinedViews ? view.joinedTree : [view] }

    // MARK: Constraints

    /// Adds `constraint`; false when its items are not this view's to lay out. A required
    /// constraint that cannot hold with the others is kept out of the engine and reported, as
    /// UIKit reports and breaks one; it stays active.
    func add(_ constraint: LayoutConstraint) -> Bool {
        guard let (engineConstraint, constant, offsets) = solverConstraint(for: constraint) else { return false }
        let key = ObjectIdentifier(constraint)
        if constraint.involvesBaseline { baselineOffsets[key] = (constraint, offsets) }
        do {
            try solvers.add(engineConstraint)
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
            try solvers.changeConstant(of: engineConstraint, to: offset - constant)
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
        if let engineConstraint = made.removeValue(forKey: key) { solvers.remove(engineConstraint) }
        view.setNeedsResize()
    }

    /// Forgets a subview or guide leaving the view, and whatever placed it.
    func forget(_ object: AnyObject) {
        for constraint in items.remove(ObjectIdentifier(object))?.placement?.rules ?? [] { solvers.remove(constraint) }
        placements.forget(object)
    }

    /// Forgets the subviews, guides and guide rules of `views`, which are leaving the layout.
    func forget(_ views: [View]) {
        for owner in views {
            for subview in owner.subviews { forget(subview) }
            for guide in owner.layoutGuides { forget(guide) }
            setGuideRules([], of: owner)
        }
    }

    /// Reports a required constraint the others leave no room for.
    private func reportConflict(breaking broken: LayoutConstraint) {
        conflicts.report(breaking: broken, among: hostedViews.flatMap(\.installedConstraints), in: view)
    }

    // MARK: Guides

    /// `guide`'s edges and size as expressions, for the system guides' rules.
    func expressions(of guide: LayoutGuide) -> FrameExpressions {
        FrameExpressions(record(of: ObjectIdentifier(guide), named: guide.identifier).frame)
    }

    /// Replaces the system guides' constraints (margins, safe area, readable column) of
    /// `owner`'s guides with `rules`.
    func setGuideRules(_ rules: [SolverConstraint], of owner: View) {
        let key = ObjectIdentifier(owner)
        for rule in guideRules[key] ?? [] { solvers.remove(rule) }
        let added = rules.filter { (try? solvers.add($0)) != nil }
        guideRules[key] = added.isEmpty ? nil : added
        view.setNeedsResize()
    }

    // MARK: Layout

    /// Brings the frame and content constraints up to date with the subviews, and the baseline
    /// constraints with their items' baselines.
    private func refresh() {
        framesChanged = false
        for owner in hostedViews {
            for subview in owner.subviews {
                let record = record(of: ObjectIdentifier(subview), named: "\(type(of: subview))")
                if subview.translatesAutoresizingMaskIntoConstraints {
                    let assigned = subview.assignedFrame ?? Rect(x: 0, y: 0, width: -1, height: -1)
                    let content = assigned.width < 0 ? SubviewContent(measuring: subview, heightAt: nil) : nil
                    if record.holds(content, frame: assigned) { continue }
                    let origin = frame(of: owner)
                    let rules = record.frame.rules(at: assigned, content: content, origin: (origin.left, origin.top))
                    place(record, content: content, frame: assigned, rules: rules)
                } else {
                    let content =
                        subview.joinsSuperviewLayout
                        ? SubviewContent(joined: subview) : SubviewContent(measuring: subview, heightAt: record.heightWidth)
                    if record.holds(content, frame: nil) { continue }
                    place(record, content: content, frame: nil, rules: content.rules(for: record.frame))
                }
            }
        }
        for (_, (constraint, offsets)) in baselineOffsets {
            let now = BaselineOffsets(
                first: constraint.firstAttribute.isBaseline ? view.baselineOffset(of: constraint.first) : nil,
                second: constraint.secondAttribute.isBaseline ? constraint.second.flatMap(view.baselineOffset(of:)) : nil)
            if now != offsets {
                remove(constraint)
                _ = add(constraint)
            }
        }
    }

    private func place(_ record: LayoutItemRecord, content: SubviewContent?, frame: Rect?, rules: [SolverConstraint]) {
        for constraint in record.placement?.rules ?? [] { solvers.remove(constraint) }
        // A rule the others leave no room for (a width below GTK's minimum, asked for by a
        // required constraint) is left out: GTK keeps the minimum anyway.
        record.placement = LayoutItemRecord.Placement(content: content, frame: frame, rules: rules.filter { (try? solvers.add($0)) != nil })
    }

    /// The view's size along one axis for `forSize` along the other (-1: any): the smallest the
    /// required constraints allow, and the size its content and constraints lean to.
    func measure(horizontal: Bool, forSize: Int) -> (minimum: Int, natural: Int) {
        refresh()
        if let known = solvers.measured(horizontal: horizontal, forSize: forSize) { return known }
        // A height for a width: first the widths the subviews get at it, and their heights there.
        if !horizontal, forSize >= 0 {
            solve(width: Double(forSize), height: 0, refiningHeights: true)
        }
        return solvers.measure(horizontal: horizontal, forSize: forSize)
    }

    /// Solves the laying-out engine at `width` × `height`; with `refiningHeights`, measures again
    /// the height of each anchored subview whose height follows its width at the width it got,
    /// and solves again while one changed (twice at most: a height rarely changes a width).
    private func solve(width solvedWidth: Double, height solvedHeight: Double, refiningHeights: Bool) {
        for _ in 0..<3 {
            solvers.solve(width: solvedWidth, height: solvedHeight)
            guard refiningHeights, refineHeightWidths() else { return }
            refresh()
        }
    }

    /// Records the widths anchored, width-dependent subviews got in the last solve; true when one
    /// differs from the width their heights were measured at.
    private func refineHeightWidths() -> Bool {
        var changed = false
        for subview in hasJoinedViews ? hostedViews.flatMap(\.subviews) : view.subviews
        where !subview.translatesAutoresizingMaskIntoConstraints {
            guard !subview.joinsSuperviewLayout, let record = items[ObjectIdentifier(subview)],
                let naturalWidth = record.placement?.content?.naturalWidth,
                gtk_widget_get_request_mode(subview.widget) == GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH
            else { continue }
            let solved = record.frame.width.value.rounded()
            if abs(solved - (record.heightWidth ?? naturalWidth)) >= 1 {
                record.heightWidth = solved
                changed = true
            }
        }
        return changed
    }

    /// Whether the constraints leave `item`'s frame (a subview's or a guide's) open at the view's
    /// present size: a position or size that could change with nothing held less well.
    func isAmbiguous(_ item: AnyObject) -> Bool {
        guard let frame = items[ObjectIdentifier(item)]?.frame else { return false }
        refresh()
        let width = Double(gtk_widget_get_width(view.widget))
        let height = Double(gtk_widget_get_height(view.widget))
        solve(width: width, height: height, refiningHeights: true)
        return solvers.isAmbiguous([frame.x, frame.y, frame.width, frame.height])
    }

    /// Places every visible subview where the constraints put it at `width` × `height`; the
    /// subviews of joined views are placed by them (``placeSubviews(of:)``) as GTK allocates
    /// each, or here if GTK skipped one given the same rectangle as before.
    func layOut(width allocatedWidth: Int, height allocatedHeight: Int) {
        refreshUnlessMeasured()
        solve(width: Double(allocatedWidth), height: Double(allocatedHeight), refiningHeights: true)
        let joined = hostedViews.dropFirst()
        // The joined views' subviews' places first: allocating a joined view places them.
        for owner in joined {
            guard let origin = items[ObjectIdentifier(owner)]?.frame else { continue }
            for subview in owner.subviews {
                guard let record = items[ObjectIdentifier(subview)] else { continue }
                let frame = record.frame
                placements.put(
                    subview,
                    at: Rect(
                        x: frame.x.value - origin.x.value, y: frame.y.value - origin.y.value, width: frame.width.value,
                        height: frame.height.value),
                    minimum: minimum(of: subview, record))
            }
            placements.expect(owner)
        }
        for subview in view.subviews where subview.isVisible {
            guard let record = items[ObjectIdentifier(subview)] else { continue }
            let frame = record.frame
            view.allocate(
                subview, x: frame.x.value, y: frame.y.value, width: frame.width.value, height: frame.height.value,
                minimum: minimum(of: subview, record))
        }
        // GTK skips a view given the same rectangle as before, and with it its subviews, which
        // may have moved inside it.
        placements.placeRemaining(joined)
    }

    /// What refresh() measured of `subview` in this layout, when it is still its minimum at the
    /// width it is given.
    private func minimum(of subview: View, _ record: LayoutItemRecord) -> Size? {
        record.knownMinimum(
            atWidth: record.frame.width.value,
            dependsOnWidth: gtk_widget_get_request_mode(subview.widget) != GTK_SIZE_REQUEST_CONSTANT_SIZE)
    }

    /// Places `owner`'s subviews (it joined this layout) where the last layout put them.
    func placeSubviews(of owner: View) { placements.placeSubviews(of: owner) }

    /// Notes that a subview's frame was set: the next layout places it anew.
    func subviewFrameChanged() { framesChanged = true }

    /// Brings the subviews' measurements up to date for a layout, unless GTK measured the view
    /// since anything in it changed. GTK forgets a view's measurements when it or anything
    /// inside it asks to be measured again, so measuring the view's width here either answers
    /// from GTK's cache — nothing changed since a measure, which measured the subviews — or runs
    /// ``measure(horizontal:forSize:)``, which measures them. A frame set since (by
    /// ``View/layoutSubviews()``, say) asks GTK for no new measure, and is noted instead.
    private func refreshUnlessMeasured() {
        var minimum: Int32 = 0
        gtk_widget_measure(view.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
        if framesChanged { refresh() }
    }
}

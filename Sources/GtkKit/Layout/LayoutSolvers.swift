/// The engines a ``ViewLayoutEngine`` keeps its constraints in, and the sizes they measured.
///
/// The engine the view is laid out with holds its size at what GTK allocates (above everything
/// not required), which also finds its minimum size (its size leaning to zero). Two more hold the
/// same constraints for the natural size: with the size leaning to zero only weakly, the
/// content's compression resistance and the constraints win — one with both sides weak (the
/// natural width), one with the width held (the natural height for a width). Changing an edit's
/// strength in one engine instead took the edit out of the tableau and added it again at every
/// measure, which is far slower (see docs/performance.md).
///
/// The two natural engines are made when GTK first measures the view, from the constraints held
/// then, and kept in step from then on: constraints activated before the view is shown — most
/// are — go to one engine at activation, and to the other two at the first layout.
@MainActor
final class LayoutSolvers {
    private let layout = ConstraintSolver()
    /// The natural engines, once the view has been measured.
    private var natural: (width: ConstraintSolver, height: ConstraintSolver)?
    private var all: [ConstraintSolver] { [layout] + (natural.map { [$0.width, $0.height] } ?? []) }
    /// The constraints the laying-out engine holds, by when they were added, and the constants
    /// changed since: what the natural engines are made from.
    private var held: [ObjectIdentifier: (order: Int, constraint: SolverConstraint)] = [:]
    private var changedConstants: [ObjectIdentifier: Double] = [:]
    private var nextOrder = 0
    private let width = SolverVariable("width")
    private let height = SolverVariable("height")
    /// The edit strength the view's size is held at for laying out: it wins over every
    /// constraint that is not required, as the size GTK allocates is not negotiable.
    private static let sizeStrength = SolverStrength(strong: 1000, medium: 0, weak: 0)

    /// Sizes measured since the constraints last changed, by axis and the other axis's size:
    /// GTK measures a view several times a layout, and a width does not change with the height.
    private var measuredSizes: [MeasureKey: (minimum: Int, natural: Int)] = [:]
    private struct MeasureKey: Hashable {
        let horizontal: Bool
        let forSize: Int
    }

    init() {
        for variable in [width, height] {
            try? add(SolverConstraint(LinearExpression(variable), .greaterThanOrEqual, LinearExpression()))
        }
        try? layout.addEditVariable(width, strength: Self.sizeStrength)
        try? layout.addEditVariable(height, strength: Self.sizeStrength)
    }

    /// The natural engines, made the first time they are needed.
    private func naturalEngines() -> (width: ConstraintSolver, height: ConstraintSolver) {
        if let natural { return natural }
        let engines = (width: ConstraintSolver(), height: ConstraintSolver())
        try? engines.width.addEditVariable(width, strength: .weak)
        try? engines.width.addEditVariable(height, strength: .weak)
        try? engines.height.addEditVariable(width, strength: Self.sizeStrength)
        try? engines.height.addEditVariable(height, strength: .weak)
        for (key, (_, constraint)) in held.sorted(by: { $0.value.order < $1.value.order }) {
            for engine in [engines.width, engines.height] {
                try? engine.add(constraint)
                if let constant = changedConstants[key] { try? engine.changeConstant(of: constraint, to: constant) }
            }
        }
        natural = engines
        return engines
    }

    /// The view's own width and height as expressions.
    var size: (width: LinearExpression, height: LinearExpression) { (LinearExpression(width), LinearExpression(height)) }

    /// Adds `constraint` to every engine; throws when the laying-out one refuses it (the others
    /// hold the same required constraints, so they would too).
    func add(_ constraint: SolverConstraint) throws(ConstraintSolver.Failure) {
        measuredSizes = [:]
        try layout.add(constraint)
        held[ObjectIdentifier(constraint)] = (nextOrder, constraint)
        nextOrder += 1
        try? natural?.width.add(constraint)
        try? natural?.height.add(constraint)
    }

    /// Takes `constraint` out of every engine.
    func remove(_ constraint: SolverConstraint) {
        measuredSizes = [:]
        held[ObjectIdentifier(constraint)] = nil
        changedConstants[ObjectIdentifier(constraint)] = nil
        for engine in all { try? engine.remove(constraint) }
    }

    /// Gives `constraint` the expression constant `constant` in every engine.
    func changeConstant(of constraint: SolverConstraint, to constant: Double) throws(ConstraintSolver.Failure) {
        measuredSizes = [:]
        for engine in all { try engine.changeConstant(of: constraint, to: constant) }
        changedConstants[ObjectIdentifier(constraint)] = constant
    }

    /// Solves the laying-out engine at `width` × `height`, its variables' values then set.
    func solve(width solvedWidth: Double, height solvedHeight: Double) {
        try? layout.suggestValue(solvedWidth, for: width)
        try? layout.suggestValue(solvedHeight, for: height)
        layout.updateVariables()
    }

    /// Whether any of `variables` is left open by the laying-out engine as last solved.
    func isAmbiguous(_ variables: [SolverVariable]) -> Bool {
        variables.contains { layout.isAmbiguous($0) }
    }

    /// The size measured along one axis for `forSize` along the other, if it still holds.
    func measured(horizontal: Bool, forSize: Int) -> (minimum: Int, natural: Int)? {
        measuredSizes[MeasureKey(horizontal: horizontal, forSize: forSize)]
    }

    /// The view's size along one axis for `forSize` along the other (-1: any): the smallest the
    /// required constraints allow, and the size its content and constraints lean to.
    func measure(horizontal: Bool, forSize: Int) -> (minimum: Int, natural: Int) {
        let measured = horizontal ? width : height
        let other = horizontal ? height : width
        let given = forSize >= 0 ? Double(forSize) : 0
        let naturalEngine = !horizontal && forSize >= 0 ? naturalEngines().height : naturalEngines().width
        var results: [Double] = []
        for engine in [layout, naturalEngine] {
            try? engine.suggestValue(0, for: measured)
            try? engine.suggestValue(given, for: other)
            results.append(engine.value(of: measured))
        }
        let minimum = Int(results[0].rounded(.up))
        let size = (minimum, max(minimum, Int(results[1].rounded(.up))))
        measuredSizes[MeasureKey(horizontal: horizontal, forSize: forSize)] = size
        return size
    }
}

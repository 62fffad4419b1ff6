/// The engines a ``ViewLayoutEngine`` keeps its constraints in, and the sizes they measured.
///
/// The engine the view is laid out with holds its size at what GTK allocates (above everything
/// not required), which also finds its minimum size (its size leaning to zero). Two more hold the
/// same constraints for the natural size: with the size leaning to zero only weakly, the
/// content's compression resistance and the constraints win — one with both sides weak (the
/// natural width), one with the width held (the natural height for a width). Changing an edit's
/// strength in one engine instead took the edit out of the tableau and added it again at every
/// measure, which is far slower (see docs/performance.md).
@MainActor
final class LayoutSolvers {
    private let layout = ConstraintSolver()
    private let naturalWidth = ConstraintSolver()
    private let naturalHeight = ConstraintSolver()
    private var all: [ConstraintSolver] { [layout, naturalWidth, naturalHeight] }
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
        for (engine, widthStrength, heightStrength) in [
            (layout, Self.sizeStrength, Self.sizeStrength), (naturalWidth, .weak, .weak),
            (naturalHeight, Self.sizeStrength, SolverStrength.weak),
        ] {
            try? engine.addEditVariable(width, strength: widthStrength)
            try? engine.addEditVariable(height, strength: heightStrength)
        }
    }

    /// The view's own width and height as expressions.
    var size: (width: LinearExpression, height: LinearExpression) { (LinearExpression(width), LinearExpression(height)) }

    /// Adds `constraint` to every engine; throws when the laying-out one refuses it (the others
    /// hold the same required constraints, so they would too).
    func add(_ constraint: SolverConstraint) throws(ConstraintSolver.Failure) {
        measuredSizes = [:]
        try layout.add(constraint)
        try? naturalWidth.add(constraint)
        try? naturalHeight.add(constraint)
    }

    /// Takes `constraint` out of every engine.
    func remove(_ constraint: SolverConstraint) {
        measuredSizes = [:]
        for engine in all { try? engine.remove(constraint) }
    }

    /// Gives `constraint` the expression constant `constant` in every engine.
    func changeConstant(of constraint: SolverConstraint, to constant: Double) throws(ConstraintSolver.Failure) {
        measuredSizes = [:]
        for engine in all { try engine.changeConstant(of: constraint, to: constant) }
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
        let naturalEngine = !horizontal && forSize >= 0 ? naturalHeight : naturalWidth
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

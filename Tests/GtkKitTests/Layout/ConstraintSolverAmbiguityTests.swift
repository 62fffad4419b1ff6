import GtkKit
import XCTest

/// The engine's answer to "is this variable pinned down?" on systems whose answer is known by
/// hand, and that asking changes nothing.
final class ConstraintSolverAmbiguityTests: XCTestCase {
    private func e(_ variable: SolverVariable) -> LinearExpression { LinearExpression(variable) }
    private func c(_ value: Double) -> LinearExpression { LinearExpression(constant: value) }

    func testAVariableBoundOnOneSideOnlyIsAmbiguous() throws {
        let solver = ConstraintSolver()
        let width = SolverVariable("width")
        try solver.add(SolverConstraint(e(width), .greaterThanOrEqual, c(0)))
        XCTAssertTrue(solver.isAmbiguous(width), "a width at least zero can be anything above it")
        XCTAssertTrue(solver.isAmbiguous(SolverVariable("unknown")), "a variable in no constraint is free")
    }

    func testRequiredAndPreferredValuesPinAVariable() throws {
        let solver = ConstraintSolver()
        let (left, width, right) = (SolverVariable("left"), SolverVariable("width"), SolverVariable("right"))
        try solver.add(SolverConstraint(e(left) + e(width), .equal, e(right)))
        try solver.add(SolverConstraint(e(left), .equal, c(20)))
        XCTAssertTrue(solver.isAmbiguous(width), "the width and the right edge still move together")
        XCTAssertTrue(solver.isAmbiguous(right))
        XCTAssertFalse(solver.isAmbiguous(left))
        // The weakest preference a LayoutConstraint can have (priority 1) still pins what it names.
        let priorityOne = SolverStrength(strong: 0.001, medium: 0, weak: 0)
        try solver.add(SolverConstraint(e(width), .equal, c(100), strength: priorityOne))
        XCTAssertFalse(solver.isAmbiguous(width))
        XCTAssertFalse(solver.isAmbiguous(right))
    }

    func testTwoEqualPreferencesPullingApartLeaveTheSpanBetweenThemOpen() throws {
        let solver = ConstraintSolver()
        let x = SolverVariable("x")
        try solver.add(SolverConstraint(e(x), .equal, c(0), strength: .medium))
        try solver.add(SolverConstraint(e(x), .equal, c(10), strength: .medium))
        XCTAssertTrue(solver.isAmbiguous(x), "anywhere from 0 to 10 costs the same")
        let stronger = SolverConstraint(e(x), .equal, c(4), strength: .strong)
        try solver.add(stronger)
        XCTAssertFalse(solver.isAmbiguous(x))
    }

    func testAskingLeavesTheSolutionAndTheTableauAsTheyWere() throws {
        let solver = ConstraintSolver()
        let (x, size) = (SolverVariable("x"), SolverVariable("size"))
        try solver.addEditVariable(size, strength: .strong)
        try solver.add(SolverConstraint(e(x), .greaterThanOrEqual, c(0)))
        try solver.add(SolverConstraint(e(x), .lessThanOrEqual, e(size)))
        try solver.suggestValue(50, for: size)
        solver.updateVariables()
        let before = x.value
        XCTAssertTrue(solver.isAmbiguous(x), "anywhere between 0 and the size")
        XCTAssertEqual(solver.constraintCount, 3, "no probe left behind")
        solver.updateVariables()
        XCTAssertEqual(x.value, before, accuracy: 1e-9, "the solution is the one before the question")
        // The tableau still answers edits: a centred x follows the size.
        try solver.add(SolverConstraint(e(x) * 2, .equal, e(size)))
        try solver.suggestValue(80, for: size)
        solver.updateVariables()
        XCTAssertEqual(x.value, 40, accuracy: 1e-9)
        XCTAssertFalse(solver.isAmbiguous(x))
    }
}

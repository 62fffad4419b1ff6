import GtkKit
import XCTest

/// GtkKit's Cassowary engine on small systems whose answers are known, and on a form's
/// constraints re-solved incrementally against the same system solved afresh.
final class ConstraintSolverTests: XCTestCase {
    private func v(_ name: String) -> SolverVariable { SolverVariable(name) }
    private func e(_ variable: SolverVariable) -> LinearExpression { LinearExpression(variable) }
    private func c(_ value: Double) -> LinearExpression { LinearExpression(constant: value) }

    func testRequiredEqualitiesChainThroughVariables() throws {
        let solver = ConstraintSolver()
        let (left, width, right) = (v("left"), v("width"), v("right"))
        try solver.add(SolverConstraint(e(left) + e(width), .equal, e(right)))
        try solver.add(SolverConstraint(e(left), .equal, c(20)))
        try solver.add(SolverConstraint(e(width), .equal, c(100)))
        solver.updateVariables()
        XCTAssertEqual(right.value, 120, accuracy: 1e-9)
    }

    func testInequalitiesBoundWhatWeakerPreferencesAsk() throws {
        let solver = ConstraintSolver()
        let x = v("x")
        try solver.add(SolverConstraint(e(x), .greaterThanOrEqual, c(10)))
        try solver.add(SolverConstraint(e(x), .lessThanOrEqual, c(20)))
        let low = SolverConstraint(e(x), .equal, c(0), strength: .weak)
        try solver.add(low)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9, "as low as the bound allows")
        try solver.remove(low)
        try solver.add(SolverConstraint(e(x), .equal, c(30), strength: .weak))
        solver.updateVariables()
        XCTAssertEqual(x.value, 20, accuracy: 1e-9, "as high as the bound allows")
    }

    func testAStrongerPreferenceWinsUntilItIsRemoved() throws {
        let solver = ConstraintSolver()
        let x = v("x")
        let strong = SolverConstraint(e(x), .equal, c(10), strength: .strong)
        try solver.add(SolverConstraint(e(x), .equal, c(20), strength: .weak))
        try solver.add(strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
        XCTAssertTrue(SolverStrength.strong > SolverStrength(strong: 0, medium: 999, weak: 999), "a strong outweighs 999 mediums")
        try solver.remove(strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.remove(strong)) { XCTAssertEqual($0 as? ConstraintSolver.Failure, .unknown) }
    }

    func testAContradictingRequiredConstraintIsRefusedAndTheSolverKeepsItsSolution() throws {
        let solver = ConstraintSolver()
        let (x, y) = (v("x"), v("y"))
        try solver.add(SolverConstraint(e(x), .equal, c(10)))
        try solver.add(SolverConstraint(e(y), .greaterThanOrEqual, e(x) + 5))
        let contradiction = SolverConstraint(e(y), .lessThanOrEqual, c(12))
        XCTAssertThrowsError(try solver.add(contradiction)) { XCTAssertEqual($0 as? ConstraintSolver.Failure, .unsatisfiable) }
        XCTAssertThrowsError(try solver.add(SolverConstraint(e(x), .equal, c(11)))) {
            XCTAssertEqual($0 as? ConstraintSolver.Failure, .unsatisfiable)
        }
        XCTAssertFalse(solver.contains(contradiction))
        try solver.add(SolverConstraint(e(y), .equal, c(40), strength: .weak))
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
        XCTAssertEqual(y.value, 40, accuracy: 1e-9, "the refused constraints left nothing behind")
    }

    /// The form's shape that once made adding constraints quadratic: fields whose trailing edges
    /// all meet one guide's, each added through an artificial variable already at zero.
    func testFieldsAlignedOnOneEdgeShareItAsTheEdgeMoves() throws {
        let solver = ConstraintSolver()
        let (guideLeft, guideWidth) = (v("guide.left"), v("guide.width"))
        var fields: [(left: SolverVariable, width: SolverVariable)] = []
        for index in 0..<60 {
            let field = (left: v("field\(index).left"), width: v("field\(index).width"))
            try solver.add(SolverConstraint(e(field.width), .greaterThanOrEqual, c(0)))
            try solver.add(SolverConstraint(e(field.left), .equal, e(guideLeft) + Double(120 + index % 3)))
            try solver.add(SolverConstraint(e(field.left) + e(field.width), .equal, e(guideLeft) + e(guideWidth)))
            fields.append(field)
        }
        try solver.add(SolverConstraint(e(guideLeft), .equal, c(16)))
        try solver.addEditVariable(guideWidth, strength: .strong)
        for width in [400.0, 600, 130] {
            try solver.suggestValue(width, for: guideWidth)
            solver.updateVariables()
            for (index, field) in fields.enumerated() {
                XCTAssertEqual(field.left.value + field.width.value, 16 + width, accuracy: 1e-6, "field \(index) at \(width)")
                XCTAssertEqual(field.width.value, max(0, width - Double(120 + index % 3)), accuracy: 1e-6)
            }
        }
    }

    func testEditVariablesMoveWhatDependsOnThem() throws {
        let solver = ConstraintSolver()
        let (left, right, width, middle) = (v("left"), v("right"), v("width"), v("middle"))
        try solver.add(SolverConstraint(e(left), .equal, c(0)))
        try solver.add(SolverConstraint(e(right), .equal, e(left) + e(width)))
        try solver.add(SolverConstraint(e(middle) * 2, .equal, e(left) + e(right)))
        try solver.addEditVariable(width, strength: .strong)
        XCTAssertThrowsError(try solver.addEditVariable(width, strength: .strong))
        XCTAssertThrowsError(try solver.addEditVariable(v("z"), strength: .required))
        try solver.add(SolverConstraint(e(width), .greaterThanOrEqual, c(90)))
        for (size, solved) in [(100.0, 100.0), (360, 360), (1400, 1400), (80, 90), (20, 90), (500, 500)] {
            try solver.suggestValue(size, for: width)
            solver.updateVariables()
            XCTAssertEqual(width.value, solved, accuracy: 1e-9, "a suggestion below the required minimum stops at it")
            XCTAssertEqual(middle.value, solved / 2, accuracy: 1e-9)
            XCTAssertEqual(right.value, solved, accuracy: 1e-9)
        }
        try solver.removeEditVariable(width)
        XCTAssertFalse(solver.hasEditVariable(width))
    }

    /// A form of `rows` label–field rows stacked under each other in a view of edit-variable
    /// width, with weak natural heights and required minimums.
    private func form(rows: Int, solver: ConstraintSolver, width: SolverVariable) throws -> [SolverVariable] {
        var solved: [SolverVariable] = []
        var previous = c(0)
        for index in 0..<rows {
            let (top, height, fieldLeft, fieldRight) = (
                v("top\(index)"), v("height\(index)"), v("fieldLeft\(index)"), v("fieldRight\(index)")
            )
            let bottom = v("bottom\(index)")
            try solver.add(SolverConstraint(e(top), .equal, previous + 8.0))
            try solver.add(SolverConstraint(e(bottom), .equal, e(top) + e(height)))
            try solver.add(SolverConstraint(e(height), .greaterThanOrEqual, c(24)))
            try solver.add(SolverConstraint(e(height), .equal, c(Double(30 + index % 3)), strength: .medium))
            try solver.add(SolverConstraint(e(fieldLeft), .equal, c(120)))
            try solver.add(SolverConstraint(e(fieldRight), .equal, e(width) - 16))
            try solver.add(SolverConstraint(e(fieldRight) - e(fieldLeft), .greaterThanOrEqual, c(40), strength: .strong))
            solved += [bottom, fieldRight]
            previous = e(bottom)
        }
        return solved
    }

    func testAFormReSolvedAtEachWidthMatchesTheFormSolvedAfresh() throws {
        let incremental = ConstraintSolver()
        let width = v("width")
        try incremental.addEditVariable(width, strength: .strong)
        let bottoms = try form(rows: 50, solver: incremental, width: width)
        XCTAssertEqual(incremental.constraintCount, 351)
        // Below 176 the fields' strong minimum width fights the strong suggested width.
        for size in [360.0, 1400, 200, 90, 800, 120, 176] {
            try incremental.suggestValue(size, for: width)
            incremental.updateVariables()
            let fresh = ConstraintSolver()
            let freshWidth = v("width")
            try fresh.add(SolverConstraint(e(freshWidth), .equal, c(size), strength: .strong))
            let freshBottoms = try form(rows: 50, solver: fresh, width: freshWidth)
            fresh.updateVariables()
            for (mine, theirs) in zip(bottoms, freshBottoms) {
                XCTAssertEqual(mine.value, theirs.value, accuracy: 1e-6, "\(mine.name) at \(size)")
            }
        }
        let natural: Double = (0..<50).map { Double(38 + $0 % 3) }.reduce(0, +)
        XCTAssertEqual(bottoms[bottoms.count - 2].value, natural, accuracy: 1e-6, "the last row's bottom: gaps and natural heights")
    }

    /// A column of rows whose constants are the test's: each row a gap under the one before
    /// (required equality), a minimum height (required inequality), a preferred height (medium
    /// equality) and a width at most the view's less a margin (required inequality, against a
    /// weak wish to be 500 wide).
    private struct Column {
        var gaps: [Double]
        var minimums: [Double]
        var preferred: [Double]
        var margins: [Double]
    }

    private func build(_ column: Column, in solver: ConstraintSolver, width: Double)
        throws -> (values: [SolverVariable], constraints: [[SolverConstraint]])
    {
        var values: [SolverVariable] = []
        var made: [[SolverConstraint]] = []
        var previous = c(0)
        for index in column.gaps.indices {
            let (top, height, rowWidth) = (v("top\(index)"), v("height\(index)"), v("width\(index)"))
            let row = [
                SolverConstraint(e(top), .equal, previous + column.gaps[index]),
                SolverConstraint(e(height), .greaterThanOrEqual, c(column.minimums[index])),
                SolverConstraint(e(height), .equal, c(column.preferred[index]), strength: .medium),
                SolverConstraint(e(rowWidth), .lessThanOrEqual, c(width - column.margins[index])),
            ]
            for constraint in row { try solver.add(constraint) }
            try solver.add(SolverConstraint(e(rowWidth), .equal, c(500), strength: .weak))
            made.append(row)
            values += [top, height, rowWidth]
            previous = e(top) + e(height)
        }
        return (values, made)
    }

    func testAConstantChangedInPlaceMatchesTheSystemMadeWithIt() throws {
        var column = Column(
            gaps: [8, 8, 12, 8, 0, 8], minimums: [24, 30, 24, 40, 24, 24], preferred: [30, 20, 36, 30, 50, 30],
            margins: [16, 16, 0, 32, 16, 8])
        let incremental = ConstraintSolver()
        let (values, constraints) = try build(column, in: incremental, width: 400)
        // Gaps, minimums past and under the preferred height, preferences, margins: each kind of
        // constraint, its marker basic or not, in turn.
        let changes: [(row: Int, kind: Int, value: Double)] = [
            (0, 0, 20), (2, 1, 60), (2, 1, 10), (1, 2, 80), (3, 3, 450), (4, 0, 4), (5, 2, 10), (3, 3, 100), (0, 1, 31), (4, 2, 24),
        ]
        for change in changes {
            switch change.kind {
            case 0: column.gaps[change.row] = change.value
            case 1: column.minimums[change.row] = change.value
            case 2: column.preferred[change.row] = change.value
            default: column.margins[change.row] = change.value
            }
            // The expression is left - right: a constant on the right is negated, and a margin
            // is subtracted from the width there.
            let constant = change.kind == 3 ? change.value - 400 : -change.value
            try incremental.changeConstant(of: constraints[change.row][change.kind], to: constant)
            incremental.updateVariables()
            let fresh = ConstraintSolver()
            let (freshValues, _) = try build(column, in: fresh, width: 400)
            fresh.updateVariables()
            for (mine, theirs) in zip(values, freshValues) {
                XCTAssertEqual(mine.value, theirs.value, accuracy: 1e-6, "\(mine.name) after \(change)")
            }
        }
    }

    func testAConstantThatCannotHoldIsRefusedAndTheOldOneKept() throws {
        let solver = ConstraintSolver()
        let x = v("x")
        let floor = SolverConstraint(e(x), .greaterThanOrEqual, c(10))
        let ceiling = SolverConstraint(e(x), .lessThanOrEqual, c(20))
        try solver.add(floor)
        try solver.add(ceiling)
        try solver.add(SolverConstraint(e(x), .equal, c(15), strength: .weak))
        XCTAssertThrowsError(try solver.changeConstant(of: floor, to: -25)) // x >= 25 under x <= 20
        solver.updateVariables()
        XCTAssertEqual(x.value, 15, accuracy: 1e-9)
        try solver.changeConstant(of: floor, to: -18) // x >= 18
        solver.updateVariables()
        XCTAssertEqual(x.value, 18, accuracy: 1e-9)
    }
}

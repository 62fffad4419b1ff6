import CGtk
import GtkKit

/// GtkKit's own constraint engine on a form like the anchored one (each row: a label's top and
/// height, a field's edges, a natural height and a minimum width), with no GTK in the loop: how
/// long building the system takes, and one layout's re-solve after the width changes.
@MainActor
func engineTimes(rows: Int, layouts: Int) -> (constraints: Int, buildMilliseconds: Double, solves: [Double]) {
    let start = g_get_monotonic_time()
    let solver = ConstraintSolver()
    let width = SolverVariable("width")
    try! solver.addEditVariable(width, strength: .strong)
    var previous = LinearExpression(constant: 0)
    for index in 0..<rows {
        let top = SolverVariable("top")
        let height = SolverVariable("height")
        let bottom = SolverVariable("bottom")
        let fieldLeft = SolverVariable("fieldLeft")
        let fieldRight = SolverVariable("fieldRight")
        try! solver.add(SolverConstraint(LinearExpression(top), .equal, previous + 12.0))
        try! solver.add(SolverConstraint(LinearExpression(bottom), .equal, LinearExpression(top) + LinearExpression(height)))
        try! solver.add(SolverConstraint(LinearExpression(height), .greaterThanOrEqual, LinearExpression(constant: 24)))
        try! solver.add(
            SolverConstraint(LinearExpression(height), .equal, LinearExpression(constant: Double(30 + index % 3)), strength: .medium))
        try! solver.add(SolverConstraint(LinearExpression(fieldLeft), .equal, LinearExpression(constant: 120)))
        try! solver.add(SolverConstraint(LinearExpression(fieldRight), .equal, LinearExpression(width) - 16.0))
        try! solver.add(
            SolverConstraint(
                LinearExpression(fieldRight) - LinearExpression(fieldLeft), .greaterThanOrEqual, LinearExpression(constant: 40)))
        previous = LinearExpression(bottom)
    }
    let built = Double(g_get_monotonic_time() - start) / 1000
    var solves: [Double] = []
    for index in 0..<layouts {
        let begin = g_get_monotonic_time()
        try! solver.suggestValue(index % 2 == 0 ? 400 : 800, for: width)
        solver.updateVariables()
        solves.append(Double(g_get_monotonic_time() - begin) / 1000)
    }
    return (solver.constraintCount, built, solves)
}

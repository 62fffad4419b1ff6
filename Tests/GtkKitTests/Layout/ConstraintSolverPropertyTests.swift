import GtkKit
import XCTest

/// GtkKit's Cassowary engine against itself on random systems: whatever it is asked in turn —
/// constraints added and removed, constants changed in place, edit variables given new values —
/// its solution is the one the same system, made afresh, has, and it refuses a required
/// constraint exactly when that system cannot take it.
final class ConstraintSolverPropertyTests: XCTestCase {
    /// A small deterministic generator (SplitMix64), so a failing seed can be run again.
    private struct Random {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func int(_ count: Int) -> Int { Int(next() % UInt64(count)) }

        mutating func double(_ low: Double, _ high: Double) -> Double {
            low + (high - low) * Double(next() >> 11) / Double(1 << 53)
        }
    }

    /// A constraint as made, with the constant it has now, so a fresh solver can be given it.
    private struct Entry {
        let constraint: SolverConstraint
        let terms: [(variable: SolverVariable, coefficient: Double)]
        var constant: Double

        /// The same constraint with its current constant, made anew.
        func remade() -> SolverConstraint {
            SolverConstraint(
                LinearExpression(terms, constant: constant), constraint.relation, LinearExpression(constant: 0),
                strength: constraint.strength)
        }
    }

    private static let relations: [SolverConstraint.Relation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]

    /// A constraint over one to three of `variables`, with small whole coefficients; required
    /// one time in three, else of a medium strength of its own (weights that differ make the
    /// best solution unique, so two solvers can be compared value by value).
    private func randomEntry(_ variables: [SolverVariable], _ random: inout Random) -> Entry {
        let count = 1 + random.int(3)
        var chosen: [SolverVariable] = []
        while chosen.count < count {
            let variable = variables[random.int(variables.count)]
            if !chosen.contains(where: { $0 === variable }) { chosen.append(variable) }
        }
        let coefficients: [Double] = [-2, -1, 1, 2]
        let terms = chosen.map { (variable: $0, coefficient: coefficients[random.int(coefficients.count)]) }
        let constant = Double(random.int(601) - 300)
        let relation = Self.relations[random.int(3)]
        let strength = random.int(3) == 0 ? SolverStrength.required : SolverStrength(strong: 0, medium: random.double(0.1, 1), weak: 0)
        let constraint = SolverConstraint(
            LinearExpression(terms, constant: constant), relation, LinearExpression(constant: 0), strength: strength)
        return Entry(constraint: constraint, terms: terms, constant: constant)
    }

    func testRandomEditsMatchTheSameSystemSolvedAfresh() throws {
        var checks = 0
        var refusals = 0
        for seed in 1...150 {
            var random = Random(state: UInt64(seed))
            let variables = (0..<6).map { SolverVariable("x\($0)") }
            let incremental = ConstraintSolver()
            // Every variable is held near a value of its own, weakly and each at its own weight,
            // so none is left free to take any value.
            var stays: [Entry] = []
            for variable in variables {
                let value = Double(random.int(501))
                let stay = SolverConstraint(
                    LinearExpression(variable), .equal, LinearExpression(constant: value),
                    strength: SolverStrength(strong: 0, medium: 0, weak: random.double(0.1, 1)))
                try incremental.add(stay)
                stays.append(Entry(constraint: stay, terms: [(variable, 1)], constant: -value))
            }
            let edits = [
                (variable: variables[0], strength: SolverStrength(strong: random.double(0.1, 1), medium: 0, weak: 0)),
                (variable: variables[1], strength: SolverStrength(strong: random.double(0.1, 1), medium: 0, weak: 0)),
            ]
            var suggested: [Double] = [0, 0]
            for edit in edits { try incremental.addEditVariable(edit.variable, strength: edit.strength) }
            var live: [Entry] = []

            for step in 0..<30 {
                var refused: SolverConstraint?
                switch random.int(4) {
                case 0, 1:
                    let entry = randomEntry(variables, &random)
                    do {
                        try incremental.add(entry.constraint)
                        live.append(entry)
                    } catch {
                        XCTAssertEqual(error, .unsatisfiable, "seed \(seed) step \(step)")
                        refused = entry.remade()
                    }
                case 2 where !live.isEmpty:
                    let index = random.int(live.count)
                    if random.int(2) == 0 {
                        try incremental.remove(live[index].constraint)
                        live.remove(at: index)
                    } else {
                        let constant = Double(random.int(601) - 300)
                        do {
                            try incremental.changeConstant(of: live[index].constraint, to: constant)
                            live[index].constant = constant
                        } catch {
                            XCTAssertEqual(error, .unsatisfiable, "seed \(seed) step \(step)")
                        }
                    }
                default:
                    let which = random.int(edits.count)
                    suggested[which] = Double(random.int(801) - 100)
                    try incremental.suggestValue(suggested[which], for: edits[which].variable)
                }
                incremental.updateVariables()
                let mine = variables.map(\.value)

                let fresh = ConstraintSolver()
                for entry in stays + live {
                    XCTAssertNoThrow(try fresh.add(entry.remade()), "seed \(seed) step \(step): what one solver holds, another takes")
                }
                for (index, edit) in edits.enumerated() {
                    try fresh.addEditVariable(edit.variable, strength: edit.strength)
                    try fresh.suggestValue(suggested[index], for: edit.variable)
                }
                if let refused {
                    XCTAssertThrowsError(try fresh.add(refused), "seed \(seed) step \(step): refused by both")
                    refusals += 1
                }
                fresh.updateVariables()
                for (variable, value) in zip(variables, mine) {
                    XCTAssertEqual(
                        value, variable.value, accuracy: 1e-6 * max(1, abs(value)), "seed \(seed) step \(step): \(variable.name)")
                }
                checks += 1
            }
        }
        XCTAssertEqual(checks, 150 * 30)
        XCTAssertGreaterThan(refusals, 10, "the random systems include required constraints that cannot hold")
    }
}

/// A quantity the constraint engine solves for: a view's edge, width or centre. Compared by
/// identity; its ``value`` is what the last ``ConstraintSolver/updateVariables()`` found.
package final class SolverVariable: Hashable {
    /// A name for messages (a view's type and attribute).
    package let name: String
    /// The solved value.
    package internal(set) var value = 0.0

    /// A variable called `name`.
    package init(_ name: String = "") { self.name = name }

    package static func == (left: SolverVariable, right: SolverVariable) -> Bool { left === right }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A sum of variables times coefficients, plus a constant: one side of a linear constraint.
package struct LinearExpression {
    /// The variables and their coefficients, in the order they were added (repeats are summed
    /// when the engine reads the expression).
    package var terms: [(variable: SolverVariable, coefficient: Double)]
    /// The constant term.
    package var constant: Double

    /// `terms` plus `constant`.
    package init(_ terms: [(variable: SolverVariable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The variable alone.
    package init(_ variable: SolverVariable) { self.init([(variable, 1)]) }

    package static func + (left: LinearExpression, right: LinearExpression) -> LinearExpression {
        LinearExpression(left.terms + right.terms, constant: left.constant + right.constant)
    }

    package static func - (left: LinearExpression, right: LinearExpression) -> LinearExpression {
        left + right * -1
    }

    package static func * (expression: LinearExpression, factor: Double) -> LinearExpression {
        LinearExpression(expression.terms.map { ($0.variable, $0.coefficient * factor) }, constant: expression.constant * factor)
    }

    package static func + (left: LinearExpression, constant: Double) -> LinearExpression {
        LinearExpression(left.terms, constant: left.constant + constant)
    }

    package static func - (left: LinearExpression, constant: Double) -> LinearExpression {
        left + -constant
    }
}

/// How strongly a constraint holds: required ones always, the others as far as the required
/// ones let them, weighed in the objective: three levels of up to 1,000 each (a strong one
/// outweighs up to 999 medium ones), and required above them — Cassowary's weights, as Kiwi has.
package struct SolverStrength: Comparable, Sendable {
    /// The strength's weight in the objective.
    package let weight: Double

    /// `strong`, `medium` and `weak` levels (each clamped to 0…1000) times `factor`.
    package init(strong: Double, medium: Double, weak: Double, factor: Double = 1) {
        let clamp = { (level: Double) in min(max(level * factor, 0), 1000) }
        weight = clamp(strong) * 1_000_000 + clamp(medium) * 1000 + clamp(weak)
    }

    private init(weight: Double) { self.weight = weight }

    /// Always holds; a system that cannot keep every required constraint is refused.
    package static let required = SolverStrength(weight: 1_001_001_000)
    /// Strong (UIKit's priority 1000 below required maps here, and 750 `defaultHigh`).
    package static let strong = SolverStrength(strong: 1, medium: 0, weak: 0)
    /// Medium.
    package static let medium = SolverStrength(strong: 0, medium: 1, weak: 0)
    /// Weak.
    package static let weak = SolverStrength(strong: 0, medium: 0, weak: 1)

    /// Below every other strength: a question put to the engine (``ConstraintSolver/isAmbiguous(_:)``)
    /// that gives way to anything the system already holds.
    package static let probe = SolverStrength(strong: 0, medium: 0, weak: 0.001)

    /// Whether this is ``required``.
    package var isRequired: Bool { weight >= SolverStrength.required.weight }

    package static func < (left: SolverStrength, right: SolverStrength) -> Bool { left.weight < right.weight }
}

/// A linear relation the engine keeps: `expression` (relation) 0, at a strength.
package final class SolverConstraint {
    /// How the expression compares with zero.
    package enum Relation: Sendable {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    /// Everything moved to the left: `left - right`, as made (a solver keeps the constant
    /// ``ConstraintSolver/changeConstant(of:to:)`` gave it apart, as one constraint may be in
    /// several solvers).
    package let expression: LinearExpression
    /// The relation to zero.
    package let relation: Relation
    /// How strongly it holds.
    package let strength: SolverStrength

    /// `left` (relation) `right`, at `strength`.
    package init(_ left: LinearExpression, _ relation: Relation, _ right: LinearExpression, strength: SolverStrength = .required) {
        expression = left - right
        self.relation = relation
        self.strength = strength
    }
}

/// GtkKit's constraint engine: an incremental Cassowary solver (Badros, Borning and Stuckey,
/// "The Cassowary Linear Arithmetic Constraint Solving Algorithm", 2001). It keeps its simplex
/// tableau between layouts: adding or removing a constraint, or suggesting a new value for an
/// edit variable (a view's size, a constraint's constant), re-solves only what changed, where
/// GTK's solver solved the whole system again at every size. No GTK in it.
///
/// Required constraints always hold (adding one that cannot is refused with
/// ``Failure/unsatisfiable``); the others hold as far as the required ones allow, stronger
/// before weaker; every choice among equally good ones depends only on the order symbols were
/// made, so a system is solved the same way at every run.
package final class ConstraintSolver {
    /// Why the engine refused a change.
    package enum Failure: Error, Equatable {
        /// A required constraint contradicts the ones already held.
        case unsatisfiable
        /// The constraint is already in the solver.
        case duplicate
        /// The constraint is not in the solver.
        case unknown
        /// An edit variable needs a non-required strength, or is not (or already) one.
        case badEditVariable
        /// The objective is unbounded: a bug in the engine, never expected.
        case internalError
    }

    /// The symbols standing for a constraint in the tableau.
    private struct Tag {
        var marker: SolverSymbol
        var other: SolverSymbol?
        /// The marker's and the other symbol's coefficients as the constraint's row was made
        /// (before its sign may have been turned): what a change of its constant shifts them by.
        var markerCoefficient = 1.0
        var otherCoefficient = 1.0
    }

    private struct Edit {
        let tag: Tag
        let constraint: SolverConstraint
        var constant: Double
    }

    private var constraints: [ObjectIdentifier: (constraint: SolverConstraint, tag: Tag)] = [:]
    /// The constants given by ``changeConstant(of:to:)``, where they differ from the
    /// constraint's own.
    private var constants: [ObjectIdentifier: Double] = [:]
    private var rows = SymbolTable<SolverRow>()
    /// For each parametric symbol, the basic symbols whose rows hold it: what a substitution or
    /// a ratio test reads, instead of every row.
    private var columns = SymbolTable<[SolverSymbol]>()
    private var symbols: [SolverVariable: SolverSymbol] = [:]
    private var edits: [SolverVariable: Edit] = [:]
    private var infeasible: [SolverSymbol] = []
    private var objective = SolverRow()
    private var artificial: SolverRow?
    private var nextID = 1

    /// An empty solver.
    package init() {}

    /// How many constraints the solver holds (edit variables' included).
    package var constraintCount: Int { constraints.count }

    /// Whether `constraint` is in the solver.
    package func contains(_ constraint: SolverConstraint) -> Bool { constraints[ObjectIdentifier(constraint)] != nil }

    // MARK: Constraints

    /// Adds `constraint` and re-solves. A required constraint that contradicts the others is
    /// refused, leaving the solver as it was.
    package func add(_ constraint: SolverConstraint) throws(Failure) {
        guard constraints[ObjectIdentifier(constraint)] == nil else { throw .duplicate }
        try insert(constraint)
    }

    private func insert(_ constraint: SolverConstraint) throws(Failure) {
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil, row.symbols.allSatisfy({ $0.kind == .dummy }) {
            guard SolverRow.nearZero(row.constant) else { throw .unsatisfiable }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            putRow(subject, row)
        } else {
            guard try addWithArtificialVariable(row) else {
                // The pivots made on the way were the old system's own, so it holds as before,
                // in another basis: solved again for the objective, which may have lost its
                // optimum there.
                try optimize()
                throw .unsatisfiable
            }
        }
        constraints[ObjectIdentifier(constraint)] = (constraint, tag)
        try optimize()
    }

    /// Removes `constraint` and re-solves.
    package func remove(_ constraint: SolverConstraint) throws(Failure) {
        guard let (_, tag) = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else { throw .unknown }
        constants[ObjectIdentifier(constraint)] = nil
        removeEffects(of: tag, strength: constraint.strength)
        if takeRow(tag.marker) == nil {
            guard let leaving = markerLeavingRow(tag.marker) else { throw .internalError }
            var row = takeRow(leaving)!
            row.solve(for: leaving, then: tag.marker)
            substitute(tag.marker, with: row)
        }
        try optimize()
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable at `strength` (not required): its value can then be
    /// suggested at every layout, cheaply (a view's width as its window resizes).
    package func addEditVariable(_ variable: SolverVariable, strength: SolverStrength) throws(Failure) {
        guard edits[variable] == nil, !strength.isRequired else { throw .badEditVariable }
        let constraint = SolverConstraint(LinearExpression(variable), .equal, LinearExpression(), strength: strength)
        try add(constraint)
        edits[variable] = Edit(tag: constraints[ObjectIdentifier(constraint)]!.tag, constraint: constraint, constant: 0)
    }

    /// Stops `variable` being an edit variable.
    package func removeEditVariable(_ variable: SolverVariable) throws(Failure) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .badEditVariable }
        try remove(edit.constraint)
    }

    /// Whether `variable` is an edit variable.
    package func hasEditVariable(_ variable: SolverVariable) -> Bool { edits[variable] != nil }

    /// Suggests `value` for the edit variable `variable` and re-solves with the dual simplex,
    /// touching only the rows the change reaches.
    package func suggestValue(_ value: Double, for variable: SolverVariable) throws(Failure) {
        guard var edit = edits[variable] else { throw .badEditVariable }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        let marker = edit.tag.marker
        if var row = rows[marker] {
            if row.add(-delta) < 0 { infeasible.append(marker) }
            rows[marker] = row
        } else if let other = edit.tag.other, var row = rows[other] {
            if row.add(delta) < 0 { infeasible.append(other) }
            rows[other] = row
        } else {
            var negative: [SolverSymbol] = []
            for symbol in columns[marker] ?? [] {
                let constant = rows.modify(symbol) { $0.add(delta * $0.coefficient(for: marker)) }!
                if constant < 0, symbol.kind != .external { negative.append(symbol) }
            }
            infeasible += negative.sorted()
        }
        try dualOptimize()
    }

    /// Gives `constraint` the constant `constant` (its expression's, `left - right`) and
    /// re-solves with the dual simplex, as ``suggestValue(_:for:)`` does for an edit: a layout
    /// constraint's new `constant` without taking the constraint out of the tableau and adding it
    /// again. Throws ``Failure/unsatisfiable``, keeping the old constant, when the new one cannot
    /// hold with the required constraints.
    ///
    /// The constraint's row was `c + rest + m·marker = 0`; with `c + delta` it is the same row
    /// in `marker' = marker - delta/m`, so each row holding the marker (or the marker's own
    /// row, or the other symbol's) is shifted by that much.
    package func changeConstant(of constraint: SolverConstraint, to constant: Double) throws(Failure) {
        let key = ObjectIdentifier(constraint)
        guard let tag = constraints[key]?.tag else { throw .unknown }
        let delta = constant - (constants[key] ?? constraint.expression.constant)
        guard !SolverRow.nearZero(delta) else { return }
        // A required equality the others already implied has its dummy marker basic: a new
        // constant could contradict them, which only adding it again can tell.
        guard tag.marker.kind != .dummy || rows[tag.marker] == nil else { throw .unsatisfiable }
        shiftConstant(tag, by: delta)
        do {
            try dualOptimize()
        } catch {
            // Cannot hold with the required constraints: back to the old constant.
            shiftConstant(tag, by: -delta)
            try? dualOptimize()
            throw .unsatisfiable
        }
        constants[key] = constant
    }

    private func shiftConstant(_ tag: Tag, by delta: Double) {
        let marker = tag.marker
        if var row = rows[marker] {
            if row.add(-delta / tag.markerCoefficient) < 0, marker.kind != .external { infeasible.append(marker) }
            rows[marker] = row
        } else if let other = tag.other, var row = rows[other] {
            if row.add(-delta / tag.otherCoefficient) < 0, other.kind != .external { infeasible.append(other) }
            rows[other] = row
        } else {
            var negative: [SolverSymbol] = []
            for symbol in columns[marker] ?? [] {
                let constant = rows.modify(symbol) { $0.add($0.coefficient(for: marker) * delta / tag.markerCoefficient) }!
                if constant < 0, symbol.kind != .external {
                    negative.append(symbol)
                }
            }
            infeasible += negative.sorted()
        }
    }

    /// Whether `variable` can take another value at no cost — no constraint, required or not,
    /// and no edit held less well: what UIKit calls an ambiguous layout. Found as UIKit's
    /// `exerciseAmbiguityInLayout` finds it, by asking for the value one point either way at a
    /// strength below every other; the tableau is put back afterwards, so the solution (and the
    /// variables' values) stay as they were.
    package func isAmbiguous(_ variable: SolverVariable) -> Bool {
        guard let symbol = symbols[variable] else { return true } // in no constraint at all
        let value = rows[symbol]?.constant ?? 0
        let saved = everything
        defer { everything = saved }
        for delta in [1.0, -1.0] {
            let probe = SolverConstraint(
                LinearExpression(variable), .equal, LinearExpression(constant: value + delta), strength: .probe)
            guard (try? add(probe)) != nil else { continue }
            let moved = (rows[symbol]?.constant ?? 0) - value
            if abs(moved) > 1e-6 { return true }
            everything = saved
        }
        return false
    }

    /// Everything the solver holds, to put back after a question put to it (copied on write:
    /// taking it costs nothing until the solver changes).
    private var everything:
        (
            constraints: [ObjectIdentifier: (constraint: SolverConstraint, tag: Tag)], constants: [ObjectIdentifier: Double],
            rows: SymbolTable<SolverRow>, columns: SymbolTable<[SolverSymbol]>, edits: [SolverVariable: Edit],
            infeasible: [SolverSymbol], objective: SolverRow, artificial: SolverRow?, nextID: Int
        )
    {
        get { (constraints, constants, rows, columns, edits, infeasible, objective, artificial, nextID) }
        set { (constraints, constants, rows, columns, edits, infeasible, objective, artificial, nextID) = newValue }
    }

    /// `variable`'s value in the present solution, as ``updateVariables()`` would write it,
    /// without writing every variable: what a measure needs of a solve.
    package func value(of variable: SolverVariable) -> Double {
        symbols[variable].flatMap { rows[$0]?.constant } ?? 0
    }

    /// Writes the solution into every variable's ``SolverVariable/value``.
    package func updateVariables() {
        for (variable, symbol) in symbols { variable.value = rows[symbol]?.constant ?? 0 }
    }

    // MARK: The tableau

    private func makeSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
        defer { nextID += 1 }
        return SolverSymbol(id: nextID, kind: kind)
    }

    private func symbol(for variable: SolverVariable) -> SolverSymbol {
        if let known = symbols[variable] { return known }
        let made = makeSymbol(.external)
        symbols[variable] = made
        return made
    }

    /// The constraint as a tableau row, with the slack, error or dummy symbols that state it.
    private func makeRow(for constraint: SolverConstraint) -> (SolverRow, Tag) {
        var row = SolverRow(constant: constraint.expression.constant)
        for (variable, coefficient) in constraint.expression.terms where !SolverRow.nearZero(coefficient) {
            let symbol = symbol(for: variable)
            if let basic = rows[symbol] { row.insert(basic, coefficient) } else { row.insert(symbol, coefficient) }
        }
        let tag: Tag
        let weight = constraint.strength.weight
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            if constraint.strength.isRequired {
                tag = Tag(marker: slack, markerCoefficient: sign)
            } else {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, weight)
                tag = Tag(marker: slack, other: error, markerCoefficient: sign, otherCoefficient: -sign)
            }
        case .equal:
            if constraint.strength.isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy)
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, weight)
                objective.insert(minus, weight)
                tag = Tag(marker: plus, other: minus, markerCoefficient: -1, otherCoefficient: 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to make the new row basic in: an external one, else a marker or error symbol
    /// that can enter with a negative coefficient; nil when only the artificial variable will do.
    private func chooseSubject(_ row: SolverRow, _ tag: Tag) -> SolverSymbol? {
        if let external = row.symbols.first(where: { $0.kind == .external }) { return external } // the oldest: ordered by id
        for candidate in [tag.marker, tag.other].compactMap({ $0 }) where candidate.isPivotable && row.coefficient(for: candidate) < 0 {
            return candidate
        }
        return nil
    }

    /// Adds `row` through an artificial variable, minimised to zero: false when it cannot be
    /// (the constraint contradicts the required ones), leaving the tableau holding the old
    /// system only.
    ///
    /// Refusing needs no copy of the tableau to go back to: the artificial variable could not
    /// be brought to zero, so it is basic, in no other row; its row taken out, the rest is the
    /// old system after pivots that were equivalence transformations of it.
    private func addWithArtificialVariable(_ row: SolverRow) throws(Failure) -> Bool {
        let art = makeSymbol(.slack)
        putRow(art, row)
        artificial = row
        try optimize(artificial: true)
        let succeeded = SolverRow.nearZero(artificial!.constant)
        artificial = nil
        guard succeeded else {
            _ = takeRow(art)
            return false
        }
        if var basic = takeRow(art) {
            if basic.symbols.isEmpty { return true }
            // Its value is zero, so any symbol may take its place; the one in the fewest rows
            // costs the fewest substitutions.
            guard let entering = basic.symbols.filter(\.isPivotable).min(by: { rowCount(of: $0) < rowCount(of: $1) })
            else { return false }
            basic.solve(for: art, then: entering)
            substitute(entering, with: basic)
            putRow(entering, basic)
        }
        for symbol in columns.removeValue(forKey: art) ?? [] { rows.modify(symbol) { $0.remove(art) } }
        objective.remove(art)
        return true
    }

    /// Replaces `symbol` everywhere by `row`, noting rows that became infeasible.
    private func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        var negative: [SolverSymbol] = []
        for key in columns.removeValue(forKey: symbol) ?? [] {
            // Only the symbols `row` brings can appear in or vanish from the row.
            let constant = rows.modify(key) { target in
                target.substitute(symbol, with: row) { brought, appeared in
                    if appeared { columns.modify(brought, default: []) { $0.append(key) } } else { forget(key, in: brought) }
                }
                return target.constant
            }!
            if key.kind != .external, constant < 0 { negative.append(key) }
        }
        infeasible += negative.sorted()
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// The primal simplex on the objective (or the artificial variable's row, while a
    /// constraint is added through one): pivots until no symbol can lower it.
    ///
    /// The symbol to enter is the one in the fewest rows, as sparse simplex codes choose it: a
    /// pivot costs a substitution in each row holding it, and the oldest symbols (the ones
    /// Bland's rule would take) are often in every row of a chain of views. After a run of
    /// pivots that do not lower the goal, Bland's rule takes over until the end, so the method
    /// cannot cycle.
    private func optimize(artificial useArtificial: Bool = false) throws(Failure) {
        var stalled = 0
        while true {
            let goal = useArtificial ? artificial! : objective
            // The artificial variable is never negative: at zero, nothing can lower it.
            if useArtificial, SolverRow.nearZero(goal.constant) { return }
            let bland = stalled > Self.stallsBeforeBland
            var chosen: SolverSymbol?
            var fewest = Int.max
            for (symbol, coefficient) in goal.cells where coefficient < 0 && symbol.kind != .dummy {
                if bland {
                    chosen = symbol // the cells are ordered by id
                    break
                }
                let size = rowCount(of: symbol)
                if size < fewest {
                    chosen = symbol
                    fewest = size
                }
            }
            guard let entering = chosen else { return }
            var leaving: SolverSymbol?
            var ratio = Double.infinity
            for symbol in columns[entering] ?? [] where symbol.kind != .external {
                let row = rows[symbol]!
                let coefficient = row.coefficient(for: entering)
                guard coefficient < 0 else { continue }
                let candidate = -row.constant / coefficient
                if candidate < ratio || (candidate == ratio && leaving.map { symbol < $0 } ?? true) {
                    ratio = candidate
                    leaving = symbol
                }
            }
            guard let leaving else { throw .internalError }
            if SolverRow.nearZero(ratio) { stalled += 1 } else if stalled <= Self.stallsBeforeBland { stalled = 0 }
            var row = takeRow(leaving)!
            row.solve(for: leaving, then: entering)
            substitute(entering, with: row)
            putRow(entering, row)
        }
    }

    /// How many pivots in a row may leave the goal where it was before Bland's rule is used.
    private static let stallsBeforeBland = 64

    /// The dual simplex, after suggested values made rows infeasible.
    private func dualOptimize() throws(Failure) {
        while let leaving = infeasible.popLast() {
            guard var row = rows[leaving], row.constant < 0 else { continue }
            var entering: SolverSymbol?
            var ratio = Double.infinity
            for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
                let candidate = objective.coefficient(for: symbol) / coefficient
                if candidate < ratio || (candidate == ratio && entering.map { symbol < $0 } ?? true) {
                    ratio = candidate
                    entering = symbol
                }
            }
            guard let entering else { throw .internalError }
            _ = takeRow(leaving)
            row.solve(for: leaving, then: entering)
            substitute(entering, with: row)
            putRow(entering, row)
        }
    }

    /// The row to pivot `marker` into the basis with, as a constraint is removed.
    private func markerLeavingRow(_ marker: SolverSymbol) -> SolverSymbol? {
        var first: (ratio: Double, symbol: SolverSymbol)?
        var second: (ratio: Double, symbol: SolverSymbol)?
        var third: SolverSymbol?
        for symbol in columns[marker] ?? [] {
            let row = rows[symbol]!
            let coefficient = row.coefficient(for: marker)
            guard coefficient != 0 else { continue }
            if symbol.kind == .external {
                third = third.map { min($0, symbol) } ?? symbol
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first == nil || ratio < first!.ratio || (ratio == first!.ratio && symbol < first!.symbol) { first = (ratio, symbol) }
            } else {
                let ratio = row.constant / coefficient
                if second == nil || ratio < second!.ratio || (ratio == second!.ratio && symbol < second!.symbol) {
                    second = (ratio, symbol)
                }
            }
        }
        return first?.symbol ?? second?.symbol ?? third
    }

    /// How many rows hold the parametric `symbol`: what pivoting on it costs.
    private func rowCount(of symbol: SolverSymbol) -> Int { columns[symbol]?.count ?? 0 }

    /// Makes `row` the row of basic symbol `basic`, noting it in its symbols' columns.
    private func putRow(_ basic: SolverSymbol, _ row: SolverRow) {
        rows[basic] = row
        for symbol in row.symbols { columns.modify(symbol, default: []) { $0.append(basic) } }
    }

    /// Takes out the row of basic symbol `basic`, and it from its symbols' columns.
    private func takeRow(_ basic: SolverSymbol) -> SolverRow? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for symbol in row.symbols { forget(basic, in: symbol) }
        return row
    }

    /// Notes that the row of `basic` no longer holds `symbol`.
    private func forget(_ basic: SolverSymbol, in symbol: SolverSymbol) {
        let emptied = columns.modify(symbol) { column in
            if let index = column.firstIndex(of: basic) {
                column.swapAt(index, column.count - 1)
                column.removeLast()
            }
            return column.isEmpty
        }
        if emptied == true { columns.removeValue(forKey: symbol) }
    }

    /// Takes a removed constraint's error symbols out of the objective.
    private func removeEffects(of tag: Tag, strength: SolverStrength) {
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = rows[symbol] { objective.insert(row, -strength.weight) } else { objective.insert(symbol, -strength.weight) }
        }
    }
}

/// A variable of the tableau: one of the app's (external) or one the engine makes to state a
/// constraint — a slack for an inequality, an error pair for a non-required one, a dummy marking
/// a required equality. Ordered by creation, which breaks every tie the same way at each run.
struct SolverSymbol: Hashable, Comparable {
    enum Kind {
        case external, slack, error, dummy
    }

    let id: Int
    let kind: Kind

    static func < (left: SolverSymbol, right: SolverSymbol) -> Bool { left.id < right.id }
    static func == (left: SolverSymbol, right: SolverSymbol) -> Bool { left.id == right.id }
    /// The id alone: it is unique, and the kind goes with it.
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Whether the simplex may pivot on it.
    var isPivotable: Bool { kind == .slack || kind == .error }
}

/// One row of the tableau: a basic symbol's value as a constant plus a sum of parametric
/// symbols times coefficients.
struct SolverRow {
    private(set) var cells: [SolverSymbol: Double] = [:]
    private(set) var constant: Double

    init(constant: Double = 0) { self.constant = constant }

    static func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient` × `symbol`, dropping the cell if it becomes zero.
    mutating func insert(_ symbol: SolverSymbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        cells[symbol] = SolverRow.nearZero(sum) ? nil : sum
    }

    /// Adds `coefficient` × `row`.
    mutating func insert(_ row: SolverRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    mutating func remove(_ symbol: SolverSymbol) { cells[symbol] = nil }

    mutating func reverseSign() {
        constant = -constant
        for symbol in Array(cells.keys) { cells[symbol] = -cells[symbol]! }
    }

    /// Solves the row (`0 = constant + Σ`) for `symbol`, which becomes the row's basic symbol.
    mutating func solve(for symbol: SolverSymbol) {
        let factor = -1 / cells.removeValue(forKey: symbol)!
        constant *= factor
        for key in Array(cells.keys) { cells[key]! *= factor }
    }

    /// Solves the row of basic symbol `basic` (`basic = constant + Σ`) for `symbol` instead.
    mutating func solve(for basic: SolverSymbol, then symbol: SolverSymbol) {
        insert(basic, -1)
        solve(for: symbol)
    }

    func coefficient(for symbol: SolverSymbol) -> Double { cells[symbol] ?? 0 }

    /// Replaces `symbol` by the expression `row` gives it.
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }
}

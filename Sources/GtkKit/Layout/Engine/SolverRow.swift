/// One row of the tableau: a basic symbol's value as a constant plus a sum of parametric
/// symbols times coefficients. The cells are kept ordered by symbol in two arrays, as Kiwi's
/// rows are: adding one row into another (the tableau's commonest step) is then a merge of two
/// sorted lists, with no hashing, and a look-up a binary search.
struct SolverRow {
    /// The parametric symbols, ordered by id; no coefficient is zero.
    private(set) var symbols: [SolverSymbol] = []
    /// Each symbol's coefficient, at the symbol's index.
    private(set) var coefficients: [Double] = []
    private(set) var constant: Double

    init(constant: Double = 0) { self.constant = constant }

    static func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }

    /// The cells, ordered by symbol.
    var cells: Zip2Sequence<[SolverSymbol], [Double]> { zip(symbols, coefficients) }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Where `symbol` is, or where it would go.
    private func position(of symbol: SolverSymbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            if symbols[middle].id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low, low < symbols.count && symbols[low].id == symbol.id)
    }

    /// Adds `coefficient` × `symbol`, dropping the cell if it becomes zero; true when the symbol
    /// appeared or vanished.
    @discardableResult
    mutating func insert(_ symbol: SolverSymbol, _ coefficient: Double = 1) -> Bool {
        let (index, found) = position(of: symbol)
        if found {
            let sum = coefficients[index] + coefficient
            guard SolverRow.nearZero(sum) else {
                coefficients[index] = sum
                return false
            }
            symbols.remove(at: index)
            coefficients.remove(at: index)
            return true
        }
        guard !SolverRow.nearZero(coefficient) else { return false }
        symbols.insert(symbol, at: index)
        coefficients.insert(coefficient, at: index)
        return true
    }

    /// Adds `coefficient` × `row`.
    mutating func insert(_ row: SolverRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        merge(row, coefficient) { _, _ in }
    }

    mutating func remove(_ symbol: SolverSymbol) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        symbols.remove(at: index)
        coefficients.remove(at: index)
    }

    /// Takes `symbol`'s cell out, returning its coefficient.
    private mutating func take(_ symbol: SolverSymbol) -> Double? {
        let (index, found) = position(of: symbol)
        guard found else { return nil }
        symbols.remove(at: index)
        return coefficients.remove(at: index)
    }

    mutating func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Solves the row (`0 = constant + Σ`) for `symbol`, which becomes the row's basic symbol.
    mutating func solve(for symbol: SolverSymbol) {
        let factor = -1 / take(symbol)!
        constant *= factor
        for index in coefficients.indices { coefficients[index] *= factor }
    }

    /// Solves the row of basic symbol `basic` (`basic = constant + Σ`) for `symbol` instead.
    mutating func solve(for basic: SolverSymbol, then symbol: SolverSymbol) {
        insert(basic, -1)
        solve(for: symbol)
    }

    func coefficient(for symbol: SolverSymbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    /// Replaces `symbol` by the expression `row` gives it.
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        guard let coefficient = take(symbol) else { return }
        insert(row, coefficient)
    }

    /// Replaces `symbol` by the expression `row` gives it, telling `changed` each of `row`'s
    /// symbols that appears in this row (true) or vanishes from it (false): what the tableau's
    /// column index follows.
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow, changed: (SolverSymbol, Bool) -> Void) {
        guard let coefficient = take(symbol) else { return }
        constant += row.constant * coefficient
        merge(row, coefficient, changed: changed)
    }

    /// Adds `factor` × `row`'s cells (not its constant): one pass over both ordered lists.
    private mutating func merge(_ row: SolverRow, _ factor: Double, changed: (SolverSymbol, Bool) -> Void) {
        if row.symbols.count == 1 {
            let symbol = row.symbols[0]
            if insert(symbol, row.coefficients[0] * factor) { changed(symbol, coefficient(for: symbol) != 0) }
            return
        }
        guard !row.symbols.isEmpty else { return }
        var mergedSymbols: [SolverSymbol] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + row.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + row.symbols.count)
        var mine = 0
        var theirs = 0
        while mine < symbols.count || theirs < row.symbols.count {
            if theirs == row.symbols.count || (mine < symbols.count && symbols[mine].id < row.symbols[theirs].id) {
                mergedSymbols.append(symbols[mine])
                mergedCoefficients.append(coefficients[mine])
                mine += 1
            } else if mine == symbols.count || row.symbols[theirs].id < symbols[mine].id {
                let value = row.coefficients[theirs] * factor
                if !SolverRow.nearZero(value) {
                    mergedSymbols.append(row.symbols[theirs])
                    mergedCoefficients.append(value)
                    changed(row.symbols[theirs], true)
                }
                theirs += 1
            } else {
                let sum = coefficients[mine] + row.coefficients[theirs] * factor
                if SolverRow.nearZero(sum) {
                    changed(symbols[mine], false)
                } else {
                    mergedSymbols.append(symbols[mine])
                    mergedCoefficients.append(sum)
                }
                mine += 1
                theirs += 1
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }
}

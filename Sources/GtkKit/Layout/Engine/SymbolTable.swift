/// A map from the tableau's symbols to values, for the tableau's rows and its column index.
///
/// The tableau looks a symbol up at every cell a pivot touches, so the look-up is the engine's
/// inner loop: this table hashes a symbol's id with one multiplication (Fibonacci hashing) and
/// probes linearly in one array, where `Dictionary` runs SipHash on every look-up. Removal
/// shifts the entries after the removed one back, so no tombstones build up as constraints come
/// and go. Values are changed in place (``modify(_:_:)``), never copied out and back.
struct SymbolTable<Value> {
    /// The entries' symbols; an id of 0 marks an empty slot (ids start at 1).
    private var keys: [SolverSymbol]
    private var values: [Value?]
    private(set) var count = 0
    /// 64 minus log2 of the capacity: how far the hashed id is shifted to index the slots.
    private var shift: Int

    private static var empty: SolverSymbol { SolverSymbol(id: 0, kind: .external) }

    init() {
        keys = Array(repeating: Self.empty, count: 16)
        values = Array(repeating: nil, count: 16)
        shift = 64 - 4
    }

    var isEmpty: Bool { count == 0 }

    private var mask: Int { keys.count - 1 }

    private func home(of id: Int) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: id) &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The slot holding `symbol`, or the empty slot where it would go.
    private func slot(of symbol: SolverSymbol) -> (index: Int, found: Bool) {
        var index = home(of: symbol.id)
        while true {
            let id = keys[index].id
            if id == symbol.id { return (index, true) }
            if id == 0 { return (index, false) }
            index = (index + 1) & mask
        }
    }

    subscript(symbol: SolverSymbol) -> Value? {
        get {
            let (index, found) = slot(of: symbol)
            return found ? values[index] : nil
        }
        set {
            if let newValue { updateValue(newValue, forKey: symbol) } else { removeValue(forKey: symbol) }
        }
    }

    /// Sets `symbol`'s value.
    mutating func updateValue(_ value: Value, forKey symbol: SolverSymbol) {
        let (index, _) = claim(symbol)
        values[index] = value
    }

    /// Changes `symbol`'s value in place, making it with `make` if absent; returns what `body`
    /// returns.
    @discardableResult
    mutating func modify<Result>(_ symbol: SolverSymbol, default make: @autoclosure () -> Value, _ body: (inout Value) -> Result)
        -> Result
    {
        let (index, claimed) = claim(symbol)
        if claimed { values[index] = make() }
        return body(&values[index]!)
    }

    /// The slot of `symbol`, taken for it (the table grown first if it would be over half full)
    /// when it had none; `claimed` says it is new, its value still to be set.
    private mutating func claim(_ symbol: SolverSymbol) -> (index: Int, claimed: Bool) {
        var (index, found) = slot(of: symbol)
        guard !found else { return (index, false) }
        if (count + 1) * 2 > keys.count {
            grow()
            index = slot(of: symbol).index
        }
        keys[index] = symbol
        count += 1
        return (index, true)
    }

    /// Changes `symbol`'s value in place, if it has one; nil when it has none.
    @discardableResult
    mutating func modify<Result>(_ symbol: SolverSymbol, _ body: (inout Value) -> Result) -> Result? {
        let (index, found) = slot(of: symbol)
        guard found else { return nil }
        return body(&values[index]!)
    }

    /// Takes `symbol`'s value out.
    @discardableResult
    mutating func removeValue(forKey symbol: SolverSymbol) -> Value? {
        let (index, found) = slot(of: symbol)
        guard found else { return nil }
        let value = values[index].take()
        count -= 1
        // Backward shift: each entry after the hole that may live there moves into it.
        var hole = index
        var next = (hole + 1) & mask
        while keys[next].id != 0 {
            let ideal = home(of: keys[next].id)
            if (next - ideal) & mask >= (next - hole) & mask {
                keys[hole] = keys[next]
                values[hole] = values[next].take()
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = Self.empty
        return value
    }

    private mutating func grow() {
        let oldKeys = keys
        var oldValues = values
        keys = Array(repeating: Self.empty, count: oldKeys.count * 2)
        values = Array(repeating: nil, count: oldKeys.count * 2)
        shift -= 1
        for index in oldKeys.indices where oldKeys[index].id != 0 {
            let target = slot(of: oldKeys[index]).index
            keys[target] = oldKeys[index]
            values[target] = oldValues[index].take()
        }
    }

    /// Every symbol with a value, in no particular order.
    var symbols: [SolverSymbol] { keys.filter { $0.id != 0 } }
}

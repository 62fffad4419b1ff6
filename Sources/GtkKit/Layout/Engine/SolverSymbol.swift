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

/// Rows held in memory: a search's results, found and sorted there (a hero search folds case and
/// accents as SQLite cannot), or no rows at all.
final class FoundRows<Row: Identifiable>: RowSource where Row.ID == Int64 {
    private let rows: [Row]

    init(_ rows: [Row]) { self.rows = rows }

    var count: Int { rows.count }
    func row(at index: Int) -> Row { rows[index] }
    func row(ofID id: Int64) -> Int? { rows.firstIndex { $0.id == id } }
    var pagesRead: Int { 0 }
}

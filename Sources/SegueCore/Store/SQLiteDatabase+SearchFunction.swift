import CSQLite

extension SQLiteDatabase {
    /// The SQL function a Turkic search filters with: `segue_turkic_contains(text, search)` is 1
    /// when `text` contains `search` as ``SearchFolding/turkic`` compares them. SQLite's own
    /// folding (of its index and of LIKE) maps `I` to `i` and leaves `İ` and `ı` alone, which a
    /// Turkish reader's search cannot use.
    static let turkicContainsFunction = "segue_turkic_contains"

    /// Makes ``turkicContainsFunction`` callable on this connection (again: a no-op).
    func addTurkicContainsFunction() {
        sqlite3_create_function_v2(
            handle, Self.turkicContainsFunction, 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil,
            { context, count, values in
                guard count == 2, let values, let text = sqlite3_value_text(values[0]), let search = sqlite3_value_text(values[1])
                else { return sqlite3_result_int(context, 0) }
                let found = SearchFolding.turkic.contains(String(cString: text), String(cString: search))
                sqlite3_result_int(context, found ? 1 : 0)
            }, nil, nil, nil)
    }
}

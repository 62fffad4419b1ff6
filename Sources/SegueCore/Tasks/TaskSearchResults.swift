/// The stored tasks whose text contains a search's text, read from the store a page at a time
/// as the whole list is (``TaskListing``).
///
/// A text of three or more characters is looked up in the trigram index (`tasks_search`): each
/// key's results cost the same at a million tasks as at nine. One or two characters have no
/// trigram to look up, so those read the table through (LIKE, with `%`, `_` and `\` escaped). Either
/// way the text is data: it is bound, never spliced into SQL, and quoted as one phrase for the
/// index, so quotes, `*`, `NEAR` and the like are looked for as typed. Case is ignored (the
/// index folds all of Unicode; LIKE, for one or two characters, only A–Z). A text holding NUL finds
/// nothing (no task text Segue stores holds one).
///
/// Results are in the order the tasks were added (their key), which is the list's order: Segue
/// appends every new task after the others and never moves one. (A task another program placed
/// elsewhere by its position shows in the results where its key puts it.)
///
/// In Turkish and Azerbaijani (``SearchFolding/turkic``) a text with an i (dotted or dotless) is
/// looked up by its longest stretch without one, and each task found is checked as the user's
/// language cases it (``SQLiteDatabase/turkicContainsFunction``); with no such stretch of three
/// characters, the table is read through with that check.
struct TaskSearchResults: TaskListing {
    let database: SQLiteDatabase
    let text: String
    /// Whether tasks are checked as a Turkic language cases them (the text has an i, and the
    /// user's language is one).
    private let checksTurkicCase: Bool

    /// The tasks of `database` that have `text`, ignoring case as `folding` does.
    init(database: SQLiteDatabase, text: String, folding: SearchFolding) {
        self.database = database
        self.text = text
        checksTurkicCase = folding == .turkic && text.contains(where: SearchFolding.dottedAndDotlessI.contains)
        if checksTurkicCase { database.addTurkicContainsFunction() }
    }

    /// What the index is asked for: the text, or (checking Turkic case) its longest stretch with
    /// no i, if one has three characters; nil when the index cannot help.
    private var indexedText: String? {
        guard checksTurkicCase else { return text.unicodeScalars.count >= 3 ? text : nil }
        let stretches = text.split(whereSeparator: SearchFolding.dottedAndDotlessI.contains)
        return stretches.max { $0.unicodeScalars.count < $1.unicodeScalars.count }.map(String.init).flatMap {
            $0.unicodeScalars.count >= 3 ? $0 : nil
        }
    }

    /// Where matching tasks are read from: for three characters or more, the index, joined to
    /// the tasks it names (driven from the index, which hands out its rows in key order, so a
    /// page of a million results costs what a page of nine does); for fewer, the table itself.
    private var source: (from: String, key: String, condition: String, arguments: [SQLiteValue]) {
        let turkic = SQLiteDatabase.turkicContainsFunction
        if let indexedText {
            let from = "tasks_search s JOIN tasks t ON t.id = s.rowid"
            guard checksTurkicCase else { return (from, "s.rowid", "tasks_search MATCH ?", [.text(Self.phrase(indexedText))]) }
            return (from, "s.rowid", "tasks_search MATCH ? AND \(turkic)(t.text, ?)", [.text(Self.phrase(indexedText)), .text(text)])
        }
        if checksTurkicCase { return ("tasks t", "t.id", "\(turkic)(t.text, ?)", [.text(text)]) }
        var pattern = ""
        for character in text {
            if character == "%" || character == "_" || character == "\\" { pattern.append("\\") }
            pattern.append(character)
        }
        return ("tasks t", "t.id", "t.text LIKE ? ESCAPE '\\'", [.text("%" + pattern + "%")])
    }

    /// Whether the text is long enough for the trigram index.
    private var usesIndex: Bool { indexedText != nil }

    /// The first `limit` results, looked for among the first `size` tasks (by key) when the text
    /// has no trigram to look up, and whether they are sure to be the search's first results
    /// (they are not when the tasks looked through were fewer than all of them and the results
    /// fewer than `limit`). A rare one- or two-letter text reads the whole table before it has
    /// found `limit` (far longer than a frame at a million tasks); a slice of it answers within the frame,
    /// and ``whole(first:)`` finds the rest off the main thread.
    func firstResults(limit: Int, amongFirst size: Int) throws(StoreError) -> (tasks: [TaskItem], areFirst: Bool) {
        guard !usesIndex, !findsNothing,
            let end = try database.query("SELECT id FROM tasks ORDER BY id LIMIT 1 OFFSET ?", [.integer(Int64(size))]).first?.first?.integer
        else { return (try tasks(offset: 0, limit: limit), true) }
        let found = try read(where: ("< ?", end), order: "ASC", limit: limit, offset: 0)
        return (found, found.count >= limit)
    }

    /// `text` as one phrase of the index's query language: in double quotes, its own doubled.
    private static func phrase(_ text: String) -> String {
        "\"" + text.reduce(into: "") { quoted, character in quoted += character == "\"" ? "\"\"" : String(character) } + "\""
    }

    /// Whether nothing can match (a NUL in the text).
    private var findsNothing: Bool { text.unicodeScalars.contains("\0") }

    func count() throws(StoreError) -> Int {
        try countMatches(below: nil)
    }

    /// How many tasks in the file at `path` have `text`, and the first `limit` of them, read on
    /// a read-only connection of its own, so it can run off the main thread (a common text in a
    /// million tasks takes a few hundred milliseconds to count, a rare short one to find). It
    /// stops early, throwing, when the task running it is cancelled.
    static func whole(of text: String, folding: SearchFolding, inDatabaseAt path: String, first limit: Int) throws(StoreError) -> (
        count: Int, first: [TaskItem]
    ) {
        let database = try SQLiteDatabase(path: path, readOnly: true, create: false)
        database.stopsWhenTaskIsCancelled()
        return try TaskSearchResults(database: database, text: text, folding: folding).whole(first: limit)
    }

    /// How many matching tasks there are (with keys below `id`, if given). With the index, the
    /// count reads the index alone.
    private func countMatches(below id: Int64?) throws(StoreError) -> Int {
        guard !findsNothing else { return 0 }
        let bound = id.map { _ in " AND rowid < ?" } ?? ""
        let arguments: [SQLiteValue] = id.map { [.integer($0)] } ?? []
        let rows: [[SQLiteValue]]
        if let indexedText, !checksTurkicCase {
            let phrase = Self.phrase(indexedText)
            rows = try database.query("SELECT COUNT(*) FROM tasks_search WHERE tasks_search MATCH ?\(bound)", [.text(phrase)] + arguments)
        } else {
            let (from, key, condition, conditionArguments) = source
            let keyed = id.map { _ in " AND \(key) < ?" } ?? ""
            rows = try database.query("SELECT COUNT(*) FROM \(from) WHERE \(condition)\(keyed)", conditionArguments + arguments)
        }
        return Int(rows.first?.first?.integer ?? 0)
    }

    func tasks(offset: Int, limit: Int) throws(StoreError) -> [TaskItem] {
        try read(where: nil, order: "ASC", limit: limit, offset: offset)
    }

    func tasks(offsetFromEnd offset: Int, limit: Int) throws(StoreError) -> [TaskItem] {
        try read(where: nil, order: "DESC", limit: limit, offset: max(offset, 0)).reversed()
    }

    func tasks(after task: TaskItem, limit: Int) throws(StoreError) -> [TaskItem] {
        try read(where: ("> ?", task.id), order: "ASC", limit: limit, offset: 0)
    }

    func tasks(before task: TaskItem, limit: Int) throws(StoreError) -> [TaskItem] {
        try read(where: ("< ?", task.id), order: "DESC", limit: limit, offset: 0).reversed()
    }

    func rowIndex(ofID id: Int64) throws(StoreError) -> Int? {
        guard !findsNothing else { return nil }
        let (from, key, condition, arguments) = source
        let found = try database.query("SELECT 1 FROM \(from) WHERE \(condition) AND \(key) = ?", arguments + [.integer(id)])
        guard !found.isEmpty else { return nil }
        return try countMatches(below: id)
    }

    /// Matching tasks in key order (`order`), after the keyed bound if there is one.
    private func read(where bound: (sql: String, id: Int64)?, order: String, limit: Int, offset: Int) throws(StoreError) -> [TaskItem] {
        guard !findsNothing else { return [] }
        let (from, key, condition, arguments) = source
        let keyed = bound.map { " AND \(key) \($0.sql)" } ?? ""
        let rows = try database.query(
            "SELECT t.id, t.position, t.text FROM \(from) WHERE \(condition)\(keyed) ORDER BY \(key) \(order) LIMIT ? OFFSET ?",
            arguments + (bound.map { [.integer($0.id)] } ?? []) + [.integer(Int64(limit)), .integer(Int64(offset))])
        return rows.map { row in TaskItem(id: row[0].integer ?? 0, position: row[1].integer ?? 0, text: row[2].text ?? "") }
    }
}

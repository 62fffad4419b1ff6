import FoundationEssentials

/// The items table. Every statement binds its values; none is built from item text.
public struct HomepwnerItemRepository {
    /// The connection the items live in.
    public let database: SQLiteDatabase

    /// A repository over `database` (already migrated by ``SegueStore``).
    public init(database: SQLiteDatabase) { self.database = database }

    private static let columns = "id, position, name, serial, value, created, image_key"

    /// Every item, in the user's order.
    public func all() throws(StoreError) -> [HomepwnerItem] {
        try items(in: "ORDER BY position, id")
    }

    /// How many items there are.
    public func count() throws(StoreError) -> Int {
        Int(try database.query("SELECT COUNT(*) FROM items").first?.first?.integer ?? 0)
    }

    /// The item with `id`, or nil if there is none (one look-up by key).
    public func item(id: Int64) throws(StoreError) -> HomepwnerItem? {
        try items(in: "WHERE id = ?", [.integer(id)]).first
    }

    /// Whether an item with `id` is stored (one look-up by key).
    public func exists(id: Int64) throws(StoreError) -> Bool {
        try !database.query("SELECT 1 FROM items WHERE id = ?", [.integer(id)]).isEmpty
    }

    /// The row of the item with `id` in the user's order, or nil if there is no such item.
    public func rowIndex(ofID id: Int64) throws(StoreError) -> Int? {
        try database.rowIndex(ofID: id, inTable: "items", orderedBy: "position")
    }

    /// Every item's id, in the user's order (to store a new order).
    public func ids() throws(StoreError) -> [Int64] {
        try database.query("SELECT id FROM items ORDER BY position, id").compactMap { $0.first?.integer }
    }

    /// Every picture key an item refers to (which the picture sweep keeps).
    public func imageKeys() throws(StoreError) -> Set<String> {
        Set(try database.query("SELECT DISTINCT image_key FROM items WHERE image_key IS NOT NULL").compactMap { $0.first?.text })
    }

    /// Whether some item refers to the picture `key`.
    public func usesImage(key: String) throws(StoreError) -> Bool {
        try !database.query("SELECT 1 FROM items WHERE image_key = ? LIMIT 1", [.text(key)]).isEmpty
    }

    /// The items of one page of the list (``PageCache``), in the user's order.
    func items(_ page: PageRead<HomepwnerItem>) throws(StoreError) -> [HomepwnerItem] {
        switch page {
        case .after(let item, let limit):
            try items(
                in: "WHERE (position, id) > (?, ?) ORDER BY position, id LIMIT ?",
                [.integer(item.position), .integer(item.id), .integer(Int64(limit))])
        case .before(let item, let limit):
            try items(
                in: "WHERE (position, id) < (?, ?) ORDER BY position DESC, id DESC LIMIT ?",
                [.integer(item.position), .integer(item.id), .integer(Int64(limit))]
            ).reversed()
        case .offset(let offset, let limit):
            try items(in: "ORDER BY position, id LIMIT ? OFFSET ?", [.integer(Int64(limit)), .integer(Int64(offset))])
        case .offsetFromEnd(let offset, let limit):
            // Read from the end, so the end of a long list costs what its start does.
            try items(
                in: "ORDER BY position DESC, id DESC LIMIT ? OFFSET ?", [.integer(Int64(limit)), .integer(Int64(max(offset, 0)))]
            ).reversed()
        }
    }

    private func items(in clauses: String, _ arguments: [SQLiteValue] = []) throws(StoreError) -> [HomepwnerItem] {
        try database.query("SELECT \(Self.columns) FROM items \(clauses)", arguments).map(Self.item)
    }

    /// Appends an item after every other one and returns it with its id and position.
    public func append(name: String, serialNumber: String, valueInDollars: Int, dateCreated: Date, imageKey: String? = nil)
        throws(StoreError) -> HomepwnerItem
    {
        try database.transaction { () throws(StoreError) in
            let last = try database.query("SELECT COALESCE(MAX(position), 0) FROM items").first?.first?.integer ?? 0
            let item = HomepwnerItem(
                id: 0, position: last + 1, name: name, serialNumber: serialNumber, valueInDollars: valueInDollars,
                dateCreated: dateCreated, imageKey: imageKey)
            try database.execute(
                "INSERT INTO items (position, name, serial, value, created, image_key) VALUES (?, ?, ?, ?, ?, ?)",
                Self.values(item))
            return HomepwnerItem(
                id: database.lastInsertedRowID, position: item.position, name: name, serialNumber: serialNumber,
                valueInDollars: valueInDollars, dateCreated: dateCreated, imageKey: imageKey)
        }
    }

    /// Writes an item's editable fields (name, serial, value, picture). If another writer deleted
    /// the row meanwhile, the item is put back whole rather than letting the edit vanish; returns
    /// whether that happened.
    @discardableResult
    public func update(_ item: HomepwnerItem) throws(StoreError) -> Bool {
        try database.transaction { () throws(StoreError) in
            try database.execute(
                // A value that was unreadable (nil) and not typed over stays as it is on disk.
                "UPDATE items SET name = ?, serial = ?, value = COALESCE(?, value), image_key = ? WHERE id = ?",
                [
                    .text(item.name), .text(item.serialNumber), item.valueInDollars.map { .integer(Int64($0)) } ?? .null,
                    item.imageKey.map(SQLiteValue.text) ?? .null, .integer(item.id),
                ])
            guard database.changedRowCount == 0 else { return false }
            try restore(item)
            return true
        }
    }

    /// Deletes an item (its picture's files are the image store's to delete).
    public func delete(id: Int64) throws(StoreError) {
        try database.execute("DELETE FROM items WHERE id = ?", [.integer(id)])
    }

    /// Puts a deleted item back with its id and place (undo).
    public func restore(_ item: HomepwnerItem) throws(StoreError) {
        try database.execute(
            "INSERT INTO items (id, position, name, serial, value, created, image_key) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [.integer(item.id)] + Self.values(item))
    }

    /// Stores a new order: `ids` first to last, numbered 1, 2, 3… in one transaction.
    public func reorder(_ ids: [Int64]) throws(StoreError) {
        try database.transaction { () throws(StoreError) in
            for (index, id) in ids.enumerated() {
                try database.execute("UPDATE items SET position = ? WHERE id = ?", [.integer(Int64(index + 1)), .integer(id)])
            }
        }
    }

    private static func values(_ item: HomepwnerItem) -> [SQLiteValue] {
        [
            // A row put back (undo) must have a value; an unreadable one comes back as 0.
            .integer(item.position), .text(item.name), .text(item.serialNumber), .integer(Int64(item.valueInDollars ?? 0)),
            .integer(Int64(exactly: item.dateCreated.timeIntervalSince1970.rounded()) ?? 0), item.imageKey.map(SQLiteValue.text) ?? .null,
        ]
    }

    /// An item from a row read from disk, which another program, a sync tool or a bad disk may
    /// have written anything into: a value outside what Segue stores is clamped into range (a
    /// negative one would make every later save fail the table's check), one that is no whole
    /// number is "not set" (nil), a creation date outside the years 1–9999 becomes the Unix epoch
    /// (no date to show, and none that traps), and text columns holding numbers read as their text.
    private static func item(_ row: [SQLiteValue]) -> HomepwnerItem {
        let value = row[4].integer.map { Int(min(max($0, 0), Int64(HomepwnerItemValue.maximum))) }
        return HomepwnerItem(
            id: row[0].integer ?? 0, position: row[1].integer ?? 0, name: row[2].textual ?? "", serialNumber: row[3].textual ?? "",
            valueInDollars: value, dateCreated: Self.storedDate(row[5].integer), imageKey: row[6].text)
    }

    /// Seconds since 1970 of 1 January of year 1 and of the last second of year 9999.
    static let storableSeconds: ClosedRange<Int64> = -62_135_596_800...253_402_300_799

    private static func storedDate(_ seconds: Int64?) -> Date {
        guard let seconds, storableSeconds.contains(seconds) else { return Date(timeIntervalSince1970: 0) }
        return Date(timeIntervalSince1970: Double(seconds))
    }
}

/// The pages of a stored list read so far (the task list's, Homepwner's): a row is read with its
/// page of ``pageSize``, one query, and at most ``cachedPages`` pages are kept, so a list of a
/// million rows costs what one of nine does to open, scroll and jump to its end.
struct PageCache<Item> {
    static var pageSize: Int { 64 }
    static var cachedPages: Int { 32 }

    private var pages: [Int: [Item]] = [:]
    /// Pages read from the store so far (tests check that a far row costs one read).
    private(set) var pagesRead = 0
    /// The last page read failed with this (its rows show empty).
    private(set) var readProblem: StoreError?

    /// The item at `row` of a list of `count` stored rows, read with its page by `read` if that
    /// page is not kept; nil if the page could not be read (``readProblem``).
    mutating func item(at row: Int, of count: Int, read: (PageRead<Item>) throws(StoreError) -> [Item]) -> Item? {
        let page = row / Self.pageSize
        let items = pages[page] ?? self.read(page: page, of: count, by: read)
        let index = row - page * Self.pageSize
        return items.indices.contains(index) ? items[index] : nil
    }

    /// Reads page `page`: by key from a kept neighbour, else by offset from the nearer end.
    private mutating func read(page: Int, of count: Int, by read: (PageRead<Item>) throws(StoreError) -> [Item]) -> [Item] {
        let first = page * Self.pageSize
        let size = min(Self.pageSize, count - first)
        pagesRead += 1
        let items: [Item]
        do {
            if let before = pages[page - 1]?.last {
                items = try read(.after(before, limit: size))
            } else if let after = pages[page + 1]?.first {
                items = try read(.before(after, limit: size))
            } else if first <= count / 2 {
                items = try read(.offset(first, limit: size))
            } else {
                items = try read(.offsetFromEnd(count - first - size, limit: size))
            }
            readProblem = nil
        } catch {
            readProblem = error
            return []
        }
        keep(items, asPage: page)
        return items
    }

    /// Keeps `items` as page `page` (a search's first results, read with its count).
    mutating func keep(_ items: [Item], asPage page: Int) {
        if pages.count >= Self.cachedPages { pages.removeAll(keepingCapacity: true) }
        pages[page] = items
    }

    /// Drops every page: the list changed, and they are read again as they are asked for.
    mutating func forget() { pages.removeAll(keepingCapacity: true) }
}

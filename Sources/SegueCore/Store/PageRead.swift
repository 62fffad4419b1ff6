/// One page of a stored list to read (``PageCache``): by key next to a page already read, so its
/// cost does not grow with the row number, or by offset from the nearer end of the list.
enum PageRead<Item> {
    /// The `limit` items after `item`, in list order.
    case after(Item, limit: Int)
    /// The `limit` items before `item`, in list order.
    case before(Item, limit: Int)
    /// `limit` items from row `offset` on.
    case offset(Int, limit: Int)
    /// `limit` items ending `offset` rows before the last one.
    case offsetFromEnd(Int, limit: Int)
}

extension HomepwnerItem {
    /// `mine` (this Segue's edit of `base`) laid over `theirs` (the item as another program left
    /// it meanwhile): each field this Segue changed takes its value, every other field keeps the
    /// other program's, so two Segues editing different fields of one item lose neither edit.
    /// Where both changed a field, this edit (the later one to reach the file) wins, and
    /// `overwrote` says so: the other version is then offered back.
    static func merging(_ mine: HomepwnerItem, over theirs: HomepwnerItem, base: HomepwnerItem) -> (item: HomepwnerItem, overwrote: Bool) {
        var merged = theirs
        var overwrote = false
        func merge<Value: Equatable>(_ field: WritableKeyPath<HomepwnerItem, Value>) {
            switch EditMerge(base: base[keyPath: field], mine: mine[keyPath: field], theirs: theirs[keyPath: field]) {
            case .nothingTyped: return
            case .overwrite: overwrote = true
            case .write: break
            }
            merged[keyPath: field] = mine[keyPath: field]
        }
        merge(\.name)
        merge(\.serialNumber)
        merge(\.valueInDollars)
        merge(\.imageKey)
        return (merged, overwrote)
    }

    /// An open page showing `shown` (edited from `base`) meets `stored`, the item as another
    /// program left it: each field the page has not touched takes the stored value, on screen
    /// and in the base later edits are measured against. The picture is left to the merge.
    static func following(_ stored: HomepwnerItem, shown: HomepwnerItem, base: HomepwnerItem) -> (shown: HomepwnerItem, base: HomepwnerItem)
    {
        var (shownNow, baseNow) = (shown, base)
        func follow<Value: Equatable>(_ field: WritableKeyPath<HomepwnerItem, Value>) {
            guard shown[keyPath: field] == base[keyPath: field] else { return }
            shownNow[keyPath: field] = stored[keyPath: field]
            baseNow[keyPath: field] = stored[keyPath: field]
        }
        follow(\.name)
        follow(\.serialNumber)
        follow(\.valueInDollars)
        return (shownNow, baseNow)
    }
}

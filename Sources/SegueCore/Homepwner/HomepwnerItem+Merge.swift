extension HomepwnerItem {
    /// `mine` (this Segue's edit of `base`) laid over `theirs` (the item as another program left
    /// it meanwhile): each field this Segue changed takes its value, every other field keeps the
    /// other program's, so two Segues editing different fields of one item lose neither edit.
    /// Where both changed a field, this edit (the later one to reach the file) wins.
    static func merging(_ mine: HomepwnerItem, over theirs: HomepwnerItem, base: HomepwnerItem) -> HomepwnerItem {
        var merged = theirs
        if mine.name != base.name { merged.name = mine.name }
        if mine.serialNumber != base.serialNumber { merged.serialNumber = mine.serialNumber }
        if mine.valueInDollars != base.valueInDollars { merged.valueInDollars = mine.valueInDollars }
        if mine.imageKey != base.imageKey { merged.imageKey = mine.imageKey }
        return merged
    }
}

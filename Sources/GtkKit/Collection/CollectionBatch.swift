import FoundationEssentials

/// The changes asked for inside a ``CollectionView/performBatchUpdates(_:completion:)``, applied
/// together at its end.
struct CollectionBatch {
    var deletions: [IndexPath] = []
    var insertions: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var reloads: [IndexPath] = []
    /// Sections inserted, deleted or reloaded: the collection is reloaded.
    var changesSections = false
}

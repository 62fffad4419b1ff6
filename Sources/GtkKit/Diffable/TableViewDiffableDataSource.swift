import FoundationEssentials

/// Feeds a ``TableView`` from snapshots of identifiers, after UIKit's
/// `UITableViewDiffableDataSource`: the table asks it for sections, rows and cells, and
/// ``apply(_:animatingDifferences:completion:)`` works out what changed between two snapshots and
/// shows only that — rows deleted, inserted and made again — in one batch.
///
/// ```swift
/// let dataSource = TableViewDiffableDataSource<Int, Note.ID>(tableView: tableView) { table, indexPath, id in
///     let cell = table.dequeueReusableCell(withIdentifier: "note", for: indexPath)
///     cell.text = notes[id]?.title ?? ""
///     return cell
/// }
/// var snapshot = DiffableDataSourceSnapshot<Int, Note.ID>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(notes.keys.sorted())
/// dataSource.apply(snapshot)
/// ```
///
/// Rows follow their items, not their places: the row with the keyboard focus and the selected
/// rows are those of the same items after a snapshot is applied, wherever the items went. The
/// difference is found in time proportional to the number of items. Items that changed order
/// within the rows that stay, or sections that changed, are shown by reloading the table (GtkKit's
/// batches move one row at a time), the focus and selection still following the items.
/// `animatingDifferences` is accepted for UIKit's code and does nothing: GtkKit's rows follow the
/// desktop's animation setting.
@MainActor
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: TableViewDataSource {
    /// Makes the cell for an item at an index path (UIKit's `CellProvider`); nil gives an empty
    /// cell.
    public typealias CellProvider = @MainActor (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?
    /// The snapshot type this data source applies.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    @usableFromInline weak var tableView: TableView?
    private let cellProvider: CellProvider
    @usableFromInline var current = Snapshot()

    /// A data source for `tableView` (which it becomes the data source of), making cells with
    /// `cellProvider`. The table is empty until a snapshot is applied.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// A copy of the snapshot on screen, to change and apply.
    public func snapshot() -> Snapshot { current }

    /// The item at `indexPath`, if there is one.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where `itemIdentifier` is shown, if it is.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.place(of: itemIdentifier).map { IndexPath(row: $0.index, section: $0.section) }
    }

    /// The section at `index`, if there is one.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// Shows `snapshot`: only what changed since the last one is made again (see the type's
    /// description), then `completion` runs. (Inlinable, and so final: the app's module compiles
    /// the comparison for its identifier types.)
    @inlinable
    public final func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        var next = snapshot
        let reloaded = next.reloadedItems
        next.clearReloads()
        let previous = current
        guard let tableView else {
            current = next
            completion?()
            return
        }
        let kept = keptItems(from: tableView)
        current = next
        let difference = SnapshotDifference(from: previous, to: next, reloading: reloaded)
        if difference.needsReload {
            tableView.reloadData()
        } else if !difference.isEmpty {
            tableView.performBatchUpdates {
                if !difference.deletes.isEmpty { tableView.deleteRows(at: difference.deletes) }
                if !difference.inserts.isEmpty { tableView.insertRows(at: difference.inserts) }
                if !difference.reloads.isEmpty { tableView.reloadRows(at: difference.reloads) }
            }
        }
        restore(kept, in: tableView)
        completion?()
    }

    /// Shows `snapshot` by reloading the whole table (UIKit's `applySnapshotUsingReloadData`).
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (@MainActor () -> Void)? = nil) {
        var next = snapshot
        next.clearReloads()
        let kept = tableView.map(keptItems(from:))
        current = next
        if let tableView {
            tableView.reloadData()
            if let kept { restore(kept, in: tableView) }
        }
        completion?()
    }

    // MARK: TableViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

    /// The number of items in the section at `section`.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        current.itemsBySection.indices.contains(section) ? current.itemsBySection[section].count : 0
    }

    /// The cell provider's cell for the row's item.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = itemIdentifier(for: indexPath) else { return TableViewCell() }
        return cellProvider(tableView, indexPath, item) ?? TableViewCell()
    }

    /// No heading; a subclass gives one, as with UIKit's.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer; a subclass gives one, as with UIKit's.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Refuses; a subclass that lets rows move updates its data and returns true.
    open func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) -> Bool { false }

    // MARK: Following the items

    /// The items with the focus and the selection before a change.
    @usableFromInline
    func keptItems(from tableView: TableView) -> (focused: ItemIdentifierType?, selected: [ItemIdentifierType]) {
        let focused = tableView.indexPathForFocusedRow.flatMap(itemIdentifier(for:))
        let selected = (tableView.indexPathsForSelectedRows ?? []).compactMap(itemIdentifier(for:))
        return (focused, selected)
    }

    /// Gives the focus and the selection back to the same items, where they are now.
    @usableFromInline
    func restore(_ kept: (focused: ItemIdentifierType?, selected: [ItemIdentifierType]), in tableView: TableView) {
        let selected = kept.selected.compactMap(indexPath(for:))
        if Set(selected) != Set(tableView.indexPathsForSelectedRows ?? []) {
            for path in tableView.indexPathsForSelectedRows ?? [] { tableView.deselectRow(at: path, animated: false) }
            for path in selected { tableView.selectRow(at: path, animated: false, scrollPosition: .none) }
        }
        if let focused = kept.focused.flatMap(indexPath(for:)), tableView.indexPathForFocusedRow != focused {
            _ = tableView.focusRow(at: focused)
        }
    }
}

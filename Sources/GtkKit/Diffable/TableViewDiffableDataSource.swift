import FoundationEssentials

/// Feeds a ``TableView`` from snapshots of identifiers, after UIKit's
/// `UITableViewDiffableDataSource`: the table asks it for sections, rows and cells, and
/// ``DiffableDataSource/apply(_:animatingDifferences:completion:)`` shows only what changed
/// between two snapshots — rows deleted, inserted and made again — in one batch.
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
/// rows are those of the same items after a snapshot is applied, wherever the items went (see
/// ``DiffableDataSource``, which this shares with ``CollectionViewDiffableDataSource``).
@MainActor
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, TableViewDataSource
{
    /// Makes the cell for an item at an index path (UIKit's `CellProvider`); nil gives an empty
    /// cell.
    public typealias CellProvider = @MainActor (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

    private let cellProvider: CellProvider

    /// A data source for `tableView` (which it becomes the data source of), making cells with
    /// `cellProvider`. The table is empty until a snapshot is applied.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        super.init(list: tableView)
        tableView.dataSource = self
    }

    // MARK: TableViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

    /// The number of items in the section at `section`.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        numberOfItems(inSection: section)
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
}

import FoundationEssentials
import GtkKit

/// The third tab: the notes as a board of tiles — a collection view fed by a diffable data source
/// that follows the notes by identity (each time the tab shows, only what changed in the Notes
/// tab is made again), searched by title with a search controller (Ctrl+F, or typing).
@MainActor
public final class NoteBoardViewController: ViewController, CollectionViewDelegate, SearchResultsUpdating {
    let book: NoteBook
    /// The tiles' layout.
    public let layout = CollectionViewFlowLayout()
    /// The board.
    public private(set) lazy var board = CollectionView(collectionViewLayout: layout)
    /// Feeds the board from snapshots of note identifiers.
    public private(set) lazy var dataSource = CollectionViewDiffableDataSource<Int, Note.ID>(collectionView: board) {
        [weak self] board, indexPath, id in
        let tile = board.dequeueReusableCell(withReuseIdentifier: NoteTile.reuseIdentifier, for: indexPath)
        if let note = self?.book.notes.first(where: { $0.id == id }) { (tile as? NoteTile)?.show(note) }
        return tile
    }
    /// Searches the notes' titles.
    public let search = SearchController()
    /// The note a tile opened last (by Return, Space or a click), for the app to show.
    public private(set) var chosen: Note?

    /// A board of `book`'s notes.
    public init(book: NoteBook) {
        self.book = book
        super.init()
        title = "Board"
        tabBarItem.iconName = "view-grid-symbolic"
        search.searchResultsUpdater = self
        search.searchBar.placeholder = "Search Notes"
        search.resultsCollectionView = board
        navigationItem.searchController = search
    }

    required init?(coder: Coder) { nil }

    public override func loadView() {
        layout.itemSize = Size(width: 180, height: 72)
        layout.sectionInset = EdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        board.register(NoteTile.self, forCellWithReuseIdentifier: NoteTile.reuseIdentifier)
        board.delegate = self
        board.accessibleListLabel = "Board"
        board.emptyStateView = StatusPage(iconName: "view-grid-symbolic", title: "No Notes", description: "Add notes in the Notes tab.")
        _ = dataSource
        view = board
    }

    /// The board's last-used tile takes the focus when the tab shows.
    public override var initialFocusWidget: View? { board }

    /// The notes as they are now (another tab may have changed them), matching the search.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        showNotes()
    }

    /// Applies a snapshot of the notes whose titles contain the search text (all of them
    /// without one), in the book's order.
    public func showNotes() {
        let text = search.isActive ? search.searchBar.text.lowercased() : ""
        var snapshot = DiffableDataSourceSnapshot<Int, Note.ID>()
        snapshot.appendSections([0])
        snapshot.appendItems(book.notes.filter { text.isEmpty || $0.title.lowercased().contains(text) }.map(\.id))
        dataSource.apply(snapshot)
    }

    public func updateSearchResults(for searchController: SearchController) { showNotes() }

    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        guard let id = dataSource.itemIdentifier(for: indexPath) else { return }
        chosen = book.notes.first { $0.id == id }
        if let chosen { Accessibility.announce("Chose \(chosen.title)") }
    }
}

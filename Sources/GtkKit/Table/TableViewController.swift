internal import CGtk
import FoundationEssentials

/// A screen that is a table, after UIKit's `UITableViewController`.
///
/// Its view is a ``TableView`` (``tableView``), whose data source and delegate it is: a subclass
/// overrides the data-source and delegate methods it needs, as UIKit code does
/// (`override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int`).
/// Every one of them is declared here, so an override is always called; the defaults are UIKit's
/// (one section, no rows, nothing happens on a click). The table asks for its rows when it is
/// first shown, so a subclass may fill its data after `super.viewDidLoad()`.
///
/// It also keeps the user's place: the focused row and the scroll position are saved with the
/// app's state (``encodeRestorableState(with:)``), and a page pushed from a row returns the
/// focus to it.
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The table this controller shows and serves. Another object can serve it instead
    /// (`tableView.dataSource = other`), as in UIKit.
    public let tableView = TableView()

    /// The cell actions this controller handles, on its table and its page.
    let cellActionHandlers = CellActionHandlers()

    /// A table controller with no rows until a subclass (or another data source) supplies them.
    public override init() {
        super.init()
        serveTable()
    }

    /// A table controller made from an interface file (UIKit's `init?(coder:)`), as ``init()``
    /// makes it. Designated, as UIKit's: a subclass's own `init?(coder:logic:)` — what
    /// ``Storyboard/instantiateViewController(identifier:creator:)`` calls — sets its
    /// properties and then calls `super.init(coder:)`.
    public required init?(coder: Coder) {
        super.init(coder: coder)
        serveTable()
    }

    private func serveTable() {
        tableView.dataSource = self
        tableView.delegate = self
        tableView.viewController = self
        // On the table's own box, which every row is inside, whatever a subclass wraps it in.
        cellActionHandlers.install(on: tableView)
    }

    /// Whether the selection is cleared each time the table appears (UIKit's
    /// `clearsSelectionOnViewWillAppear`; true by default): a list the user comes back to from
    /// a row's page starts with nothing selected. A list beside its row's page (a split view
    /// showing both columns) keeps its selection either way, drawn selected, as GNOME's sidebars
    /// keep their open item; screen readers hear that row, and only it, as selected.
    public var clearsSelectionOnViewWillAppear = true

    /// Clears the selection (``clearsSelectionOnViewWillAppear``) unless the table is beside its
    /// row's page, where its selected row is drawn selected.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let beside = isBesideSplitPage
        if clearsSelectionOnViewWillAppear, !beside, let selected = tableView.indexPathsForSelectedRows {
            for indexPath in selected { tableView.deselectRow(at: indexPath, animated: animated) }
        }
        tableView.core.keepSelectedRowDrawn(beside)
    }

    override func splitColumnsDidChange() {
        super.splitColumnsDidChange()
        tableView.core.keepSelectedRowDrawn(isBesideSplitPage)
    }

    /// The view is the table (a subclass may put it inside a page of its own after calling this).
    open override func loadView() {
        view = tableView
    }

    /// Once the view is loaded, the cells of any view on the page (a ``CollectionView`` showing
    /// the same items as a grid) can relay the actions this controller handles, and a search bar
    /// goes to the top of the page, above the table and whatever is beside it.
    override func viewWasLoaded() {
        super.viewWasLoaded()
        cellActionHandlers.install(on: view)
        if navigationItem.searchController != nil { searchControllerDidChange() }
    }

    /// Saves the row that has the keyboard focus ("focusedSection", "focusedRow") and how far the
    /// list is scrolled ("scrollOffset"), so the user finds their place again.
    open override func encodeRestorableState(with coder: Coder) {
        super.encodeRestorableState(with: coder)
        let saved = controllerOnStack.focusToRestore?.withWidget { tableView.indexPath(containing: $0) } ?? nil
        if let indexPath = saved ?? tableView.indexPathForFocusedRow {
            coder.encode(indexPath.section, forKey: "focusedSection")
            coder.encode(indexPath.row, forKey: "focusedRow")
        }
        coder.encode(Int(tableView.scrollOffset), forKey: "scrollOffset")
    }

    /// Focuses the saved row (building the rows around it) — or, when another screen is above this
    /// one, makes it the row focus returns to — and scrolls back once the list has its size.
    open override func decodeRestorableState(with coder: Coder) {
        super.decodeRestorableState(with: coder)
        if let section = coder.decodeInteger(forKey: "focusedSection"), let row = coder.decodeInteger(forKey: "focusedRow"),
            let cell = tableView.loadCellForRow(at: IndexPath(row: row, section: section))
        {
            let onStack = controllerOnStack
            if let navigation = navigationController, navigation.topViewController !== onStack {
                onStack.place.keepFocus(WeakWidgetReference(cell.widget))
            } else {
                tableView.focusRow(at: cell.indexPath)
            }
        }
        if let offset = coder.decodeInteger(forKey: "scrollOffset"), offset > 0 {
            tableView.restoreScrollOffset(Double(offset))
        }
    }

    /// Turns the table's editing mode on or off (see ``TableView/setEditing(_:animated:)``) and
    /// updates ``ViewController/editButtonItem``.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    // MARK: Data source

    /// A section of a storyboard's static table: its cells, made once, and its titles.
    struct StaticSection {
        let header: String?
        let footer: String?
        let cells: [TableViewCell]
    }

    /// The sections of a storyboard's static table (`dataMode="static"`), which the data source
    /// methods below answer from unless the app overrides them (UIKit's static cells); nil for a
    /// table the app fills.
    private var staticSections: [StaticSection]?

    /// Makes the table show `sections` (from a storyboard's static table).
    func showStaticSections(_ sections: [StaticSection]) {
        staticSections = sections
        tableView.reloadData()
    }

    /// One section, or a static table's sections.
    open func numberOfSections(in tableView: TableView) -> Int { staticSections?.count ?? 1 }

    /// No rows (override it), or a static table's.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        staticSections.map { section < $0.count ? $0[section].cells.count : 0 } ?? 0
    }

    /// A static table's cell; otherwise override it, with
    /// ``tableView(_:numberOfRowsInSection:)``: a table with rows and no cells is a programming
    /// error, logged, and its rows show empty.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if let staticSections, indexPath.section < staticSections.count, indexPath.row < staticSections[indexPath.section].cells.count {
            return staticSections[indexPath.section].cells[indexPath.row]
        }
        logProgrammingError("\(type(of: self)) has rows but does not override tableView(_:cellForRowAt:)")
        return TableViewCell(text: "")
    }

    /// No heading, or a static table section's.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        staticSections.flatMap { section < $0.count ? $0[section].header : nil }
    }

    /// No footer, or a static table section's.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        staticSections.flatMap { section < $0.count ? $0[section].footer : nil }
    }

    /// Refuses: rows do not move unless the data source moves its data.
    open func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) -> Bool { false }

    // MARK: Delegate

    /// Does nothing.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}

    /// Does nothing.
    open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    /// Does nothing.
    open func tableView(_ tableView: TableView, commitDeletionForRowAt indexPath: IndexPath) {}

    /// Asks ``tableView(_:commitDeletionForRowAt:)`` for each row, last first.
    open func tableView(_ tableView: TableView, commitDeletionForRowsAt indexPaths: [IndexPath]) {
        commitDeletionRowByRow(indexPaths, in: tableView)
    }

    /// None: the section's title.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }

    /// None: the section's footer title.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }

    /// The table's ``TableView/rowHeight``.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { tableView.rowHeight }

    /// None.
    open func tableView(_ tableView: TableView, leadingActionsForRowAt indexPath: IndexPath) -> [RowAction] { [] }

    /// None.
    open func tableView(_ tableView: TableView, trailingActionsForRowAt indexPath: IndexPath) -> [RowAction] { [] }

    /// None: the row's actions and Delete.
    open func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point)
        -> ContextMenuConfiguration?
    { nil }
}

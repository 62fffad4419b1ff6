internal import CGtk
import FoundationEssentials

/// A scrolling table of sections of rows, after UIKit's `UITableViewController`.
///
/// Each section is a boxed `GtkListBox` under an optional heading (GNOME's grouped-list pattern);
/// arrow keys move between rows and on into the next section. The ``dataSource`` supplies cells
/// and the ``delegate`` hears about activation, accessory clicks and deletion. A subclass that
/// serves itself says so in its initialiser (`dataSource = self`), as UIKit code sets
/// `tableView.dataSource`.
///
/// Only the rows in and near the view are built, as UIKit's table view does: the rest are stood in
/// for by empty space of the estimated row height (``estimatedRowHeight``), so the scrollbar spans
/// the whole list and a list of a million rows opens, scrolls and jumps to its end as fast as one
/// of ten. Rows that scroll out are reused when the data source dequeues cells
/// (``dequeueReusableCell(withIdentifier:for:)``). The keyboard reaches every row: arrows, Page
/// Up and Down, Home and End build the rows they land on.
@MainActor
open class TableViewController: ViewController {
    /// Supplies sections and cells (weak).
    public weak var dataSource: TableViewDataSource?
    /// Hears row activation, accessory clicks and deletion (weak).
    public weak var delegate: TableViewDelegate?

    /// Rows built before the first layout, when the table does not know its height yet. Package
    /// access, like the other windowing knobs below: tests and benchmarks tune them, apps do not.
    package var initialWindowRows = 60
    /// The fewest rows built beyond the visible ones on each side.
    package var minimumWindowMargin = 10
    /// How far (in rows) the view may scroll from the focused row before the focus moves into
    /// view: the focused row stays built up to here.
    package var maximumFocusDistance = 400
    /// The most cells kept for reuse per identifier.
    package var maximumReusableCells: Int {
        get { reusePool.limit }
        set { reusePool.limit = newValue }
    }

    /// The height unbuilt rows are estimated at, in pixels, or nil (the default) for the mean
    /// height of the first rows built, as UIKit's `automaticDimension`. Rows keep their own
    /// heights once built; the estimate only sizes the space standing for the others, so a good
    /// one keeps the scrollbar steady.
    public var estimatedRowHeight: Double?

    /// Shown instead of the sections when the table has no rows (UIKit's `backgroundView`).
    public var emptyStateView: Widget? {
        didSet {
            if let oldValue { container.remove(oldValue) }
            if let emptyStateView { container.append(emptyStateView) }
            updateEmptyState()
        }
    }

    /// Whether rows can be deleted with the Delete key and their context menu.
    public var allowsDeletion = false

    /// Whether rows can be moved within their section: dragged with the mouse, or the focused
    /// row moved up and down with Alt+Up and Alt+Down (the data source decides, in
    /// ``TableViewDataSource/tableView(_:moveRowAt:to:)``).
    public var allowsReordering = false

    /// The cells built now, by section: in each, the rows from ``firstBuiltRow`` on.
    package internal(set) var cells: [[TableViewCell]] = []
    /// The row number of each section's first built cell.
    package internal(set) var firstBuiltRow: [Int] = []
    /// The number of rows in each section, built or not.
    package internal(set) var rowCounts: [Int] = []

    let container = Box(.vertical)
    let sectionsBox = Box(.vertical, spacing: 18)
    var sectionViews: [TableSectionView] = []
    let scroller = ScrolledWindow()
    /// The scroller's vertical adjustment, watched to move the window as the view scrolls.
    var scrollWatcher: Object?
    /// The frame clock, watched to move the window once a frame is laid out.
    var frameWatcher: Object?
    var frameWatcherHandler: UInt?
    var windowUpdatePending = false
    /// Set when rows were built or recycled since the last layout: their positions are unknown.
    var layoutIsStale = false
    /// Set when the focused row must be scrolled into view once laid out.
    var focusRevealPending = false
    /// Set while the table itself scrolls or focuses, so it does not react to its own changes.
    var isRepositioning = false
    /// The mean height of the first rows built (when no ``estimatedRowHeight`` is set).
    var measuredRowHeight: Double?
    var reusePool = CellReusePool<TableViewCell>(limit: 64)
    var cellFactories: [String: @MainActor () -> TableViewCell] = [:]
    /// A restored scroll position, applied once the list is tall enough (after layout).
    var pendingScrollOffset: Double?
    var contextMenu: TableContextMenu?
    var cellActionGroup: Object?
    var cellActions: [String: Action] = [:]

    /// The view is the sections' lists in a scrolled window, with the empty-state view beside them.
    open override func loadView() {
        sectionsBox.setMargins(18)
        sectionsBox.verticalAlignment = .start
        scroller.setChild(sectionsBox)
        watchScrolling()
        container.prepend(scroller) // the empty state, if any, was appended when it was set
        view = container
    }

    /// Saves the row that has the keyboard focus ("focusedSection", "focusedRow") and how far the
    /// list is scrolled ("scrollOffset"), so the user finds their place again.
    open override func encodeRestorableState(with coder: RestorationCoder) {
        super.encodeRestorableState(with: coder)
        let focused = focusToRestore?.withWidget { widget in cells.joined().first { $0.contains(widget) } } ?? nil
        if let cell = focused ?? cells.joined().first(where: { $0.containsFocus }) {
            coder.encode(cell.indexPath.section, forKey: "focusedSection")
            coder.encode(cell.indexPath.row, forKey: "focusedRow")
        }
        if let adjustment = gtk_scrolled_window_get_vadjustment(scroller.opaque) {
            coder.encode(Int(gtk_adjustment_get_value(adjustment)), forKey: "scrollOffset")
        }
    }

    /// Focuses the saved row (building the rows around it) — or, when another screen is above this
    /// one, makes it the row focus returns to — and scrolls back once the list has its size.
    open override func decodeRestorableState(with coder: RestorationCoder) {
        super.decodeRestorableState(with: coder)
        if let section = coder.decodeInteger(forKey: "focusedSection"), let row = coder.decodeInteger(forKey: "focusedRow"),
            let cell = loadCellForRow(at: IndexPath(row: row, section: section))
        {
            // The controller on the navigation stack: this one, or the tab bar this one is a tab of.
            let onStack: ViewController = pushingNavigationController == nil ? (tabBarController ?? self) : self
            if let navigation = navigationController, navigation.topViewController !== onStack {
                onStack.focusToRestore = WeakWidgetReference(cell.widget)
            } else {
                focusRow(at: cell.indexPath)
            }
        }
        if let offset = coder.decodeInteger(forKey: "scrollOffset"), offset > 0 {
            pendingScrollOffset = Double(offset)
            applyPendingScrollOffset()
        }
    }

    /// Turns the editing mode on or off for every row, built now or later (see
    /// `TableViewController+EditingMode.swift`), and updates ``ViewController/editButtonItem``.
    /// `animated` is accepted for UIKit's signature.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        for cell in cells.joined() { updateEditingControls(of: cell) }
    }

    /// Loads the data source's sections and builds the first rows.
    open override func viewDidLoad() {
        super.viewDidLoad()
        reloadData()
    }

    /// Rebuilds every section and row from the data source. The rows built before go to the
    /// reuse pool; the window starts at the top (or at the focused row, kept by position).
    public func reloadData() {
        let positions = focusPositions() // kept by position through the rebuild
        for (section, view) in sectionViews.enumerated() {
            for cell in cells[section] { recycle(cell, from: view.list) }
            if let heading = view.heading { sectionsBox.remove(heading) }
            sectionsBox.remove(view.box)
        }
        sectionViews = []
        cells = []
        firstBuiltRow = []
        rowCounts = []
        guard let dataSource else { return updateEmptyState() }
        for section in 0..<dataSource.numberOfSections(in: self) {
            let heading = dataSource.tableView(self, titleForHeaderInSection: section).map(makeHeading)
            sectionViews.append(makeSection(labelledBy: heading))
            cells.append([])
            firstBuiltRow.append(0)
            rowCounts.append(dataSource.tableView(self, numberOfRowsInSection: section))
        }
        setWindow(0..<Swift.min(numberOfRows, initialWindowRows))
        if measuredRowHeight == nil, estimatedRowHeight == nil, !builtRows.isEmpty {
            let heights = cells.joined().map(measuredHeight(of:))
            measuredRowHeight = (heights.reduce(0, +) / Double(heights.count)).rounded()
            for section in cells.indices { updateSpaces(of: section) }
        }
        updateEmptyState()
        registerFirstRows() // before the first focus lands on one (GTK 4.8)
        restore(positions)
        scheduleWindowUpdate()
    }

    /// The cell at `indexPath`, building the rows around it first if they are not built (the view
    /// stays where it is); nil if there is no such row. For focusing a row the view has not
    /// reached, such as one just appended to a long list. (UIKit's closest is
    /// `scrollToRow(at:at:animated:)`.)
    @discardableResult
    public func loadCellForRow(at indexPath: IndexPath) -> TableViewCell? {
        guard rowCounts.indices.contains(indexPath.section), indexPath.row >= 0, indexPath.row < rowCounts[indexPath.section]
        else { return nil }
        if !cellExists(at: indexPath) {
            let layout = rowWindow
            let flat = layout.flat(indexPath)
            let value = verticalAdjustment.map { gtk_adjustment_get_value($0) } ?? 0
            let top = flatRow(atContentY: value)
            let changes = setWindow(layout.window(around: flat...flat, margin: windowMargin))
            if let top { scroll(to: value + shift(changes, above: top), changes: changes) }
        }
        return cellForRow(at: indexPath)
    }

    /// Focuses the row at `indexPath` and scrolls just enough to show it, building it first if it
    /// is not built. False when there is no such row or it cannot take the focus.
    @discardableResult
    public func focusRow(at indexPath: IndexPath) -> Bool {
        guard rowCounts.indices.contains(indexPath.section), indexPath.row >= 0, indexPath.row < rowCounts[indexPath.section]
        else { return false }
        return focusRow(flat: rowWindow.flat(indexPath))
    }

    /// Rebuilds only the given rows, keeping keyboard focus on a rebuilt row that had it.
    public func reloadRows(at indexPaths: [IndexPath]) {
        guard isViewLoaded else { return }
        for indexPath in indexPaths where cellExists(at: indexPath) {
            let index = indexPath.row - firstBuiltRow[indexPath.section]
            let old = cells[indexPath.section][index]
            let hadFocus = old.contains(old.focusInRoot)
            let list = sectionViews[indexPath.section].list
            let cell = makeCell(at: indexPath)
            insert(cell, into: list, at: index)
            cells[indexPath.section][index] = cell
            if hadFocus {
                TableViewCell.registerIfDescribed(cell.widget) // before its first focus (GTK 4.8)
                cell.grabFocus()
            }
            // A page pushed from this row (or from its tab bar controller) returns focus to its
            // replacement.
            moveSavedFocus(from: old, to: cell)
            recycle(old, from: list)
        }
    }

    /// The cell shown at `indexPath`, if that row exists and is built.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        cellExists(at: indexPath) ? cells[indexPath.section][indexPath.row - firstBuiltRow[indexPath.section]] : nil
    }

    /// The number of rows in all sections (built or not).
    public var numberOfRows: Int { rowCounts.reduce(0, +) }

    func cellExists(at indexPath: IndexPath) -> Bool {
        cells.indices.contains(indexPath.section)
            && cells[indexPath.section].indices.contains(indexPath.row - firstBuiltRow[indexPath.section])
    }

    func makeCell(at indexPath: IndexPath) -> TableViewCell {
        let cell = dataSource!.tableView(self, cellForRowAt: indexPath)
        cell.indexPath = indexPath
        cell.accessoryTapped = { [weak self] cell in
            guard let self else { return }
            self.delegate?.tableView(self, accessoryButtonTappedForRowWith: cell.indexPath)
        }
        if isEditing || cell.editingControls != nil { updateEditingControls(of: cell) } // a reused cell may have some
        return cell
    }

    func updateEmptyState() {
        let empty = numberOfRows == 0 && emptyStateView != nil
        scroller.isVisible = !empty
        emptyStateView?.isVisible = empty
    }

    private func makeHeading(_ title: String) -> Label {
        let label = Label(title)
        label.xAlign = 0
        label.addCSSClass("heading")
        sectionsBox.append(label)
        return label
    }

    /// A section's widgets (after its heading, if any): spaces for its unbuilt rows around the list.
    private func makeSection(labelledBy heading: Label?) -> TableSectionView {
        let list = ListBox()
        if let heading {
            gtkkit_accessible_set_relation(list.raw, GTK_ACCESSIBLE_RELATION_LABELLED_BY, heading.raw)
        } else {
            // Named after the screen, so a screen reader says "Tasks list", not "GtkListBox".
            list.accessibleLabel = title ?? ""
        }
        list.onRowActivated { [weak self] row in self?.rowActivated(row) }
        installEditingControls(on: list)
        installSectionKeynav(on: list)
        installWindowKeys(on: list)
        installDragReordering(on: list)
        let view = TableSectionView(
            heading: heading, list: list, box: Box(.vertical), spaceAbove: Box(.vertical), spaceBelow: Box(.vertical))
        for space in [view.spaceAbove, view.spaceBelow] { space.isHiddenFromAccessibility = true }
        view.box.append(view.spaceAbove)
        view.box.append(list)
        view.box.append(view.spaceBelow)
        sectionsBox.append(view.box)
        return view
    }

    private func rowActivated(_ row: UnsafeMutableRawPointer?) {
        guard let cell = Object.wrapper(of: row) as? TableViewCell else { return }
        delegate?.tableView(self, didSelectRowAt: cell.indexPath)
    }
}

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
/// GtkListBox builds a widget per row (≈1 s for 10,000) and lays out every row it holds, so rows
/// are built on demand: the first 60 before the first frame, then 100 at a time, in idle time, whenever the view scrolls within a few screens of the
/// last built row (or the keyboard moves past it, or End is pressed). A list of 100,000 rows costs
/// what the user has scrolled through, not a core for minutes. Rows are built in order, section by
/// section, so the table never shows a gap. Unlike UIKit, cells are not recycled.
@MainActor
open class TableViewController: ViewController {
    /// Supplies sections and cells (weak).
    public weak var dataSource: TableViewDataSource?
    /// Hears row activation, accessory clicks and deletion (weak).
    public weak var delegate: TableViewDelegate?

    /// Rows built before the first frame (in all sections together). Package access, like the
    /// other lazy-building knobs and counts below: tests and benchmarks tune them, apps do not.
    package var eagerRowCount = 60
    /// Rows built per step as the view nears the last built row.
    package var idleBatchSize = 100

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

    /// The cells built so far, by section then row.
    package internal(set) var cells: [[TableViewCell]] = []
    /// The number of rows in each section, built or not.
    package internal(set) var rowCounts: [Int] = []

    let container = Box(.vertical)
    let sectionsBox = Box(.vertical, spacing: 18)
    var sectionViews: [(heading: Label?, list: ListBox)] = []
    let scroller = ScrolledWindow()
    var idleBuilder: MainLoop.Timer?
    /// The scroller's vertical adjustment, watched to build rows as the view nears the end.
    var scrollWatcher: Object?
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

    /// Focuses the saved row (building the rows up to it) — or, when another screen is above this
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
                _ = cell.grabFocus()
            }
        }
        if let offset = coder.decodeInteger(forKey: "scrollOffset"), offset > 0 { pendingScrollOffset = Double(offset) }
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

    /// Rebuilds every section and row from the data source.
    public func reloadData() {
        let positions = focusPositions() // kept by position through the rebuild
        idleBuilder?.cancel()
        for section in sectionViews {
            if let heading = section.heading { sectionsBox.remove(heading) }
            sectionsBox.remove(section.list)
        }
        sectionViews = []
        cells = []
        rowCounts = []
        guard let dataSource else { return updateEmptyState() }
        for section in 0..<dataSource.numberOfSections(in: self) {
            let heading = dataSource.tableView(self, titleForHeaderInSection: section).map(makeHeading)
            let list = makeList(labelledBy: heading)
            sectionViews.append((heading, list))
            cells.append([])
            rowCounts.append(dataSource.tableView(self, numberOfRowsInSection: section))
        }
        buildRows(count: eagerRowCount)
        updateEmptyState()
        buildMoreIfNearEnd()
        registerFirstRows() // before the first focus lands on one (GTK 4.8)
        restore(positions)
    }

    /// Whether some rows have not been built yet (they are built as the view nears them).
    package var hasUnbuiltRows: Bool { cells.indices.contains { cells[$0].count < rowCounts[$0] } }

    /// Builds every remaining row now (a test that needs them all; End builds them too).
    package func finishBuildingRows() {
        idleBuilder?.cancel()
        buildRows(count: Int.max)
    }

    /// The cell at `indexPath`, building it (and every row before it) first if it has not been
    /// built yet; nil if there is no such row. For focusing a row the view has not reached, such
    /// as one just appended to a long list. (UIKit's closest is `scrollToRow(at:at:animated:)`.)
    @discardableResult
    public func loadCellForRow(at indexPath: IndexPath) -> TableViewCell? {
        guard rowCounts.indices.contains(indexPath.section), indexPath.row < rowCounts[indexPath.section] else { return nil }
        while !cellExists(at: indexPath) {
            let built = cells.joined().count
            buildRows(count: Swift.max(idleBatchSize, 1))
            if cells.joined().count == built { return nil }
        }
        return cells[indexPath.section][indexPath.row]
    }

    /// Rebuilds only the given rows, keeping keyboard focus on a rebuilt row that had it.
    public func reloadRows(at indexPaths: [IndexPath]) {
        guard isViewLoaded else { return }
        for indexPath in indexPaths where cellExists(at: indexPath) {
            let old = cells[indexPath.section][indexPath.row]
            let hadFocus = old.contains(old.focusInRoot)
            let list = sectionViews[indexPath.section].list
            let cell = makeCell(at: indexPath)
            insert(cell, into: list, at: indexPath.row)
            list.remove(old)
            cells[indexPath.section][indexPath.row] = cell
            if hadFocus {
                TableViewCell.registerIfDescribed(cell.widget) // before its first focus (GTK 4.8)
                cell.grabFocus()
            }
            // A page pushed from this row (or from its tab bar controller) returns focus to its
            // replacement.
            moveSavedFocus(from: old, to: cell)
        }
    }

    /// The cell shown at `indexPath`, if that row exists and is built.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        cellExists(at: indexPath) ? cells[indexPath.section][indexPath.row] : nil
    }

    /// The number of rows in all sections (built or not).
    public var numberOfRows: Int { rowCounts.reduce(0, +) }

    func cellExists(at indexPath: IndexPath) -> Bool {
        cells.indices.contains(indexPath.section) && cells[indexPath.section].indices.contains(indexPath.row)
    }

    func makeCell(at indexPath: IndexPath) -> TableViewCell {
        let cell = dataSource!.tableView(self, cellForRowAt: indexPath)
        cell.indexPath = indexPath
        cell.accessoryTapped = { [weak self] cell in
            guard let self else { return }
            self.delegate?.tableView(self, accessoryButtonTappedForRowWith: cell.indexPath)
        }
        if isEditing { updateEditingControls(of: cell) }
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

    private func makeList(labelledBy heading: Label?) -> ListBox {
        let list = ListBox()
        if let heading {
            segue_accessible_set_relation(list.raw, GTK_ACCESSIBLE_RELATION_LABELLED_BY, heading.raw)
        } else {
            // Named after the screen, so a screen reader says "Tasks list", not "GtkListBox".
            list.accessibleLabel = title ?? ""
        }
        list.onRowActivated { [weak self] row in self?.rowActivated(row) }
        installEditingControls(on: list)
        installSectionKeynav(on: list)
        buildAllRowsOnEnd(of: list)
        installDragReordering(on: list)
        sectionsBox.append(list)
        return list
    }

    private func rowActivated(_ row: UnsafeMutableRawPointer?) {
        guard let cell = Object.wrapper(of: row) as? TableViewCell else { return }
        delegate?.tableView(self, didSelectRowAt: cell.indexPath)
    }
}

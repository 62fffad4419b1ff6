internal import CGtk
import FoundationEssentials

/// The machinery behind a ``TableView``: its sections' widgets, the window of built rows and the
/// space standing for the rest, row geometry, the reuse pool, focus keeping and scroll following
/// (one concern per `TableViewCore+…` file). ``TableView`` keeps it private, so the table's state
/// can be changed only through UIKit's methods on ``TableView``.
@MainActor
final class TableViewCore {
    /// The table this is the machinery of: the widget holding the sections' scroller, and what
    /// the data source and delegate are handed.
    unowned let table: TableView

    // The table's settings are the table's own (TableView keeps them); the machinery reads them.
    var dataSource: TableViewDataSource? { table.dataSource }
    var delegate: TableViewDelegate? { table.delegate }
    /// The controller showing the table, if any: its title names the lists, and it (and the tab
    /// bar controllers it is in) can keep a row to return the focus to.
    var viewController: ViewController? { table.viewController }
    /// Names the lists of sections without a heading (else the controller's title).
    var listLabel: String? { table.accessibleListLabel }
    /// Rows built before the first layout, when the table does not know its height yet.
    var initialWindowRows: Int { table.initialWindowRows }
    /// The fewest rows built beyond the visible ones on each side.
    var minimumWindowMargin: Int { table.minimumWindowMargin }
    /// How far (in rows) the view may scroll from the focused row before the focus moves into
    /// view: the focused row stays built up to here.
    var maximumFocusDistance: Int { table.maximumFocusDistance }
    var estimatedRowHeight: Double? { table.estimatedRowHeight }
    /// Every row's height (UIKit's `rowHeight`), or -1 (`automaticDimension`): its content's.
    var fixedRowHeight: Double { table.rowHeight }
    var allowsDeletion: Bool { table.allowsDeletion }
    var allowsReordering: Bool { table.allowsReordering }
    var followsReadableWidth: Bool { table.cellLayoutMarginsFollowReadableWidth }

    /// The open batches (`performBatchUpdates`, `beginUpdates`) and what they recorded, applied
    /// at the outermost one's end; changed through its own methods (`ListBatches`).
    var batches = ListBatches()
    /// The selected rows, whether they are drawn, and what may be selected; changed through its
    /// own methods (`TableSelection`), drawn by `TableViewCore+Selection.swift`.
    var selection = TableSelection()
    /// Whether the editing mode is on (the table's ``TableView/isEditing``).
    var isEditing: Bool { table.isEditing }
    var emptyStateView: View?

    /// Set until the data source is first asked for rows: when the table is first shown, or when
    /// something asks about its rows, whichever comes first (UIKit asks at the first layout).
    var needsReload = true
    /// Each section's rows and the run of them built now (their cells); changed through its own
    /// methods (`BuiltRows`).
    var rows = BuiltRows<TableViewCell>()

    let sectionsBox = Box(.vertical, spacing: 18)
    var sectionViews: [TableSectionView] = []
    let scroller = ScrolledWindow()
    /// What the table knows of the last layout and has put off until the next frame; changed
    /// through its own methods (`FrameFollowing`).
    var following = FrameFollowing()
    /// The scroller's watch, the table's own repositioning and a scroll waiting for a layout
    /// (`ListScrolling`, as a collection's).
    let scrolling = ListScrolling<TableView.ScrollPosition>()
    /// The mean height of the first rows built (when no ``estimatedRowHeight`` is set).
    var measuredRowHeight: Double?
    /// The registered cell classes and the cells kept for reuse.
    let cellRegistry = CellRegistry<TableViewCell>(limit: 64)
    lazy var contextMenu = ContextMenuPopover(accessibilityLabel: gettextString("Row Menu"))
    /// Above the first section and below the last, scrolling with the rows (UIKit's
    /// `tableHeaderView` and `tableFooterView`).
    var tableHeaderView: View? { table.tableHeaderView }
    var tableFooterView: View? { table.tableFooterView }
    /// Deleted rows that had the focus, hidden in their lists a moment; changed through its own
    /// methods (`RetiringRows`).
    var retiringRows = RetiringRows()

    /// The machinery of `table`, whose widget is a vertical box: the scroller goes in it now, the
    /// empty-state view after it when one is set.
    init(table: TableView) {
        self.table = table
        sectionsBox.setMargins(18)
        sectionsBox.verticalAlignment = .start
        scroller.setChild(sectionsBox)
        gtk_box_append(table.pointer(), scroller.widget)
        watchScrolling()
    }

    /// Shows `view` instead of the sections when there are no rows, in place of `old`.
    func setEmptyStateView(_ view: View?) {
        if let old = emptyStateView { gtk_box_remove(table.pointer(), old.widget) }
        emptyStateView = view
        if let view { gtk_box_append(table.pointer(), view.widget) }
        updateEmptyState()
    }

    /// The table is shown: its margins for the window's width, and its rows if not asked yet.
    func tableMapped() {
        followReadableWidthOfWindow()
        reloadIfNeeded()
    }

    /// Asks the data source for its rows if it has not been asked yet.
    func reloadIfNeeded() {
        if needsReload { reloadData() }
    }

    /// Rebuilds every section and row from the data source. The rows built before go to the
    /// reuse pool; the window starts at the top (or at the focused row, kept by position).
    func reloadData() {
        if batches.record({ $0.reloadsAll = true }) { return } // at the batch's end
        needsReload = false
        setSelection([], shown: false) // as in UIKit
        let positions = focusPositions() // kept by position through the rebuild
        for (section, view) in sectionViews.enumerated() {
            for cell in rows.cells(in: section) { recycle(cell, from: view.list) }
            if let heading = view.heading ?? view.headerView { sectionsBox.remove(heading) }
            if let footer = view.footer ?? view.footerView { view.box.remove(footer) }
            sectionsBox.remove(view.box)
        }
        sectionViews = []
        rows = BuiltRows()
        guard let dataSource else { return updateEmptyState() }
        var counts: [Int] = []
        for section in 0..<dataSource.numberOfSections(in: table) {
            sectionViews.append(makeSectionView(section, from: dataSource))
            counts.append(dataSource.tableView(table, numberOfRowsInSection: section))
        }
        rows = BuiltRows(counts: counts)
        setWindow(0..<Swift.min(numberOfRows, reloadWindowRows))
        if measuredRowHeight == nil, estimatedRowHeight == nil, !builtRows.isEmpty {
            let heights = rows.allCells.map(measuredHeight(of:))
            measuredRowHeight = (heights.reduce(0, +) / Double(heights.count)).rounded()
            for section in rows.sectionIndices { updateSpaces(of: section) }
        }
        updateEmptyState()
        registerFirstRows() // before the first focus lands on one (GTK 4.8)
        restore(positions)
        scheduleWindowUpdate()
    }

    /// See ``TableView/loadCellForRow(at:)``.
    func loadCellForRow(at indexPath: IndexPath) -> TableViewCell? {
        guard rows.sectionIndices.contains(indexPath.section), indexPath.row >= 0, indexPath.row < rows.count(of: indexPath.section)
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

    /// See ``TableView/focusRow(at:)``.
    @discardableResult
    func focusRow(at indexPath: IndexPath) -> Bool {
        guard rows.sectionIndices.contains(indexPath.section), indexPath.row >= 0, indexPath.row < rows.count(of: indexPath.section)
        else { return false }
        return focusRow(flat: rowWindow.flat(indexPath))
    }

    /// See ``TableView/reloadRows(at:)``.
    func reloadRows(at indexPaths: [IndexPath]) {
        if batches.record({ $0.reloads += indexPaths }) { return }
        guard !needsReload else { return }
        for indexPath in indexPaths where cellExists(at: indexPath) {
            let index = indexPath.row - rows.firstBuilt(in: indexPath.section)
            let old = rows.cells(in: indexPath.section)[index]
            let hadFocus = old.contains(old.focusInRoot)
            let list = sectionViews[indexPath.section].list
            let cell = makeCell(at: indexPath)
            insert(cell, into: list, at: index)
            rows.replaceBuilt(at: index, in: indexPath.section, with: cell)
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
    func cellForRow(at indexPath: IndexPath) -> TableViewCell? { rows.cell(at: indexPath) }

    /// The number of rows in all sections (built or not).
    var numberOfRows: Int { rows.totalRows }

    func cellExists(at indexPath: IndexPath) -> Bool { rows.builtIndex(of: indexPath) != nil }

    func makeCell(at indexPath: IndexPath) -> TableViewCell {
        let cell = dataSource!.tableView(table, cellForRowAt: indexPath)
        cell.indexPath = indexPath
        cell.accessoryTapped = { [weak self] cell in
            guard let self else { return }
            self.delegate?.tableView(self.table, accessoryButtonTappedForRowWith: cell.indexPath)
        }
        if isEditing || cell.editingControls != nil { updateEditingControls(of: cell) } // a reused cell may have some
        drawSelection(of: cell, at: indexPath)
        cell.nameFromLabelsIfUnnamed()
        let height = delegate?.tableView(table, heightForRowAt: indexPath) ?? fixedRowHeight
        gtk_widget_set_size_request(cell.widget, -1, height >= 0 ? Int32(height.rounded()) : -1) // a reused cell may have one
        return cell
    }

    func updateEmptyState() {
        let empty = numberOfRows == 0 && emptyStateView != nil
        scroller.isVisible = !empty
        emptyStateView?.isVisible = empty
    }

    func makeHeading(_ title: String) -> Label {
        let label = Label(title)
        label.xAlign = 0
        label.addCSSClass("heading")
        appendToSections(label)
        return label
    }

    /// A section's widgets (after its heading, if any): spaces for its unbuilt rows around the list.
    func makeSection(labelledBy heading: Label?) -> TableSectionView {
        let list = ListBox()
        if let heading {
            gtkkit_accessible_set_relation(list.raw, GTK_ACCESSIBLE_RELATION_LABELLED_BY, heading.raw)
        } else {
            // Named after the screen, so a screen reader says "Tasks list", not "GtkListBox".
            list.accessibilityLabel = listLabel ?? viewController?.title ?? ""
        }
        list.onRowActivated { [weak self] row in self?.rowActivated(row) }
        installEditingControls(on: list)
        installSectionKeynav(on: list)
        installWindowKeys(on: list)
        installSelectionControls(on: list)
        installSidebarSpace(on: list)
        installDragReordering(on: list)
        let view = TableSectionView(
            heading: heading, list: list, box: Box(.vertical), spaceAbove: Box(.vertical), spaceBelow: Box(.vertical))
        for space in [view.spaceAbove, view.spaceBelow] { space.isHiddenFromAccessibility = true }
        view.box.append(view.spaceAbove)
        view.box.append(list)
        view.box.append(view.spaceBelow)
        appendToSections(view.box)
        return view
    }

    func rowActivated(_ row: UnsafeMutableRawPointer?) {
        guard selection.allowsSelection, let cell = Object.wrapper(of: row) as? TableViewCell else { return }
        setSelection([cell.indexPath], shown: false)
        selection.setAnchor(cell.indexPath)
        delegate?.tableView(table, didSelectRowAt: cell.indexPath)
        // A storyboard prototype's segue, as UIKit performs it when its row is chosen.
        cell.performSelectionSegue(tableController: table.viewController)
    }
}

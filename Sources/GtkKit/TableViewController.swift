import CGtk
import FoundationEssentials

/// A scrolling table of sections of rows, after UIKit's `UITableViewController`.
///
/// Each section is a boxed `GtkListBox` under an optional heading (GNOME's grouped-list pattern);
/// arrow keys move between rows and on into the next section. The ``dataSource`` supplies cells
/// and the ``delegate`` hears about activation, accessory clicks and deletion. A subclass that
/// serves itself says so in its initialiser (`dataSource = self`), as UIKit code sets
/// `tableView.dataSource`.
///
/// GtkListBox builds a widget per row (≈1 s for 10,000), so only the first ``eagerRowCount`` rows
/// of a section are built before the first frame; the rest are built in idle time, in batches.
/// Unlike UIKit, cells are not recycled.
@MainActor
open class TableViewController: ViewController {
    /// Supplies sections and cells (weak).
    public weak var dataSource: TableViewDataSource?
    /// Hears row activation, accessory clicks and deletion (weak).
    public weak var delegate: TableViewDelegate?

    /// Rows built before the first frame, per section; the rest follow in idle time.
    public var eagerRowCount = 60
    /// Rows built per idle step.
    public var idleBatchSize = 300

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
    /// ``TableViewDataSource/table(_:moveRowAt:to:)``).
    public var allowsReordering = false

    /// The cells built so far, by section then row.
    public internal(set) var cells: [[TableViewCell]] = []
    /// The number of rows in each section, built or not.
    public internal(set) var rowCounts: [Int] = []

    let container = Box(.vertical)
    let sectionsBox = Box(.vertical, spacing: 18)
    var sectionViews: [(heading: Label?, list: ListBox)] = []
    let scroller = ScrolledWindow()
    private var idleBuilder: MainLoop.Timer?
    var contextMenu: TableContextMenu?
    var cellActionGroup: Object?
    var cellActions: [String: Action] = [:]

    open override func loadView() {
        sectionsBox.setMargins(18)
        sectionsBox.verticalAlignment = .start
        scroller.setChild(sectionsBox)
        container.prepend(scroller) // the empty state, if any, was appended when it was set
        view = container
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        reloadData()
    }

    /// Rebuilds every section and row from the data source.
    public func reloadData() {
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
            let heading = dataSource.table(self, titleForHeaderInSection: section).map(makeHeading)
            let list = makeList(labelledBy: heading)
            sectionViews.append((heading, list))
            cells.append([])
            rowCounts.append(dataSource.table(self, numberOfRowsInSection: section))
            buildRows(section: section, upTo: eagerRowCount)
        }
        updateEmptyState()
        if hasUnbuiltRows {
            idleBuilder = MainLoop.whileIdle { [weak self] in self?.buildNextBatch() ?? false }
        }
    }

    /// Whether some rows are still waiting to be built in idle time.
    public var hasUnbuiltRows: Bool { cells.indices.contains { cells[$0].count < rowCounts[$0] } }

    /// Builds every remaining row now (before edits, which need every row in place).
    public func finishBuildingRows() {
        idleBuilder?.cancel()
        for section in cells.indices { buildRows(section: section, upTo: rowCounts[section]) }
    }

    /// Rebuilds only the given rows, keeping keyboard focus on a rebuilt row that had it.
    public func reloadRows(at indexPaths: [IndexPath]) {
        guard isViewLoaded else { return }
        for indexPath in indexPaths where cellExists(at: indexPath) {
            let old = cells[indexPath.section][indexPath.row]
            let hadFocus = old.contains(old.focusInRoot)
            let list = sectionViews[indexPath.section].list
            let cell = makeCell(at: indexPath)
            list.remove(old)
            list.insert(cell, at: indexPath.row)
            cells[indexPath.section][indexPath.row] = cell
            if hadFocus { cell.grabFocus() }
            // A page pushed from this row returns focus to its replacement.
            if let saved = focusToRestore, saved.withWidget(old.contains) == true {
                focusToRestore = WeakWidgetReference(cell.widget)
            }
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
        let cell = dataSource!.table(self, cellForRowAt: indexPath)
        cell.indexPath = indexPath
        cell.accessoryTapped = { [weak self] cell in
            guard let self else { return }
            self.delegate?.table(self, accessoryButtonTappedForRowWith: cell.indexPath)
        }
        return cell
    }

    func updateEmptyState() {
        let empty = numberOfRows == 0 && emptyStateView != nil
        scroller.isVisible = !empty
        emptyStateView?.isVisible = empty
    }

    private func buildRows(section: Int, upTo limit: Int) {
        let list = sectionViews[section].list
        while cells[section].count < min(limit, rowCounts[section]) {
            let cell = makeCell(at: IndexPath(row: cells[section].count, section: section))
            list.append(cell)
            cells[section].append(cell)
        }
    }

    private func buildNextBatch() -> Bool {
        guard let section = cells.indices.first(where: { cells[$0].count < rowCounts[$0] }) else { return false }
        buildRows(section: section, upTo: cells[section].count + idleBatchSize)
        return hasUnbuiltRows
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
        installDragReordering(on: list)
        sectionsBox.append(list)
        return list
    }

    private func rowActivated(_ row: UnsafeMutableRawPointer?) {
        guard let cell = Object.wrapper(of: row) as? TableViewCell else { return }
        delegate?.table(self, didSelectRowAt: cell.indexPath)
    }
}

import FoundationEssentials
import CGtk

/// A scrolling table of sections of rows, after UIKit's `UITableViewController`.
///
/// Each section is a boxed `GtkListBox` under an optional heading (GNOME's grouped-list pattern);
/// arrow keys move between rows and on into the next section. The ``dataSource`` supplies cells
/// and the ``delegate`` hears about activation and accessory clicks. A subclass that serves itself
/// says so in its initialiser (`dataSource = self`), as UIKit code sets `tableView.dataSource`.
@MainActor
open class TableViewController: ViewController {
    /// Supplies sections and cells (weak).
    public weak var dataSource: TableViewDataSource?
    /// Hears row activation and accessory clicks (weak).
    public weak var delegate: TableViewDelegate?

    /// The cells currently shown, by section then row.
    public private(set) var cells: [[TableViewCell]] = []

    private let sectionsBox = Box(.vertical, spacing: 18)
    private var sectionViews: [(heading: Label?, list: ListBox)] = []
    private let scroller = ScrolledWindow()

    open override func loadView() {
        sectionsBox.setMargins(18)
        sectionsBox.verticalAlignment = GTK_ALIGN_START
        scroller.setChild(sectionsBox)
        view = scroller
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        reloadData()
    }

    /// Rebuilds every section and row from the data source.
    public func reloadData() {
        sectionViews.forEach { section in
            if let heading = section.heading { sectionsBox.remove(heading) }
            sectionsBox.remove(section.list)
        }
        sectionViews = []
        cells = []
        guard let dataSource else { return }
        for section in 0..<dataSource.numberOfSections(in: self) {
            var heading: Label?
            if let title = dataSource.table(self, titleForHeaderInSection: section) {
                let label = Label(title)
                label.xAlign = 0
                label.addCSSClass("heading")
                sectionsBox.append(label)
                heading = label
            }
            let list = ListBox()
            if let heading { segue_accessible_set_relation(list.raw, GTK_ACCESSIBLE_RELATION_LABELLED_BY, heading.raw) }
            list.onRowActivated { [weak self] row in self?.rowActivated(row) }
            sectionsBox.append(list)
            sectionViews.append((heading, list))
            var sectionCells: [TableViewCell] = []
            for row in 0..<dataSource.table(self, numberOfRowsInSection: section) {
                let cell = makeCell(at: IndexPath(row: row, section: section))
                list.append(cell)
                sectionCells.append(cell)
            }
            cells.append(sectionCells)
        }
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
        }
    }

    /// The cell shown at `indexPath`, if that row exists.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        cellExists(at: indexPath) ? cells[indexPath.section][indexPath.row] : nil
    }

    /// The number of rows shown in all sections.
    public var numberOfRows: Int { cells.reduce(0) { $0 + $1.count } }

    private func cellExists(at indexPath: IndexPath) -> Bool {
        cells.indices.contains(indexPath.section) && cells[indexPath.section].indices.contains(indexPath.row)
    }

    private func makeCell(at indexPath: IndexPath) -> TableViewCell {
        let cell = dataSource!.table(self, cellForRowAt: indexPath)
        cell.indexPath = indexPath
        cell.accessoryTapped = { [weak self] cell in
            guard let self else { return }
            self.delegate?.table(self, accessoryButtonTappedForRowWith: cell.indexPath)
        }
        return cell
    }

    private func rowActivated(_ row: UnsafeMutableRawPointer?) {
        guard let cell = Object.wrapper(of: row) as? TableViewCell else { return }
        delegate?.table(self, didSelectRowAt: cell.indexPath)
    }
}

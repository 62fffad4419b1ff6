internal import CGtk
import FoundationEssentials

/// A scrolling table of sections of rows, after UIKit's `UITableView`.
///
/// Each section is a boxed `GtkListBox` under an optional heading (GNOME's grouped-list pattern);
/// arrow keys move between rows and on into the next section. The ``dataSource`` supplies
/// sections and cells and the ``delegate`` hears about activation, accessory clicks and
/// deletion; both are handed the table as their first argument, as in UIKit. A
/// ``TableViewController`` makes one as its ``TableViewController/tableView`` and serves it
/// itself; a table can also go into any view (`box.append(table)`) with another data source.
///
/// As in UIKit, the table asks its data source for rows when it is first shown (or first asked
/// about its rows), not when it is made: a controller may fill its data after
/// `super.viewDidLoad()`. Afterwards the data source is asked again only on ``reloadData()`` and
/// for the rows named in ``insertRows(at:)``, ``reloadRows(at:)`` and ``moveRow(at:to:)``.
///
/// Only the rows in and near the view are built, as UIKit's table view does: the rest are stood
/// in for by empty space of the estimated row height (``estimatedRowHeight``), so the scrollbar
/// spans the whole list and a list of a million rows opens, scrolls and jumps to its end as fast
/// as one of ten. Rows that scroll out are reused when the data source dequeues cells
/// (``dequeueReusableCell(withIdentifier:for:)``). The keyboard reaches every row: arrows, Page
/// Up and Down, Home and End build the rows they land on.
///
/// ## Why GtkListBox, windowed, rather than GtkListView
///
/// GTK's own recycling list, `GtkListView`, builds only the visible rows too, and is as fast for
/// what it builds: windowed, this table opens about as fast as a C `GtkListView`, where a
/// `GtkListBox` with every row built takes several times as long (docs/performance.md, "Lists at any size").
/// Speed does not decide, then; GTK 4.8 (the oldest GTK GtkKit supports) does: its `GtkListView` has no section
/// headers (`GtkListHeader` is 4.12), cannot scroll a row into view (`gtk_list_view_scroll_to` is
/// 4.12), and recycles the row widgets a cell's controls and a screen reader's place live in.
/// `GtkListBox` gives each built row a real widget, focus and accessible; windowing removes the
/// cost of building all of them.
///
/// Differences from UIKit: a table can refuse a move (``TableViewDataSource``), rows can be
/// deleted with the Delete key (``allowsDeletion``), and the empty-state view
/// (``emptyStateView``) shows only while the table has no rows, as GNOME's status pages do,
/// where UIKit's `backgroundView` is always behind the rows.
@MainActor
public final class TableView: View {
    lazy var core = TableViewCore(table: self)

    /// No size of its own along either axis (UIKit's scroll views have none): among
    /// constraints, they size it, and it scrolls what does not fit; it never hugs its content.
    public override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init()
    }

    /// An empty table. Set its ``dataSource`` (and ``delegate``) before it is shown.
    public init() {
        View.adopt(untyped(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)), ownership: .full)
        super.init(frame: .zero)
        _ = core // the sections' scroller goes into the box now
        _ = connect("map") { [weak self] () -> Void in self?.core.tableMapped() }
    }

    /// Supplies sections and cells (weak).
    public weak var dataSource: TableViewDataSource?

    /// Hears row activation, accessory clicks and deletion (weak).
    public weak var delegate: TableViewDelegate?

    /// The height unbuilt rows are estimated at, in pixels, or nil (the default) for the mean
    /// height of the first rows built, as UIKit's `automaticDimension`. Rows keep their own
    /// heights once built; the estimate only sizes the space standing for the others, so a good
    /// one keeps the scrollbar steady.
    public var estimatedRowHeight: Double?

    /// The ``rowHeight`` (and ``TableViewDelegate/tableView(_:heightForRowAt:)``) that sizes a
    /// row by its content (UIKit's `UITableView.automaticDimension`).
    public static let automaticDimension: Double = -1

    /// Every row's height in pixels, unless the delegate's `heightForRowAt` says otherwise;
    /// ``automaticDimension`` (the default) sizes each row by its content (UIKit's `rowHeight`).
    /// A row is never shorter than its content: GTK grows it where UIKit would clip. Set before
    /// the rows are built, or reload them.
    public var rowHeight = TableView.automaticDimension {
        didSet { if rowHeight < 0, rowHeight != Self.automaticDimension { rowHeight = Self.automaticDimension } }
    }

    /// Shown instead of the sections while the table has no rows (GNOME's status page; UIKit's
    /// `backgroundView` is behind the rows always).
    public var emptyStateView: View? {
        get { core.emptyStateView }
        set { core.setEmptyStateView(newValue) }
    }

    /// The control that refreshes the list (UIKit's `refreshControl`): F5, Ctrl+R or a pull past
    /// the top sends its action, and its spinner shows above the rows while it refreshes. Nil
    /// (the default) for none.
    public var refreshControl: RefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            detachRefreshControl?()
            detachRefreshControl = refreshControl?.attach(to: self, scroller: core.scroller)
        }
    }
    /// Takes the refresh control's spinner and keys away again.
    private var detachRefreshControl: (() -> Void)?

    /// What screen readers call the list of a section without a heading ("Tasks list"); nil
    /// (the default) for the title of the view controller showing the table. Read when the
    /// sections are built.
    public var accessibleListLabel: String?

    /// The widest the sections grow, in pixels, when ``cellLayoutMarginsFollowReadableWidth`` is
    /// on: GNOME's boxed-list width (libadwaita's clamp, 600).
    public static let readableContentWidth = 600

    /// Whether the sections keep to ``readableContentWidth``, centred, on a wider window (the
    /// default, as GNOME's lists do; UIKit's default is off since iOS 12). Off: they fill it.
    public var cellLayoutMarginsFollowReadableWidth = true {
        didSet { core.followReadableWidthOfWindow() }
    }

    /// Whether rows can be deleted with the Delete key and their context menu.
    public var allowsDeletion = false

    /// Whether rows can be moved within their section: dragged with the mouse, or the focused
    /// row moved up and down with Alt+Up and Alt+Down (the data source decides, in
    /// ``TableViewDataSource/tableView(_:moveRowAt:to:)``).
    public var allowsReordering = false

    /// Whether the editing mode is on: each row shows a Delete button (with ``allowsDeletion``)
    /// and Move Up / Move Down buttons (with ``allowsReordering``).
    public var isEditing = false {
        didSet { core.editingDidChange() }
    }

    /// Turns the editing mode on or off for every row, built now or later. `animated` is
    /// accepted for UIKit's signature.
    public func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// A view above the first section that scrolls with the rows (UIKit's `tableHeaderView`):
    /// a summary, a search field or a banner. It is laid out at its own height, full width.
    /// Keyboard users reach it with Tab before the rows.
    public var tableHeaderView: View? {
        didSet { core.replaceTableHeaderView(oldValue, with: tableHeaderView) }
    }

    /// A view below the last section that scrolls with the rows (UIKit's `tableFooterView`). UIKit
    /// apps set an empty one to hide the separators of empty rows; GTK draws no empty rows, so
    /// that needs nothing here.
    public var tableFooterView: View? {
        didSet { core.replaceTableFooterView(oldValue, with: tableFooterView) }
    }

    // MARK: Rows

    /// Asks the data source for every section and row again. The rows built before go to the
    /// reuse pool; the window starts at the top, and the keyboard focus (and the row a page
    /// above returns it to) stays at the same position.
    public func reloadData() { core.reloadData() }

    /// Builds the rows the data source now reports at the given index paths. A row inside the
    /// window of built rows (or just after it, or into an empty table) gets its cell now; one
    /// outside it only changes the count, and is built when the view reaches it.
    public func insertRows(at indexPaths: [IndexPath]) { core.insertRows(at: indexPaths) }

    /// Removes rows the data source no longer reports. Focus moves to the row that takes the
    /// deleted row's place (or the one before it), so keyboard users keep their position.
    public func deleteRows(at indexPaths: [IndexPath]) { core.deleteRows(at: indexPaths) }

    /// Moves a row within its section: call it after the data has moved. Rows between the two
    /// places shift by one; keyboard focus follows the moved row.
    ///
    /// Unlike UIKit, the moved row is a new cell from the data source, not the same one: a GTK 4.8
    /// row taken out of its list and put back stays out of the accessibility tree, so a screen
    /// reader lost it.
    public func moveRow(at source: IndexPath, to destination: IndexPath) { core.moveRow(at: source, to: destination) }

    /// Rebuilds only the given rows, keeping keyboard focus on a rebuilt row that had it.
    public func reloadRows(at indexPaths: [IndexPath]) { core.reloadRows(at: indexPaths) }

    /// The number of sections.
    public var numberOfSections: Int {
        core.reloadIfNeeded()
        return core.rows.sectionCount
    }

    /// The number of rows in `section` (built or not); 0 if there is no such section.
    public func numberOfRows(inSection section: Int) -> Int {
        core.reloadIfNeeded()
        return core.rows.sectionIndices.contains(section) ? core.rows.count(of: section) : 0
    }

    /// The number of rows in all sections (built or not).
    public var numberOfRows: Int {
        core.reloadIfNeeded()
        return core.numberOfRows
    }

    /// The cell shown at `indexPath`, if that row exists and is built.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        core.reloadIfNeeded()
        return core.cellForRow(at: indexPath)
    }

    /// Where `cell` is shown, or nil if it is not a built row of this table.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        core.rows.allCells.contains { $0 === cell } ? cell.indexPath : nil
    }

    /// The cell at `indexPath`, building the rows around it first if they are not built (the view
    /// stays where it is); nil if there is no such row. For focusing a row the view has not
    /// reached, such as one just appended to a long list. (UIKit's closest is
    /// `scrollToRow(at:at:animated:)`.)
    @discardableResult
    public func loadCellForRow(at indexPath: IndexPath) -> TableViewCell? {
        core.reloadIfNeeded()
        return core.loadCellForRow(at: indexPath)
    }

    /// Focuses the row at `indexPath` and scrolls just enough to show it, building it first if it
    /// is not built. False when there is no such row or it cannot take the focus.
    @discardableResult
    public func focusRow(at indexPath: IndexPath) -> Bool {
        core.reloadIfNeeded()
        return core.focusRow(at: indexPath)
    }

    /// The row holding the keyboard focus, if the focus is in a row of this table. On GNOME the
    /// focused row is the keyboard's (and a screen reader's) place in the list, so an app that
    /// reloads rows by identity — another program changed its data — reads it first and focuses
    /// the same item's new row after. (UIKit's nearest is its focus engine's
    /// `remembersLastFocusedIndexPath`; a touch list has no such place to keep.)
    public var indexPathForFocusedRow: IndexPath? { core.indexPathForFocusedRow }

    // MARK: Reuse

    /// Registers the class ``dequeueReusableCell(withIdentifier:for:)`` makes a new cell of,
    /// when none is waiting to be reused (UIKit's `register(_:forCellReuseIdentifier:)`). The
    /// class is made with its `init(text:)`.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        core.register(cellClass, forCellReuseIdentifier: identifier)
    }

    /// Registers how to make a new cell for `identifier`, for a cell class whose initialiser
    /// takes arguments.
    public func register(forCellReuseIdentifier identifier: String, making factory: @escaping @MainActor () -> TableViewCell) {
        core.register(forCellReuseIdentifier: identifier, making: factory)
    }

    /// A cell for the row at `indexPath`: one that scrolled out of the window of built rows,
    /// after ``TableViewCell/prepareForReuse()``, or a new one from the registration. Fill in
    /// everything the row shows: a reused cell shows its old row until you do. Call it from
    /// `tableView(_:cellForRowAt:)`.
    ///
    /// An identifier never registered is a programming error, as in UIKit: it is logged, naming
    /// the identifier, how to register it and where UIKit would have found it (a storyboard's
    /// prototype cell), and the row gets a plain cell where UIKit stops the app. Unlike UIKit, a cell made without an identifier
    /// (`TableViewCell(text:)`) works too, and is freed when it leaves the window; the pool keeps
    /// at most 64 cells per identifier.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        core.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }

    // MARK: For GtkKit's controllers, tests and benchmarks

    /// The controller showing the table (weak): its title names the lists, and it keeps the row
    /// a page pushed from the table returns the focus to.
    weak var viewController: ViewController?

    /// The row `widget` is in, if it is in a built row.
    func indexPath(containing widget: UnsafeMutablePointer<GtkWidget>) -> IndexPath? { core.rowIndexPath(containing: widget) }

    /// How far the list is scrolled, in pixels.
    var scrollOffset: Double { core.scrollOffset }

    /// Scrolls to a saved offset once the content is that tall (it has no size before layout).
    func restoreScrollOffset(_ offset: Double) { core.restoreScrollOffset(offset) }

    /// The cells built now, by section: in each, the rows from ``firstBuiltRow`` on.
    package var cells: [[TableViewCell]] { core.rows.sections.map(\.cells) }
    /// The row number of each section's first built cell.
    package var firstBuiltRow: [Int] { core.rows.sections.map(\.firstBuilt) }
    /// The flat rows built now (one contiguous range, across sections).
    package var builtRows: Range<Int> { core.builtRows }
    /// Rows built before the first layout, when the table does not know its height yet.
    package var initialWindowRows = 60
    /// The fewest rows built beyond the visible ones on each side.
    package var minimumWindowMargin = 10
    /// How far (in rows) the view may scroll from the focused row before the focus moves into view.
    package var maximumFocusDistance = 400
    /// The most cells kept for reuse per identifier.
    package var maximumReusableCells: Int {
        get { core.cellRegistry.limit }
        set { core.cellRegistry.limit = newValue }
    }
}

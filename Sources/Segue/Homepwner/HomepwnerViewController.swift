import FoundationEssentials
import GtkKit
import SegueCore

/// Homepwner's item list (the book's `ItemsViewController`): custom cells whose thumbnails relay
/// "show image" with their index path, the full-size picture in a popover, add, delete with
/// undo, and Alt+Up / Alt+Down to reorder. The item detail is reached through the storyboard.
/// The same items can be shown as a grid of pictures (`HomepwnerViewController+Grid.swift`).
@MainActor
final class HomepwnerViewController: TableViewController, EditedItemReceiving {
    /// The segue to an item's detail page.
    static let showItemSegue = "showItem"
    /// The largest size a full picture is shown at, in logical pixels.
    static let fullImageSize = (width: 600, height: 600)

    let logic: HomepwnerListLogic
    /// The Thumbnail size preference: the rows are drawn again when it changes.
    let preferences: AppPreferences
    let undoBar = UndoBar(actionTitle: localized("_Undo"))
    /// Says while an edit is kept in memory because the store refused it, and retries it.
    let unsavedEdits: UnsavedEditsNotice
    let addButton = Button(iconName: "list-add-symbolic", accessibilityLabel: localized("Add Item"))
    /// "View as Grid" / "View as List", in the header.
    let layoutButton = Button(iconName: "view-grid-symbolic", accessibilityLabel: localized("View as Grid"))
    let gridLayout = CollectionViewFlowLayout()
    /// The items as a grid of pictures, shown instead of the list when the user chooses it.
    private(set) lazy var grid = CollectionView(collectionViewLayout: gridLayout)
    let thumbnails = BitmapCache(capacity: 2_000)
    let fullImages = BitmapCache(capacity: 8)
    private(set) var imagePopover: Popover?
    /// Looks every second, while the list shows, whether another program changed the store.
    private(set) lazy var follower = StoreFollower { [weak self] in self?.followStore() }

    init(logic: HomepwnerListLogic, preferences: AppPreferences = AppPreferences(store: nil)) {
        self.logic = logic
        self.preferences = preferences
        unsavedEdits = UnsavedEditsNotice(retrying: logic)
        super.init()
        title = logic.title
        tableView.allowsDeletion = true
        tableView.allowsReordering = true
        tableView.register(HomepwnerItemCell.nib(), forCellReuseIdentifier: HomepwnerItemCell.reuseIdentifier)
        useAsAddButton(addButton) { [weak self] in self?.addItem() }
        let layoutItem = BarButtonItem(customView: layoutButton)
        // Not in a phone-narrow window, whose header it would widen past 360 px: there the
        // choice is in Preferences (the header needs about 385 px with it).
        layoutItem.minimumWindowWidth = 420
        navigationItem.rightBarButtonItems = [BarButtonItem(customView: addButton), layoutItem]
        preferences.observe(owner: self) { [weak self] key in
            if key == AppPreferences.Key.thumbnailSize { self?.tableView.reloadData() }
            if key == AppPreferences.Key.homepwnerLayout, self?.isViewLoaded == true { self?.showChosenLayout() }
        }
        tableView.emptyStateView = StatusPage(
            iconName: "camera-photo-symbolic", title: localized("No Items"), description: localized("Press + or Ctrl+N to add an item."))
        handle(HomepwnerItemCell.showImage) { [weak self] sender, indexPath in self?.showImage(atRow: indexPath.row, from: sender) }
        navigationItem.searchController = search.controller
        tableView.refreshControl = makeRefreshControl()
    }

    required init?(coder: Coder) { nil }

    /// Ctrl+F's search of the items' names and serial numbers. While it is on, rows cannot be
    /// dragged: the results have no order of their own.
    private lazy var search = ListSearch(
        table: tableView, grid: grid, placeholder: logic.searchPlaceholder,
        itemID: { [weak self] row in self.flatMap { $0.logic.items.indices.contains(row) ? $0.logic.items[row].id : nil } },
        row: { [weak self] id in self?.logic.row(ofItemWithID: id) },
        filter: { [weak self] text in
            self?.logic.search(for: text)
            self?.tableView.allowsReordering = text.isEmpty
        })

    override func loadView() {
        super.loadView()
        let content = StackView(axis: .vertical)
        tableView.expandsVertically = true
        grid.expandsVertically = true
        grid.refreshControl = makeRefreshControl()
        content.addArrangedSubview(tableView)
        content.addArrangedSubview(grid)
        view = content
        setUpGrid()
        showChosenLayout()
        wrapInEditableListPage(bars: [unsavedEdits.makeBar(), undoBar], undoBar: undoBar) { [weak self] in self?.addItem() }
        installLayoutShortcuts()
    }

    /// The grid's item last used, when the grid is shown (else the list's row, as GtkKit picks).
    override var initialFocusWidget: View? { showsGrid ? grid : super.initialFocusWidget }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        follower.start()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        follower.stop()
    }

    // MARK: Rows

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { logic.items.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let dequeued = tableView.dequeueReusableCell(withIdentifier: HomepwnerItemCell.reuseIdentifier, for: indexPath)
        guard let cell = dequeued as? HomepwnerItemCell else { return dequeued }
        cell.thumbnailDrawnSide = preferences.thumbnailSize
        fill(cell, forRow: indexPath.row, thumbnailSide: preferences.thumbnailSize)
        return cell
    }

    /// Shows the item at `row` in a list row or a grid tile, and loads its thumbnail off the main
    /// thread, decoded for `thumbnailSide` logical pixels at the display's scale: the stored
    /// 80 × 80 serves 2× screens, and a 1× screen keeps a quarter of the pixels in memory.
    func fill(_ cell: some HomepwnerItemShowing, forRow row: Int, thumbnailSide: Int) {
        let item = logic.items[row]
        // A key that is no picture of ours (tampered with on disk) shows the placeholder.
        cell.show(
            name: item.name.displayLine(), serial: item.serialNumber.displayLine(), value: item.valueText,
            hasImage: logic.imagePath(forRow: row) != nil, showImageLabel: logic.showImageLabel(forRow: row))
        guard let path = logic.thumbnailPath(forRow: row) else { return }
        cell.thumbnailPath = path
        let side = thumbnailSide * view.scaleFactor
        thumbnails.load(path, fittingIn: (side, side)) { [weak cell] bitmap in
            // The cell may have been reused for another item while the picture was decoded.
            guard let cell, cell.thumbnailPath == path else { return }
            cell.thumbnailBitmap = bitmap
        }
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let item = logic.items[indexPath.row]
        if focusPageBesideList(if: { ($0 as? HomepwnerItemEditing)?.item?.id == item.id }) { return }
        performSegue(withIdentifier: Self.showItemSegue, sender: item)
    }

    /// The item's menu: Open, its picture when it has one (what its thumbnail shows), Delete.
    override func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point)
        -> ContextMenuConfiguration?
    {
        guard logic.imagePath(forRow: indexPath.row) != nil else { return rowMenu(at: indexPath) }
        let picture = Action(title: localized("Show _Picture")) { [weak self] _ in self?.showImage(atRow: indexPath.row) }
        return rowMenu(at: indexPath, more: [picture])
    }

    override func tableView(_ tableView: TableView, commitDeletionForRowAt indexPath: IndexPath) {
        deleteItem(id: logic.items[indexPath.row].id, showingBar: true)
    }

    override func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) -> Bool {
        do {
            let id = logic.items[source.row].id
            try logic.move(from: source.row, to: destination.row)
            registerUndoOfMove(itemID: id, from: source.row)
            return true
        } catch {
            showProblem(localized("The new order could not be saved"), error.description)
            return false
        }
    }

    // MARK: The full-size picture

    /// The controller's half of the relay (the book's `showImage:atIndexPath:`): the picture of
    /// the item at `row`, decoded off the main thread and cached, in a popover pointing at
    /// `sender`, the button that was clicked (or the row's thumbnail button, for a relay that
    /// gave no sender).
    func showImage(atRow row: Int, from sender: View? = nil) {
        guard logic.items.indices.contains(row), let path = logic.imagePath(forRow: row),
            let anchor = sender ?? (tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? HomepwnerItemCell)?.thumbnailButton
        else { return }
        let description = logic.imageDescription(forRow: row)
        let name = logic.items[row].name.displayLine()
        fullImages.load(path, fittingIn: fullImageSize) { [weak self, weak anchor] bitmap in
            guard let self, let anchor else { return }
            guard let bitmap else {
                let reason = self.fullImages.failure(for: path)?.description ?? ""
                self.showProblem(localized(format: "The picture of “%1$@” cannot be shown", name), reason)
                return
            }
            self.presentImage(bitmap, description: description, from: anchor)
        }
    }

    /// The picture's largest size: 600 × 600, or less on a narrow window, with room left for the
    /// bubble's edge (on a 360-px phone a 480-px picture made the popover wider than the window,
    /// cut off at the screen's edge).
    private var fullImageSize: (width: Int, height: Int) {
        let room = view.bounds.size
        guard room.width > 0, room.height > 0 else { return Self.fullImageSize }
        return (
            min(Self.fullImageSize.width, max(Int(room.width) - 48, 120)), min(Self.fullImageSize.height, max(Int(room.height) - 72, 120))
        )
    }

    private func presentImage(_ bitmap: Bitmap, description: String, from anchor: View) {
        let picture = ImageView()
        picture.bitmap = bitmap
        picture.contentFit = .contain
        picture.alternativeText = description
        picture.accessibilityLabel = description
        picture.isFocusable = true
        picture.setMinimumSize(width: bitmap.width, height: bitmap.height)
        let popover = Popover(content: picture, accessibilityLabel: description)
        imagePopover?.dismiss(animated: false)
        imagePopover = popover
        popover.present(from: anchor, in: view)
    }

    // MARK: Adding and editing

    func addItem() {
        undoBar.hide()
        // The new item shows in the whole list (a random one would rarely be a result).
        navigationItem.searchController?.isActive = false
        do {
            let row = try logic.addRandomItem()
            tableView.insertRows(at: [IndexPath(row: row, section: 0)])
            mirror(.inserted(row: row), focusingInsertedRow: false)
            registerUndoOfAdd(logic.items[row])
            performSegue(withIdentifier: Self.showItemSegue, sender: logic.items[row])
        } catch {
            showProblem(localized("The item could not be added"), error.description)
        }
    }

    /// The item whose page was open when Segue quit, if it still exists (restoration).
    override func restorationSender(forSegue identifier: String, coder: Coder) -> Any? {
        guard identifier == Self.showItemSegue, let id = coder.decodeInteger(forKey: "itemID") else { return nil }
        return logic.item(withID: Int64(id))
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        guard let editor = segue.destination as? HomepwnerItemEditing, let item = sender as? HomepwnerItem else { return }
        logic.beginEditing(item)
        editor.item = item
        editor.editedItemReceiver = self
    }

    func receive(editedItem item: HomepwnerItem) { applyEdit(item) }

    func newerStoredFields(for shown: HomepwnerItem) -> HomepwnerItem? { logic.newerStoredFields(for: shown) }

    /// Runs a store change; a failed write changes nothing and says why (nil).
    func perform<Result>(_ change: () throws(StoreError) -> Result) -> Result? {
        do { return try change() } catch {
            showProblem(localized("The change could not be saved"), error.description)
            return nil
        }
    }
}

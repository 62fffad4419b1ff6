import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// A prototype cell of the chores storyboard, of the test module's own class.
final class ChoreCell: TableViewCell {
    @Outlet var titleLabel: Label!
    @Outlet var badgeView: ImageView?
    @Outlet var badgeButton: Button?
    @Outlet var badgeWidth: LayoutConstraint?
}

/// A table view controller scene, its rows dequeued from the storyboard's prototype.
final class ChoreListViewController: TableViewController {
    let chores = ["Water the plants", "Take out the bins", "Feed the cat"]
    private(set) var preparedRow: Int?
    private(set) var addedFrom: [BarButtonItem] = []

    @IBAction func addChore(_ sender: BarButtonItem) { addedFrom.append(sender) }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { chores.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ChoreCell", for: indexPath)
        (cell as? ChoreCell)?.titleLabel.text = chores[indexPath.row]
        return cell
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        segue.destination.title = (sender as? ChoreCell)?.titleLabel.text
        preparedRow = (sender as? TableViewCell)?.indexPath.row
    }
}

/// A settings screen of static cells, its outlets reaching into them, as UIKit allows.
final class SettingsViewController: TableViewController {
    @Outlet var nameLabel: Label!
    @Outlet var syncCell: TableViewCell!
    private(set) var chosen: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = "Ada"
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        chosen.append(indexPath)
    }
}

/// A prototype collection view cell of the photos storyboard.
final class PhotoCell: CollectionViewCell {
    @Outlet var titleLabel: Label!
}

/// A collection view controller scene, its items from the storyboard's prototype.
final class PhotosViewController: CollectionViewController {
    let photos = ["Harbour", "Lighthouse", "Ferry", "Gulls", "Pier", "Dunes"]

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        (cell as? PhotoCell)?.titleLabel.text = photos[indexPath.item]
        cell.accessibilityLabel = photos[indexPath.item]
        return cell
    }

    private(set) var preparedPhoto: String?

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        preparedPhoto = (sender as? PhotoCell)?.titleLabel.text
        segue.destination.title = preparedPhoto
    }
}

/// Table view controller scenes with prototype cells, as Xcode writes them.
final class StoryboardTableTests: GtkTestCase {
    @MainActor
    func testPrototypeCellsAreDequeuedAndAChosenRowPerformsItsSegue() async throws {
        let storyboard = Storyboard(name: "Chores", bundle: .module)
        let navigation = try XCTUnwrap(storyboard.instantiateInitialViewController() as? NavigationController)
        let list = try XCTUnwrap(navigation.topViewController as? ChoreListViewController)
        let window = presentInWindow(navigation)
        XCTAssertTrue(pump(until: { list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) != nil }))
        let cells = (0..<3).compactMap { list.tableView.cellForRow(at: IndexPath(row: $0, section: 0)) as? ChoreCell }
        XCTAssertEqual(cells.map { $0.titleLabel.text }, list.chores, "each row of the prototype's class, its outlet filled")
        XCTAssertTrue(cells[0].titleLabel.superview?.superview === cells[0].contentView, "the prototype's label in the content view")
        XCTAssertTrue(pump(until: { cells[0].titleLabel.frame.width > 0 }))
        XCTAssertGreaterThanOrEqual(cells[0].bounds.height, 44, "a row as tall as Interface Builder drew it")
        let row = cells[0].titleLabel.superview!.bounds
        XCTAssertEqual(cells[0].titleLabel.frame.midY, row.midY, accuracy: 1, "centred by its constraint")
        XCTAssertLessThan(
            cells[0].titleLabel.convert(Point(x: 0, y: 0), to: cells[0]).x, 40, "at the row's leading margin, not after an empty text label"
        )
        XCTAssertGreaterThan(row.width, cells[0].bounds.width * 0.6, "the prototype's views have the row's width")
        XCTAssertTrue(pump(until: { WidgetTree.visibleLabelTexts(under: window.widget).contains("Feed the cat") }))

        // Choosing a row performs the prototype's segue with the cell as sender.
        cells[1].activate()
        XCTAssertTrue(pump(until: { navigation.viewControllers.count == 2 }), "the row's show segue pushed its destination")
        XCTAssertEqual(list.preparedRow, 1)
        XCTAssertEqual(navigation.topViewController.title, "Take out the bins")
        window.close()
    }

    @MainActor
    func testTheNavigationItemsBarButtonItemsComeWithTheirActionsAndSegues() async throws {
        let storyboard = Storyboard(name: "Chores", bundle: .module)
        let navigation = try XCTUnwrap(storyboard.instantiateInitialViewController() as? NavigationController)
        let list = try XCTUnwrap(navigation.topViewController as? ChoreListViewController)
        let items = list.navigationItem.rightBarButtonItems
        XCTAssertEqual(
            items.map { $0.button?.accessibilityLabel ?? $0.button?.label }, ["Add", "Done"], "the system item named as GNOME names it")
        let window = presentInWindow(navigation)
        defer { window.close() }
        items[0].button?.sendActions(for: .touchUpInside)
        XCTAssertTrue(list.addedFrom.first === items[0], "the controller's @IBAction, the item as sender")
        XCTAssertEqual(list.navigationItem.backButtonTitle, "All chores", "the Back button's title on pages above")
        let rota = try XCTUnwrap(list.navigationItem.leftBarButtonItem)
        rota.button?.sendActions(for: .touchUpInside)
        XCTAssertTrue(pump(until: { navigation.viewControllers.count == 2 }), "the item's show segue")
    }

    @MainActor
    func testACellsOwnXibIsRegisteredAndDequeuedWithItsOutlets() async throws {
        let list = ChoreListViewController()
        list.tableView.register(Nib(nibName: "ChoreRow", bundle: .module), forCellReuseIdentifier: "ChoreCell")
        let window = presentInWindow(list)
        defer { window.close() }
        XCTAssertTrue(pump(until: { list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) != nil }))
        let cells = (0..<3).compactMap { list.tableView.cellForRow(at: IndexPath(row: $0, section: 0)) as? ChoreCell }
        XCTAssertEqual(cells.map { $0.titleLabel.text }, list.chores, "each row the xib's cell, of its class, its outlet filled")
        XCTAssertEqual(cells[0].titleLabel.font, .preferredFont(forTextStyle: .headline))
        XCTAssertTrue(pump(until: { cells[0].titleLabel.frame.width > 0 }))
        XCTAssertGreaterThanOrEqual(cells[0].bounds.height, 56, "as tall as Interface Builder drew it")

        XCTAssertEqual(cells[0].titleLabel.lineBreakMode, .byTruncatingTail, "the label's line break mode")
        let (badge, button, width) = try (XCTUnwrap(cells[0].badgeView), XCTUnwrap(cells[0].badgeButton), XCTUnwrap(cells[0].badgeWidth))
        XCTAssertEqual(badge.contentMode, .scaleAspectFill, "the image view's content mode")
        XCTAssertEqual(badge.image?.systemName, "photo", "an SF Symbols picture, as the file names it")
        XCTAssertTrue(pump(until: { badge.frame.width == 32 }))
        XCTAssertEqual(button.frame, badge.frame, "a custom button with no title or image draws nothing, at any size: over the image")
        width.constant = 48 // an outlet to a constraint, changed later as UIKit apps do
        XCTAssertTrue(pump(until: { badge.frame.width == 48 && button.frame.width == 48 }), "\(badge.frame), \(button.frame)")

        list.tableView.register(nil as Nib?, forCellReuseIdentifier: "ChoreCell")
        expectedLogMessages = ["“ChoreCell”"]
        _ = list.tableView.dequeueReusableCell(withIdentifier: "ChoreCell", for: IndexPath(row: 0, section: 0))
    }

    @MainActor
    func testStaticCellsAreTheTablesRowsWithTheirSectionsOutletsAndSegues() async throws {
        let storyboard = Storyboard(name: "Settings", bundle: .module)
        let navigation = try XCTUnwrap(storyboard.instantiateInitialViewController() as? NavigationController)
        let settings = try XCTUnwrap(navigation.topViewController as? SettingsViewController)
        let window = presentInWindow(navigation)
        defer { window.close() }
        let table = settings.tableView
        XCTAssertEqual(settings.numberOfSections(in: table), 2)
        XCTAssertEqual([0, 1].map { settings.tableView(table, numberOfRowsInSection: $0) }, [2, 1])
        XCTAssertEqual(settings.tableView(table, titleForHeaderInSection: 0), "Account")
        XCTAssertEqual(settings.tableView(table, titleForFooterInSection: 1), "Version 1.0")
        XCTAssertTrue(
            pump(until: {
                Set(WidgetTree.visibleLabelTexts(under: window.widget)).isSuperset(of: ["Signed in as", "Ada", "Sync now", "About"])
            }),
            "the static cells' own text and the outlet's: \(WidgetTree.visibleLabelTexts(under: window.widget))")
        XCTAssertTrue(settings.syncCell === table.cellForRow(at: IndexPath(row: 1, section: 0)), "an outlet to a static cell")
        XCTAssertEqual(settings.syncCell.textLabel?.text, "Sync now")
        XCTAssertEqual(table.rowHeight, 72, "the row height set in the inspector")
        XCTAssertTrue(pump(until: { settings.syncCell.bounds.height > 60 }), "taller than its content: \(settings.syncCell.bounds)")

        settings.syncCell.activate()
        XCTAssertTrue(pump(until: { settings.chosen == [IndexPath(row: 1, section: 0)] }), "the delegate hears a static row chosen")
        try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 1))).activate()
        XCTAssertTrue(pump(until: { navigation.viewControllers.count == 2 }), "a static cell's segue")
        XCTAssertEqual(navigation.topViewController.title, "About")
    }

    @MainActor
    func testACollectionViewControllersPrototypeCellsAndFlowLayoutComeFromTheFile() async throws {
        let photos = try XCTUnwrap(Storyboard(name: "Photos", bundle: .module).instantiateInitialViewController() as? PhotosViewController)
        let layout = try XCTUnwrap(photos.collectionView.collectionViewLayout as? CollectionViewFlowLayout)
        XCTAssertEqual(layout.itemSize, Size(width: 120, height: 80))
        XCTAssertEqual([layout.minimumLineSpacing, layout.minimumInteritemSpacing], [12, 8])
        XCTAssertEqual(layout.sectionInset, EdgeInsets(top: 10, left: 16, bottom: 10, right: 16))
        let window = presentInWindow(photos)
        defer { window.close() }
        XCTAssertTrue(pump(until: { photos.collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) != nil }))
        let cells = (0..<6).compactMap { photos.collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? PhotoCell }
        XCTAssertEqual(cells.map { $0.titleLabel.text }, photos.photos, "each item the prototype's class, its outlet filled")
        XCTAssertTrue(pump(until: { WidgetTree.visibleLabelTexts(under: window.widget).contains("Dunes") }))

        // Choosing an item performs the prototype's segue, the cell as sender, as in UIKit.
        _ = pump(until: { cells[2].bounds.height >= 60 })
        try XKeyboard.click(on: cells[2], inWindowTitled: window.title)
        XCTAssertTrue(pump(until: { photos.presentedViewController != nil }), "the item's segue presented its destination")
        XCTAssertEqual(photos.preparedPhoto, "Ferry")
        XCTAssertEqual(photos.presentedViewController?.title, "Ferry")
    }
}

import FoundationEssentials
import GtkKit
import SegueCore

/// The movie list (the seed's `BIDDisclosureButtonController`): selecting a row shows an alert;
/// its detail disclosure button pushes the one, reused detail controller. Ctrl+F (or typing)
/// searches the titles.
@MainActor
final class DisclosureButtonsViewController: TableViewController {
    private(set) var logic: DisclosureButtonsLogic
    /// Ctrl+F's search of the titles.
    private lazy var search = ListSearch(
        table: tableView, placeholder: logic.searchPlaceholder,
        itemID: { [weak self] row in self.map { Int64($0.logic.movieIndex(at: row)) } },
        row: { [weak self] movie in self?.logic.row(ofMovie: Int(movie)) },
        filter: { [weak self] text in self?.logic.search(for: text) })

    /// Created on the first disclosure tap and reused after, as the seed's `childController` is.
    private(set) var childController: DisclosureDetailViewController?

    init(logic: DisclosureButtonsLogic) {
        self.logic = logic
        super.init()
        title = logic.title
        tableView.register(TableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        navigationItem.searchController = search.controller
    }

    required init?(coder: Coder) { nil }

    /// The seed's cell identifier.
    static let cellIdentifier = "DisclosureButtonCellIdentifier"

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { logic.numberOfRows }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.text = logic.movieTitle(at: indexPath.row)
        cell.accessoryAccessibleLabel = logic.disclosureButtonLabel(at: indexPath.row)
        cell.accessory = .detailDisclosureButton
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let content = logic.selectionAlert
        let alert = AlertController(title: content.title, message: content.message, preferredStyle: .alert)
        alert.addAction(AlertAction(title: content.cancelButtonTitle, style: .cancel))
        present(alert, animated: true)
    }

    /// Pushes the detail, or on a wide window shows it beside the list (the same controller, as in
    /// the seed, refreshed in place when it is already there).
    /// The movie's menu: its detail, what its disclosure button shows (Return shows the seed's alert).
    override func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point)
        -> ContextMenuConfiguration?
    {
        let details = Action(title: localized("Show _Details")) { [weak self] _ in
            guard let self else { return }
            self.tableView(self.tableView, accessoryButtonTappedForRowWith: indexPath)
        }
        return rowMenu(at: indexPath, open: nil, more: [details])
    }

    override func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        let child = detail(forRow: indexPath.row)
        guard let split = splitViewController else { return pushDetail(child) }
        if !split.isCollapsed, split.viewController(for: .secondary) === child, child.isViewLoaded {
            child.showMessage()
            _ = child.view.grabFocus()
        } else {
            split.showDetailViewController(child, sender: self)
        }
    }

    private func pushDetail(_ child: DisclosureDetailViewController) {
        navigationController?.pushViewController(child, animated: true)
    }

    /// The reused detail, set up for the movie at `row`.
    private func detail(forRow row: Int) -> DisclosureDetailViewController {
        detail(forMovie: logic.movieIndex(at: row))
    }

    /// The reused detail, set up for the catalogue's movie `index`.
    private func detail(forMovie index: Int) -> DisclosureDetailViewController {
        let child = childController ?? DisclosureDetailViewController()
        childController = child
        child.row = index
        child.restorationIdentifier = DisclosureDetailViewController.restorationID
        child.message = logic.detailMessage(forMovie: index)
        child.title = logic.detailTitle(forMovie: index)
        return child
    }

    /// The movie's detail that was open when Segue quit (restoration).
    override func viewControllerToRestore(withIdentifier identifier: String, coder: Coder) -> ViewController? {
        guard identifier == DisclosureDetailViewController.restorationID, let row = coder.decodeInteger(forKey: "row"),
            logic.catalog.titles.indices.contains(row)
        else { return nil }
        return detail(forMovie: row)
    }
}

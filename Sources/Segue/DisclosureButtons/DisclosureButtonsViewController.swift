import FoundationEssentials
import GtkKit
import SegueCore

/// The movie list (the seed's `BIDDisclosureButtonController`): selecting a row shows an alert;
/// its detail disclosure button pushes the one, reused detail controller.
@MainActor
final class DisclosureButtonsViewController: TableViewController, TableViewDataSource, TableViewDelegate {
    let logic: DisclosureButtonsLogic

    /// Created on the first disclosure tap and reused after, as the seed's `childController` is.
    private(set) var childController: DisclosureDetailViewController?

    init(logic: DisclosureButtonsLogic) {
        self.logic = logic
        super.init()
        dataSource = self
        delegate = self
        title = logic.title
        register(TableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    }

    /// The seed's cell identifier.
    static let cellIdentifier = "DisclosureButtonCellIdentifier"

    func tableView(_ tableView: TableViewController, numberOfRowsInSection section: Int) -> Int { logic.numberOfRows }

    func tableView(_ tableView: TableViewController, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.text = logic.movieTitle(at: indexPath.row)
        cell.accessoryAccessibleLabel = logic.disclosureButtonLabel(at: indexPath.row)
        cell.accessory = .detailDisclosureButton
        return cell
    }

    func tableView(_ tableView: TableViewController, didSelectRowAt indexPath: IndexPath) {
        let content = logic.selectionAlert
        Alert(title: content.title, message: content.message, cancelButtonTitle: content.cancelButtonTitle)
            .present(over: view)
    }

    func tableView(_ tableView: TableViewController, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        navigationController?.pushViewController(detail(forRow: indexPath.row), animated: true)
    }

    /// The reused detail, set up for the movie at `row`.
    private func detail(forRow row: Int) -> DisclosureDetailViewController {
        let child = childController ?? DisclosureDetailViewController()
        childController = child
        child.row = row
        child.restorationIdentifier = DisclosureDetailViewController.restorationID
        child.message = logic.detailMessage(at: row)
        child.title = logic.detailTitle(at: row)
        return child
    }

    /// The movie's detail that was open when Segue quit (restoration).
    override func viewControllerToRestore(withIdentifier identifier: String, coder: RestorationCoder) -> ViewController? {
        guard identifier == DisclosureDetailViewController.restorationID, let row = coder.decodeInteger(forKey: "row"),
            (0..<logic.numberOfRows).contains(row)
        else { return nil }
        return detail(forRow: row)
    }
}

import GtkKit
import GtkKitTestSupport
import XCTest

/// A cell of an app's own that shows its words in labels of its own, as storyboard prototypes do.
@MainActor
private final class PlantCell: TableViewCell {
    let nameLabel = Label()
    let wateringLabel = Label()

    required init(text: String = "") {
        super.init(text: text)
        contentView.addArrangedSubview(nameLabel)
        contentView.addArrangedSubview(wateringLabel)
    }
}

/// A list of plants in such cells; the last one is named by the app itself.
@MainActor
private final class PlantListViewController: TableViewController {
    var plants = [("Fern", "Every 3 days"), ("Cactus", "Every 3 weeks"), ("Orchid", "")]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(PlantCell.self, forCellReuseIdentifier: "Plant")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { plants.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Plant", for: indexPath)
        guard let plant = cell as? PlantCell else { return cell }
        let (name, watering) = plants[indexPath.row]
        plant.nameLabel.text = name
        plant.wateringLabel.text = watering
        plant.wateringLabel.isHidden = watering.isEmpty
        // As in UIKit, a name the app gives a reused cell is the app's to take back.
        plant.accessibilityLabel = name == "Orchid" ? "Orchid, a gift" : nil
        return cell
    }
}

/// Rows whose cells show their words in labels of their own are named by them, as VoiceOver reads
/// a cell's labels.
final class TableCellLabelNameTests: GtkTestCase {
    @MainActor
    func testARowWithoutTextIsNamedByItsLabels() async throws {
        let list = PlantListViewController()
        let window = presentInWindow(list)
        defer { window.close() }
        XCTAssertTrue(pump(until: { list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) != nil }))
        let cells = (0..<3).compactMap { list.tableView.cellForRow(at: IndexPath(row: $0, section: 0)) }
        XCTAssertEqual(cells.map(\.accessibilityLabel), ["Fern", "Cactus", "Orchid, a gift"], "the first label names the row")
        XCTAssertEqual(cells[0].accessibleSecondaryText, "Every 3 days", "the rest is what the row shows besides")
        XCTAssertNil(cells[2].accessibleSecondaryText, "a hidden label is not read")

        // New words in the same cells name the rows anew.
        list.plants = [("Basil", "Daily"), ("Fern", "Every 3 days"), ("Cactus", "Every 3 weeks")]
        list.tableView.reloadData()
        XCTAssertTrue(
            pump(until: { list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessibilityLabel == "Basil" }),
            "\(String(describing: list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessibilityLabel))")
        XCTAssertEqual(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.accessibilityLabel, "Cactus")
    }

    @MainActor
    func testAStoryboardPrototypeRowIsNamedByItsOutletsLabel() async throws {
        let storyboard = Storyboard(name: "Chores", bundle: .module)
        let navigation = try XCTUnwrap(storyboard.instantiateInitialViewController() as? NavigationController)
        let list = try XCTUnwrap(navigation.topViewController as? ChoreListViewController)
        let window = presentInWindow(navigation)
        defer { window.close() }
        XCTAssertTrue(pump(until: { list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) != nil }))
        let names = (0..<3).map { list.tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.accessibilityLabel }
        XCTAssertEqual(names, list.chores)
    }
}

// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

import Foundation
final class FruitListViewController: TableViewController, SearchResultsUpdating {
    let fruit = ["Apple", "Banana", "Cherry"]
    var shown = ["Apple", "Banana", "Cherry"]

    override func viewDidLoad() {
        super.viewDidLoad()
        let search = SearchController()
        search.searchResultsUpdater = self
        search.searchBar.placeholder = "Search Fruit"
        navigationItem.searchController = search
    }

    func updateSearchResults(for searchController: SearchController) {
        let text = searchController.searchBar.text
        shown = text.isEmpty ? fruit : fruit.filter { $0.localizedCaseInsensitiveContains(text) }
        tableView.reloadData()
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(text: shown[indexPath.row])
    }
}

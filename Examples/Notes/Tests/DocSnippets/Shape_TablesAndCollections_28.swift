// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

import Foundation
final class FruitBasketViewControllerShape: ViewController {
    let table = TableView()
    var basket = ["Apple", "Banana"]
    lazy var dataSource = TableViewDiffableDataSource<Int, String>(tableView: table) { _, _, fruit in
        TableViewCell(text: fruit)
    }

    override func loadView() { view = table }

    override func viewDidLoad() {
        super.viewDidLoad()
        show(basket)
    }

    func show(_ fruit: [String]) {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(fruit)
        dataSource.apply(snapshot) // rows for new fruit are made; the focused one stays focused
    }
}

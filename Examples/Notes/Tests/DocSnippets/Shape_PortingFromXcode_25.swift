// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import GtkKit
import GtkKitUIKitNames
import NotesKit

enum PortedWithUIKitNamesShape {

final class ViewController: UITableViewController {   // the template's name, kept
    var items: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        items = ["Milk", "Bread"]
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(text: items[indexPath.row])
    }
}

final class BadgeView: UIView {                         // a view of your own, as Xcode's template writes it
    let count = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(count)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        count.frame = bounds.inset(by: UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6))
    }
}
}

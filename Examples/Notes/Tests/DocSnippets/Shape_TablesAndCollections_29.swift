// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

import Foundation
final class PhotoCell: CollectionViewCell {
    let title = Label()
    required init() {
        super.init()
        contentView.addArrangedSubview(title)
    }
}

final class PhotosViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    let photos = ["Beach", "Forest", "Harbour"]
    let layout = CollectionViewFlowLayout()
    lazy var grid = CollectionView(collectionViewLayout: layout)

    override func loadView() {
        layout.itemSize = Size(width: 120, height: 120)
        layout.sectionInset = EdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        grid.dataSource = self
        grid.delegate = self
        view = grid
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        (cell as? PhotoCell)?.title.text = photos[indexPath.item]
        cell.accessibilityLabel = photos[indexPath.item] // what a screen reader calls the item
        return cell
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        print("open", photos[indexPath.item])
    }
}

// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

final class ItemViewController: ViewController { init(item: Int) { super.init() }; required init?(coder: Coder) { nil } }
extension NoteListViewController { func shape_controllersandnavigation_5(navigation: NavigationController, list: ViewController) {
let split = SplitViewController()
split.setViewController(list, for: .primary)
split.setViewController(ItemViewController(item: 0), for: .secondary)
split.preferredPrimaryColumnWidthFraction = 0.3
navigation.pushViewController(split, animated: true)
// a row chosen in the list:
split.showDetailViewController(ItemViewController(item: 3), sender: nil)
}}

// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

final class ReloadingListSnippet: TableViewController { required init?(coder: Coder) { nil }; override init() { super.init() }; func reload(_ sender: RefreshControl) { sender.endRefreshing() } }; extension ReloadingListSnippet { func shape_tablesandcollections_27() {
let refresh = RefreshControl()
refresh.addTarget(self, action: ReloadingListSnippet.reload, for: .valueChanged)
tableView.refreshControl = refresh
}}

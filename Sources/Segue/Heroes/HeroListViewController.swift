import FoundationEssentials
import GtkKit
import SegueCore

/// One tab of the hero list: every hero in the tab's order, the key in large print and the other
/// name under it. It reads and changes heroes through its tab bar controller, as the seed's
/// scenes reach their counts through theirs.
@MainActor
final class HeroListViewController: TableViewController {
    let order: HeroListLogic.Order
    private var shown = HeroRows.empty
    private var heroToFocus: Int64?
    /// What the tab's search field holds ("" shows every hero).
    private var searchText = ""
    /// Ctrl+F's search of the heroes' names and secret identities, in this tab's order.
    private lazy var search = ListSearch(
        table: tableView, placeholder: HeroListLogic.searchPlaceholder,
        itemID: { [weak self] row in self.flatMap { $0.shown.indices.contains(row) ? $0.shown[row].id : nil } },
        row: { [weak self] id in self.flatMap { $0.heroes?.logic.row(ofHeroWithID: id, in: $0.shown) } },
        filter: { [weak self] text in self?.searchText = text })

    init(order: HeroListLogic.Order) {
        self.order = order
        super.init()
        title = order.title
        tabBarItem.iconName = order == .byName ? "avatar-default-symbolic" : "dialog-password-symbolic"
        tableView.allowsDeletion = true
        tableView.emptyStateView = StatusPage(
            iconName: "avatar-default-symbolic", title: localized("No Heroes"), description: localized("Press + or Ctrl+N to add a hero."))
        navigationItem.searchController = search.controller
    }

    required init?(coder: Coder) { nil }

    private var heroes: HeroesTabBarController? { tabBarController as? HeroesTabBarController }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        shown = heroes?.logic.heroes(in: order, matching: searchText) ?? .empty
        return shown.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let hero = shown[indexPath.row]
        // Bounded for display: a name another program stored may be megabytes long.
        let (name, identity) = (hero.name.displayLine(), hero.secretIdentity.displayLine())
        let cell = TableViewCell(text: order == .byName ? name : identity)
        cell.detailText = order == .byName ? identity : name
        cell.accessory = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        heroToFocus = shown[indexPath.row].id
        heroes?.open(shown[indexPath.row])
    }

    override func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point)
        -> ContextMenuConfiguration?
    {
        rowMenu(at: indexPath)
    }

    override func tableView(_ tableView: TableView, commitDeletionForRowAt indexPath: IndexPath) {
        let row = indexPath.row
        heroToFocus = shown.indices.contains(row + 1) ? shown[row + 1].id : shown.indices.contains(row - 1) ? shown[row - 1].id : nil
        heroes?.delete(shown[row])
        focusRememberedHero()
    }

    /// Rows are rebuilt when the tab shows again, so an edited name appears in its new place.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if isViewLoaded { tableView.reloadData() }
    }

    /// Back from a hero's page, focus goes to that hero's row wherever it now stands — on a
    /// narrow window. On a wide one the page is beside the list, and the focus stays where the
    /// window's stack put it back (the edited row, after an editor).
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if splitViewController?.isCollapsed == false { return }
        focusRememberedHero()
    }

    private func focusRememberedHero() {
        guard let id = heroToFocus, let row = heroes?.logic.row(ofHeroWithID: id, in: shown) else { return }
        tableView.loadCellForRow(at: IndexPath(row: row, section: 0))?.grabFocus()
    }
}

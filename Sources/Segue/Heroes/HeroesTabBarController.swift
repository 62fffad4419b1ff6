import FoundationEssentials
import GtkKit
import SegueCore

/// SuperDB's hero list: two tabs at the bottom, "By Name" and "By Secret Identity", over the same
/// heroes; add ("+", Ctrl+N: "Untitled Hero", opened at once) and delete with undo. A hero's page
/// is reached through the storyboard.
@MainActor
final class HeroesTabBarController: TabBarController {
    /// The segue to a hero's detail page.
    static let showHeroSegue = "showHero"

    let logic: HeroListLogic
    /// Looks every second, while the heroes show, whether another program changed the store.
    private lazy var follower = StoreFollower { [weak self] in self?.followStore() }
    let configuration: HeroDetailConfiguration
    let undoBar = UndoBar(actionTitle: localized("_Undo"))
    /// Says while an editor's Save is kept in memory because the store refused it, and retries it.
    let unsavedEdits: UnsavedEditsNotice
    let addButton = Button(iconName: "list-add-symbolic", accessibilityLabel: localized("Add Hero"))

    init(logic: HeroListLogic, configuration: HeroDetailConfiguration) {
        self.logic = logic
        self.configuration = configuration
        unsavedEdits = UnsavedEditsNotice(retrying: logic)
        super.init()
        title = logic.title
        placement = .bottom
        setViewControllers(HeroListLogic.Order.allCases.map { HeroListViewController(order: $0) })
        useAsAddButton(addButton) { [weak self] in self?.addHero() }
    }

    required init?(coder: Coder) { nil }

    override func loadView() {
        super.loadView()
        wrapInEditableListPage(bars: [unsavedEdits.makeBar(), undoBar], undoBar: undoBar) { [weak self] in self?.addHero() }
    }

    /// Opens a hero's page (from either tab): beside the list on a wide window, pushed on a
    /// narrow one. The hero whose page is already beside the list gets the keyboard back.
    func open(_ hero: Hero) {
        if focusPageBesideList(if: { ($0 as? HeroDetailViewController)?.heroID == hero.id }) { return }
        performSegue(withIdentifier: Self.showHeroSegue, sender: hero)
    }

    /// The hero whose page was open when Segue quit, if it still exists (restoration).
    override func restorationSender(forSegue identifier: String, coder: Coder) -> Any? {
        guard identifier == Self.showHeroSegue, let id = coder.decodeInteger(forKey: "heroID") else { return nil }
        return logic.hero(withID: Int64(id))
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        guard let page = segue.destination as? HeroPageReceiving, let hero = sender as? Hero else { return }
        page.show(heroWithID: hero.id, from: logic, configuration: configuration, heroes: self)
    }

    func addHero() {
        undoBar.hide()
        // The new hero shows in the whole list ("Untitled Hero" is rarely a result).
        for tab in viewControllers ?? [] { tab.navigationItem.searchController?.isActive = false }
        do {
            let hero = try logic.addUntitledHero()
            reloadTabs()
            undoManager?.registerUndo(withTarget: self, named: localized("Add Hero")) { $0.delete(hero, showingBar: false) }
            open(hero)
        } catch {
            showProblem(localized("The hero could not be added"), error.description)
        }
    }

    /// Deletes a hero; with `showingBar`, the "Hero deleted" bar offers Undo (Ctrl+Z does too).
    func delete(_ hero: Hero, showingBar: Bool = true) {
        // The hero as it is now (edits since `hero` was read included), for the undo.
        let hero = logic.hero(withID: hero.id) ?? hero
        do {
            try logic.delete(id: hero.id)
        } catch {
            return showProblem(localized("The hero could not be deleted"), error.description)
        }
        reloadTabs()
        undoManager?.registerUndo(withTarget: self, named: localized("Delete Hero")) { $0.restore(hero) }
        if showingBar { undoBar.show(localized("Hero deleted")) { [weak self] in self?.undoManager?.undo() } }
    }

    /// Puts a deleted hero back (undo), or an added one again (redo).
    func restore(_ hero: Hero) {
        undoBar.hide()
        do { try logic.restore(hero) } catch {
            return showProblem(localized("The hero could not be restored"), String(describing: error))
        }
        reloadTabs()
        undoManager?.registerUndo(withTarget: self, named: localized("Delete Hero")) { $0.delete(hero, showingBar: false) }
    }

    /// Says that a Save was written over another program's change to the same value; Undo (the
    /// bar's, or Ctrl+Z) brings that value back. Never silently written over.
    func offerOverwrittenValue() {
        let message = localized("Another program had changed this value too. Your edit was saved; Undo brings the other value back.")
        undoBar.show(message, seconds: 20) { [weak self] in self?.undoManager?.undo() }
    }

    /// Registers "Edit Hero": putting `previous` back (whose own undo is the redo). The values on
    /// screen — both lists, and the hero's page if it is open — follow.
    func registerUndoOfSave(_ previous: HeroValue, for key: HeroKey, ofHeroWithID id: Int64) {
        undoManager?.registerUndo(withTarget: self, named: localized("Edit Hero")) { heroes in
            guard let current = heroes.logic.hero(withID: id)?[key] else { return }
            do throws(HeroSaveError) {
                try heroes.logic.save(previous, for: key, ofHeroWithID: id)
            } catch .notSaved(let error) {
                heroes.unsavedEdits.failed(error) // kept, like any edit
            } catch {
                return
            }
            heroes.registerUndoOfSave(current, for: key, ofHeroWithID: id)
            heroes.reloadTabs()
            heroes.openHeroPage?.reloadAfterUndo()
        }
    }

    /// The hero's page on screen, if one is: on top of the window's stack, or beside the list.
    var openHeroPage: HeroPageReceiving? {
        if let page = navigationController?.topViewController as? HeroPageReceiving { return page }
        return splitViewController?.viewController(for: .secondary) as? HeroPageReceiving
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        follower.start()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        follower.stop()
    }

    /// Shows what another program (another Segue) changed in the heroes, on both tabs.
    private func followStore() {
        guard (try? logic.followStore()) == true else { return }
        reloadTabs()
    }

    /// Both tabs show every change at once (the other tab's order may have changed too).
    func reloadTabs() {
        for case let list as HeroListViewController in viewControllers ?? [] where list.isViewLoaded { list.tableView.reloadData() }
    }
}

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
    let configuration: HeroDetailConfiguration
    let undoBar = UndoBar(actionTitle: localized("_Undo"))
    let addButton = Button(iconName: "list-add-symbolic", accessibleLabel: localized("Add Hero"))

    init(logic: HeroListLogic, configuration: HeroDetailConfiguration) {
        self.logic = logic
        self.configuration = configuration
        super.init()
        title = logic.title
        placement = .bottom
        setViewControllers(HeroListLogic.Order.allCases.map { HeroListViewController(order: $0) })
        useAsAddButton(addButton) { [weak self] in self?.addHero() }
    }

    override func loadView() {
        super.loadView()
        wrapInEditableListPage(bars: [undoBar], undoBar: undoBar) { [weak self] in self?.addHero() }
    }

    /// Opens a hero's page (from either tab).
    func open(_ hero: Hero) {
        performSegue(withIdentifier: Self.showHeroSegue, sender: hero)
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        guard let page = segue.destination as? HeroDetailViewController, let hero = sender as? Hero else { return }
        page.heroID = hero.id
        page.logic = logic
        page.configuration = configuration
    }

    func addHero() {
        undoBar.hide()
        do {
            let hero = try logic.addUntitledHero()
            reloadTabs()
            open(hero)
        } catch {
            Alert.showProblem(localized("The hero could not be added"), error.description, over: view)
        }
    }

    func delete(_ hero: Hero) {
        do {
            try logic.delete(id: hero.id)
        } catch {
            return Alert.showProblem(localized("The hero could not be deleted"), error.description, over: view)
        }
        reloadTabs()
        undoBar.show(localized("Hero deleted")) { [weak self] in
            guard let self else { return }
            do { try self.logic.undoDelete() } catch {
                Alert.showProblem(localized("The hero could not be restored"), String(describing: error), over: self.view)
            }
            self.reloadTabs()
        }
    }

    /// Both tabs show every change at once (the other tab's order may have changed too).
    func reloadTabs() {
        for case let list as HeroListViewController in viewControllers where list.isViewLoaded { list.reloadData() }
    }
}

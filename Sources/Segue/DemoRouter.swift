import GtkKit
import SegueCore

/// Makes the screen each demo opens with.
@MainActor
enum DemoRouter {
    /// The controller for `demo`, and a store problem the user must hear about, if any.
    static func controller(for demo: Demo, services: AppServices) throws -> (ViewController, StoreProblem?) {
        switch demo {
        case .tasks:
            let (store, problem) = services.store()
            let logic = try TaskListLogic(repository: TaskRepository(database: store.database))
            return (TasksViewController(logic: logic), problem)
        case .countingTabs:
            let (store, problem) = services.store()
            let logic = try CountingLogic(repository: CounterRepository(database: store.database))
            return (CountingTabBarController(logic: logic), problem)
        case .homepwner:
            let (store, problem) = services.store()
            let logic = try ItemListLogic(repository: ItemRepository(database: store.database), images: services.imageStore)
            return (HomepwnerViewController(logic: logic), problem)
        case .heroes:
            let configuration = try services.heroConfiguration()
            let (store, problem) = services.store()
            let logic = try HeroListLogic(repository: HeroRepository(database: store.database))
            return (HeroesTabBarController(logic: logic, configuration: configuration), problem)
        case .disclosureButtons:
            let catalog = try MovieCatalog.load(using: services.locator)
            return (DisclosureButtonsViewController(logic: DisclosureButtonsLogic(catalog: catalog)), nil)
        }
    }
}

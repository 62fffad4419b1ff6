import GtkKit
import SegueCore

/// Makes the screen each demo opens with.
@MainActor
enum DemoRouter {
    /// The controller for `demo`, and what the user must hear about its store (nothing, mostly).
    static func controller(for demo: Demo, services: AppServices) throws -> (ViewController, [StoreProblem]) {
        let (controller, problems) = try makeController(for: demo, services: services)
        controller.restorationIdentifier = demo.rawValue // saved and rebuilt at the next launch
        return (controller, problems)
    }

    private static func makeController(for demo: Demo, services: AppServices) throws -> (ViewController, [StoreProblem]) {
        switch demo {
        case .tasks:
            let (store, problems) = services.store()
            let logic = try TaskListLogic(repository: TaskRepository(database: store.database))
            let placeholder = NoSelectionViewController(
                title: localized("No Task Selected"), hint: localized("Choose a task from the list, or press Ctrl+N to add one."),
                iconName: "document-edit-symbolic")
            let list = TasksViewController.instantiate(logic: logic)
            services.keepEdits(of: list.unsavedEdits, for: demo)
            return (SplitViewController.demo(list: list, placeholder: placeholder), problems)
        case .countingTabs:
            let (store, problems) = services.store()
            let logic = try CountingLogic(repository: CountingRepository(database: store.database))
            let tabs = CountingTabBarController(logic: logic, preferences: services.preferences)
            services.keepEdits(of: tabs.unsavedEdits, for: demo)
            return (tabs, problems)
        case .homepwner:
            let (store, problems) = services.store()
            let logic = try HomepwnerListLogic(
                repository: HomepwnerItemRepository(database: store.database), images: services.imageStore,
                ownsPictures: store.isPersistent)
            let placeholder = NoSelectionViewController(
                title: localized("No Item Selected"), hint: localized("Choose an item from the list, or press Ctrl+N to add one."),
                iconName: "package-x-generic-symbolic")
            let list = HomepwnerViewController(logic: logic, preferences: services.preferences)
            services.keepEdits(of: list.unsavedEdits, for: demo)
            return (SplitViewController.demo(list: list, placeholder: placeholder), problems)
        case .heroes:
            let configuration = try services.heroConfiguration()
            let (store, problems) = services.store()
            let logic = try HeroListLogic(repository: HeroRepository(database: store.database))
            let placeholder = NoSelectionViewController(
                title: localized("No Hero Selected"), hint: localized("Choose a hero from the list, or press Ctrl+N to add one."),
                iconName: "avatar-default-symbolic")
            let list = HeroesTabBarController(logic: logic, configuration: configuration)
            services.keepEdits(of: list.unsavedEdits, for: demo)
            return (SplitViewController.demo(list: list, placeholder: placeholder), problems)
        case .disclosureButtons:
            let catalog = try MovieCatalog.load(using: services.locator)
            let placeholder = NoSelectionViewController(
                title: localized("No Movie Selected"), hint: localized("Press a movie’s details button to read about it."),
                iconName: "video-x-generic-symbolic")
            let list = DisclosureButtonsViewController(logic: DisclosureButtonsLogic(catalog: catalog))
            return (SplitViewController.demo(list: list, placeholder: placeholder), [])
        }
    }
}

import GtkKit

/// Where every segue in Segue leads: the composition code that, in UIKit, a storyboard file
/// holds. Source screens name segues; only this file names their destinations.
@MainActor
enum AppStoryboard {
    static func make(services: AppServices) -> Storyboard {
        let storyboard = Storyboard()
        storyboard.register(segue: TasksViewController.showDetailSegue, kind: .showDetail) { TaskDetailViewController() }
        let images = services.imageStore
        storyboard.register(segue: HomepwnerViewController.showItemSegue, kind: .showDetail) {
            HomepwnerItemDetailViewController(images: images)
        }
        storyboard.register(segue: HeroesTabBarController.showHeroSegue, kind: .showDetail) { HeroDetailViewController() }
        // The hero editors, one per editor class a configuration may name (the seed's
        // NSClassFromString).
        for editor in HeroEditorRegistry.editors {
            storyboard.register(segue: HeroEditorRegistry.segueIdentifier(for: editor.editorName)) { editor.init() }
        }
        return storyboard
    }
}

import GtkKit

/// Where the segues of the screens made in code lead: the composition code that, in UIKit, a
/// storyboard file holds (the task list's are in `Tasks.storyboard`). Source screens name
/// segues; only this file and the storyboard name their destinations.
@MainActor
enum AppStoryboard {
    static func make(services: AppServices) -> Storyboard {
        let storyboard = Storyboard()
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

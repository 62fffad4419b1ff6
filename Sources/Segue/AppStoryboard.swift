import GtkKit

/// Where every segue in Segue leads: the composition code that, in UIKit, a storyboard file
/// holds. Source screens name segues; only this file names their destinations.
@MainActor
enum AppStoryboard {
    static func make(services: AppServices) -> Storyboard {
        let storyboard = Storyboard()
        storyboard.register(segue: TasksViewController.showDetailSegue) { TaskDetailViewController() }
        let images = services.imageStore
        storyboard.register(segue: HomepwnerViewController.showItemSegue) { ItemDetailViewController(images: images) }
        return storyboard
    }
}

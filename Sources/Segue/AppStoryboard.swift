import GtkKit

/// Where every segue in Segue leads: the composition code that, in UIKit, a storyboard file
/// holds. Source screens name segues; only this file names their destinations.
@MainActor
enum AppStoryboard {
    static func make() -> Storyboard {
        let storyboard = Storyboard()
        storyboard.register(segue: TasksViewController.showDetailSegue) { TaskDetailViewController() }
        return storyboard
    }
}

/// Hears a navigation controller show its pages, after UIKit's
/// `UINavigationControllerDelegate`: on every push and pop, `willShow` before the page's
/// transition starts (after the page's `viewWillAppear`), `didShow` when it has ended (after its
/// `viewDidAppear`) — at once when nothing animates.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// `viewController` is about to become the top page.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// `viewController` is the top page, its transition ended.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    {}
    /// Does nothing.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
    }
}

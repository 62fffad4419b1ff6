/// Hears about tab changes, after UIKit's `UITabBarControllerDelegate`.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the tab of `controller` may be selected (default true).
    func tabBarController(_ tabBarController: TabBarController, shouldSelect controller: ViewController) -> Bool
    /// The tab of `controller` was selected.
    func tabBarController(_ tabBarController: TabBarController, didSelect controller: ViewController)
}

public extension TabBarControllerDelegate {
    /// Allows every tab.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect controller: ViewController) -> Bool { true }
    /// Does nothing.
    func tabBarController(_ tabBarController: TabBarController, didSelect controller: ViewController) {}
}

/// Hears about tab changes, after UIKit's `UITabBarControllerDelegate`.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the tab of `controller` may be selected (default true).
    func tabBarController(_ tabBarController: TabBarController, shouldSelect controller: ViewController) -> Bool
    /// The tab of `controller` was selected.
    func tabBarController(_ tabBarController: TabBarController, didSelect controller: ViewController)
}

extension TabBarControllerDelegate {
    /// Allows every tab.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect controller: ViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect controller: ViewController) {}
}

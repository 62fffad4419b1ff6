import Foundation
import GtkKit
import GtkKitTestSupport
import SegueCore
import XCTest

@testable import Segue

extension MainWindowController {
    /// Whether `page` is what the window shows on top: itself, or as the list of the split view on top.
    @MainActor
    func shows(_ page: ViewController) -> Bool {
        let top = navigation.topViewController
        return top === page || (top is SplitViewController && top === page.splitViewController)
    }

    /// The page on top, or the list of the split view on top, if it is a `Page`. A split view
    /// decides at its first layout whether it has room for two columns: it has been laid out
    /// once this returns.
    @MainActor
    func topPage<Page: ViewController>(as page: Page.Type) -> Page? {
        let top = navigation.topViewController
        if let split = top as? SplitViewController {
            _ = MainLoop.run(until: { split.view.bounds.width > 0 && !split.hasPendingTransition }, timeoutMilliseconds: 2000)
        }
        return top as? Page ?? (top as? SplitViewController)?.viewController(for: .primary) as? Page
    }
}

import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// The root scene of the navigation storyboard, which hears its segues prepared.
final class PlacesViewController: ViewController {
    private(set) var prepared: [(identifier: String, destination: String?)] = []

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, segue.destination.title))
    }
}

/// A list an editor unwinds to, through the storyboard's exit.
final class NotesListViewController: ViewController {
    private(set) var unwound: [(identifier: String, from: String?)] = []

    @IBAction func unwindToList(_ segue: StoryboardSegue) {
        unwound.append((segue.identifier, segue.source.title))
    }
}

/// A dashboard whose header is another scene, embedded by a container view.
final class HomeViewController: ViewController {
    private(set) var preparedBeforeItsViewLoaded: [String] = []

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        preparedBeforeItsViewLoaded.append(segue.identifier)
        (segue.destination as? HeaderViewController)?.greeting = "Good morning"
    }
}

/// The embedded header: a greeting its parent prepares.
final class HeaderViewController: ViewController {
    @Outlet var greetingLabel: Label!
    var greeting = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        greetingLabel.text = greeting
    }
}

/// A storyboard's navigation controller, its root relationship, and its segues — one a button
/// starts, one the controller performs by identifier — as Xcode writes them.
final class StoryboardSegueFileTests: GtkTestCase {
    @MainActor
    func testANavigationControllersRootAndItsSeguesComeFromTheFile() async throws {
        let storyboard = Storyboard(name: "Navigation", bundle: .module)
        let navigation = try XCTUnwrap(storyboard.instantiateInitialViewController() as? NavigationController)
        let places = try XCTUnwrap(navigation.topViewController as? PlacesViewController, "the root view controller relationship")
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertTrue(places.navigationController === navigation)

        let window = presentInWindow(navigation)
        let oslo = try XCTUnwrap(places.view.subviews.compactMap { $0 as? Button }.first { $0.title(for: .normal) == "Oslo" })
        XCTAssertTrue(pump(until: { oslo.frame.width > 0 }))
        // The button's show segue: pressing it pushes the destination scene, prepared first.
        oslo.sendActions(for: .touchUpInside)
        XCTAssertTrue(pump(until: { navigation.viewControllers.count == 2 }), "the show segue pushed its destination")
        XCTAssertEqual(navigation.topViewController.title, "Place")
        XCTAssertEqual(places.prepared.map(\.identifier), [""], "an unnamed segue, prepared as UIKit prepares it")
        XCTAssertEqual(places.prepared.first?.destination, "Place")
        XCTAssertTrue(pump(until: { WidgetTree.visibleLabelTexts(under: window.widget).contains("A city by a fjord") }))
        navigation.popViewController(animated: false)

        // The controller's own segue, performed by its identifier: presented.
        places.performSegue(withIdentifier: "showAbout", sender: nil)
        XCTAssertEqual(places.prepared.last?.identifier, "showAbout")
        XCTAssertEqual(places.presentedViewController?.title, "About")
        places.presentedViewController?.dismiss(animated: false)
        window.close()
    }
}

/// A storyboard's tab bar controller: its tabs by the file's view controllers relationships, in
/// order, with their tab bar items.
final class StoryboardTabsTests: GtkTestCase {
    @MainActor
    func testATabBarControllersTabsComeFromTheFile() async throws {
        let tabs = try XCTUnwrap(Storyboard(name: "Tabs", bundle: .module).instantiateInitialViewController() as? TabBarController)
        XCTAssertEqual((tabs.viewControllers ?? []).map(\.tabBarItem.title), ["First", "Second", "Favorites"])
        XCTAssertEqual((tabs.viewControllers ?? []).first?.tabBarItem.badgeValue, "3")
        XCTAssertEqual(
            (tabs.viewControllers ?? []).map(\.tabBarItem.iconName), ["document-edit-symbolic", "folder-symbolic", "starred-symbolic"],
            "SF Symbols pictures and the system item as GNOME's icons")
        XCTAssertEqual((tabs.viewControllers ?? []).last?.tabBarItem.tag, 4)
        XCTAssertTrue((tabs.viewControllers ?? []).allSatisfy { $0.tabBarController === tabs })
        let window = presentInWindow(tabs)
        XCTAssertTrue(pump(until: { WidgetTree.visibleLabelTexts(under: window.widget).contains("First View") }), "the first tab shown")
        tabs.selectedIndex = 1
        XCTAssertTrue(tabs.selectedViewController === (tabs.viewControllers ?? [])[1])
        window.close()
    }
}

/// A storyboard's container view, embedding another scene as UIKit does while the view loads.
final class StoryboardEmbedTests: GtkTestCase {
    @MainActor
    func testAContainerViewEmbedsItsSceneAsAChildFillingIt() async throws {
        let storyboard = Storyboard(name: "Dashboard", bundle: .module)
        let dashboard = try XCTUnwrap(storyboard.instantiateInitialViewController() as? HomeViewController)
        XCTAssertEqual(dashboard.preparedBeforeItsViewLoaded, [], "embedded when the view loads, as in UIKit")
        let window = presentInWindow(dashboard)
        defer { window.close() }
        XCTAssertEqual(dashboard.preparedBeforeItsViewLoaded, ["header"], "prepare(for:sender:) saw the embed segue")
        let header = try XCTUnwrap(dashboard.children.first as? HeaderViewController, "the destination is the source's child")
        XCTAssertTrue(header.parent === dashboard)
        let container = try XCTUnwrap(dashboard.view.subviews.first)
        XCTAssertTrue(header.view.superview === container, "its view in the container")
        XCTAssertEqual(header.greetingLabel.text, "Good morning", "prepared before its view loaded")
        XCTAssertTrue(pump(until: { header.view.frame.width > 0 }))
        XCTAssertEqual(header.view.frame.size, container.bounds.size, "filling the container")
        XCTAssertEqual(container.bounds.height, 80)
    }
}

/// A storyboard's exit: a button wired to it, and a manual unwind segue performed by identifier.
final class StoryboardExitTests: GtkTestCase {
    @MainActor
    func testExitSeguesCallTheActionBelowAndGoBack() async throws {
        let storyboard = Storyboard(name: "Unwind", bundle: .module)
        let navigation = try XCTUnwrap(storyboard.instantiateInitialViewController() as? NavigationController)
        let list = try XCTUnwrap(navigation.topViewController as? NotesListViewController)
        let window = presentInWindow(navigation)
        defer { window.close() }
        func openEditor() throws -> ViewController {
            let edit = try XCTUnwrap(list.view.subviews.compactMap { $0 as? Button }.first)
            edit.sendActions(for: .touchUpInside)
            XCTAssertTrue(pump(until: { navigation.viewControllers.count == 2 }), "the editor pushed")
            return navigation.topViewController
        }
        let editor = try openEditor()
        let done = try XCTUnwrap(editor.view.subviews.compactMap { $0 as? Button }.first { $0.title(for: .normal) == "Done" })
        done.sendActions(for: .touchUpInside)
        XCTAssertTrue(pump(until: { navigation.viewControllers.count == 1 }), "back to the list")
        XCTAssertEqual(list.unwound.map(\.identifier), [""], "the list's @IBAction called with the segue")
        XCTAssertEqual(list.unwound.first?.from, "Editor")

        let again = try openEditor()
        again.performSegue(withIdentifier: "cancel", sender: nil)
        XCTAssertTrue(pump(until: { navigation.viewControllers.count == 1 }), "a manual exit segue, by identifier")
        XCTAssertEqual(list.unwound.map(\.identifier), ["", "cancel"])
    }
}

/// A storyboard's split view controller: its columns by the file's relationships.
final class StoryboardSplitTests: GtkTestCase {
    @MainActor
    func testASplitViewControllersColumnsComeFromTheFile() async throws {
        let line = try String(
            contentsOf: XCTUnwrap(Bundle.module.url(forResource: "Storyboards/Split", withExtension: "storyboard")), encoding: .utf8
        ).components(separatedBy: "\n").firstIndex { $0.contains("relationship=\"supplementaryViewController\"") }.map { $0 + 1 }
        expectedLogMessages = [
            "Split.storyboard:\(try XCTUnwrap(line)): <splitViewController> Spl-Sv-Ctl: its supplementaryViewController column"
        ]
        let split = try XCTUnwrap(Storyboard(name: "Split", bundle: .module).instantiateInitialViewController() as? SplitViewController)
        let primary = try XCTUnwrap(split.viewController(for: .primary) as? NavigationController)
        XCTAssertEqual(primary.topViewController.title, "Mailboxes")
        XCTAssertEqual(split.viewController(for: .secondary)?.title, "Message")
        XCTAssertEqual(split.viewControllers.count, 2)
        let window = Window(application: nil)
        window.setDefaultSize(width: 1000, height: 600)
        window.rootViewController = split
        window.present()
        defer { window.close() }
        XCTAssertTrue(
            pump(until: { WidgetTree.visibleLabelTexts(under: window.widget).contains("No message chosen") }), "the secondary column shown")
    }
}

/// A storyboard's visual effect view (its content view, constraints and blur) and a page view
/// controller scene (its orientation), as Xcode writes them.
final class StoryboardEffectsTests: GtkTestCase {
    @MainActor
    func testAVisualEffectViewHoldsItsContentAndAPageSceneItsOrientation() async throws {
        let storyboard = Storyboard(name: "Effects", bundle: .module)
        let frosted = try XCTUnwrap(storyboard.instantiateInitialViewController())
        let window = presentInWindow(frosted)
        defer { window.close() }
        let effectView = try XCTUnwrap(frosted.view.subviews.first as? VisualEffectView)
        XCTAssertEqual((effectView.effect as? BlurEffect)?.style, .systemThinMaterial)
        let label = try XCTUnwrap(effectView.contentView.subviews.first as? Label, "the label in the effect's content view")
        XCTAssertEqual(label.text, "Over the blur")
        XCTAssertTrue(pump(until: { effectView.bounds.height == 120 && label.bounds.width > 0 }), "laid out: \(effectView.bounds)")
        XCTAssertEqual(label.frame.minX, 20, accuracy: 1, "placed by its constraints to the content view")
        XCTAssertEqual(label.frame.midY, 60, accuracy: 1)

        let pages = try XCTUnwrap(storyboard.instantiateViewController(withIdentifier: "pages") as? PageViewController)
        XCTAssertEqual(pages.navigationOrientation, .vertical, "as the scene says")
        XCTAssertEqual(pages.transitionStyle, .scroll)
    }
}

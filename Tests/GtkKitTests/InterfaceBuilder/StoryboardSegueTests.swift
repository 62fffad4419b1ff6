import GtkKit
import GtkKitTestSupport
import XCTest

/// A source that records what `prepare(for:sender:)` saw, and passes a value only to
/// destinations that take one.
@MainActor
private final class SourceViewController: ViewController {
    var prepared: [(identifier: String, source: ViewController, destination: ViewController, sender: String?)] = []

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, segue.source, segue.destination, sender as? String))
        (segue.destination as? MessageReceiving)?.message = sender as? String
    }
}

@MainActor
private protocol MessageReceiving: AnyObject {
    var message: String? { get set }
}

@MainActor
private final class MessageViewController: ViewController, MessageReceiving {
    var message: String?
}

final class StoryboardSegueTests: GtkTestCase {
    @MainActor
    private func makeNavigation(_ storyboard: Storyboard) -> (NavigationController, SourceViewController) {
        let source = SourceViewController()
        let navigation = NavigationController(rootViewController: source)
        navigation.storyboard = storyboard
        _ = presentInWindow(navigation)
        return (navigation, source)
    }

    @MainActor
    func testAPushSegueMakesTheDestinationPreparesItThenPushesIt() async {
        let storyboard = Storyboard()
        var made: [MessageViewController] = []
        storyboard.register(segue: "showMessage") {
            let destination = MessageViewController()
            made.append(destination)
            return destination
        }
        let (navigation, source) = makeNavigation(storyboard)

        source.performSegue(withIdentifier: "showMessage", sender: "hello")
        XCTAssertEqual(made.count, 1)
        XCTAssertEqual(source.prepared.count, 1)
        XCTAssertEqual(source.prepared.first?.identifier, "showMessage")
        XCTAssertTrue(source.prepared.first?.source === source)
        XCTAssertTrue(source.prepared.first?.destination === made[0])
        XCTAssertEqual(made[0].message, "hello", "the destination took what prepare handed it")
        XCTAssertTrue(navigation.topViewController === made[0], "then it was pushed")
        XCTAssertTrue(made[0].storyboard === storyboard, "a destination knows the storyboard that made it")

        navigation.popViewController(animated: false)
        source.performSegue(withIdentifier: "showMessage", sender: "again")
        XCTAssertEqual(made.count, 2, "every segue makes a new destination, as UIKit's do")
        XCTAssertEqual(made[1].message, "again")
    }

    @MainActor
    func testADestinationThatTakesNothingIsShownAndGivenNothing() async {
        let storyboard = Storyboard()
        storyboard.register(segue: "showPlain") { ViewController() }
        let (navigation, source) = makeNavigation(storyboard)
        source.performSegue(withIdentifier: "showPlain", sender: "ignored")
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertFalse(navigation.topViewController is MessageReceiving)
        XCTAssertEqual(source.prepared.count, 1, "prepare still runs; it finds nothing to hand over")
    }

    @MainActor
    func testAnUnknownIdentifierIsLoggedByNameAndChangesNothing() async {
        let (navigation, source) = makeNavigation(Storyboard())
        expectedLogMessages = ["performSegue(withIdentifier: “noSuchSegue”): the storyboard has no segue with that identifier"]
        source.performSegue(withIdentifier: "noSuchSegue", sender: nil)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertTrue(source.prepared.isEmpty, "prepare is not called for a segue that does not exist")
    }

    @MainActor
    func testAControllerWithoutAStoryboardSaysSo() async {
        let lonely = ViewController()
        expectedLogMessages = ["performSegue(withIdentifier: “anything”): ViewController has no storyboard"]
        lonely.performSegue(withIdentifier: "anything", sender: nil)
    }

    @MainActor
    func testAPushWithoutANavigationControllerIsLoggedNotShown() async {
        let storyboard = Storyboard()
        storyboard.register(segue: "showPlain") { ViewController() }
        let source = SourceViewController()
        source.storyboard = storyboard
        expectedLogMessages = ["“showPlain” pushes, but SourceViewController is not in a navigation controller"]
        source.performSegue(withIdentifier: "showPlain", sender: nil)
    }

    @MainActor
    func testACustomSegueShowsTheDestinationItsOwnWay() async {
        let storyboard = Storyboard()
        var shown: [StoryboardSegue] = []
        storyboard.register(segue: "custom", kind: .custom({ shown.append($0) })) { MessageViewController() }
        let (navigation, source) = makeNavigation(storyboard)
        source.performSegue(withIdentifier: "custom", sender: "custom text")
        XCTAssertEqual(shown.count, 1)
        XCTAssertEqual(
            (shown.first?.destination as? MessageViewController)?.message, "custom text",
            "the custom kind receives the destination already prepared")
        XCTAssertEqual(navigation.viewControllers.count, 1, "nothing was pushed")
        XCTAssertEqual(storyboard.segueIdentifiers, ["custom"])
    }

    /// As in UIKit, a tab's controller finds the navigation controller above its tab bar, so a
    /// list in a tab pushes its detail with an ordinary push segue.
    @MainActor
    func testATabsControllerPushesOnTheNavigationControllerAboveItsTabBar() async {
        let storyboard = Storyboard()
        storyboard.register(segue: "showMessage") { MessageViewController() }
        let source = SourceViewController()
        let tabs = TabBarController()
        tabs.setViewControllers([source, ViewController()])
        let navigation = NavigationController(rootViewController: tabs)
        navigation.storyboard = storyboard
        let window = presentInWindow(navigation)
        XCTAssertTrue(source.navigationController === navigation)
        XCTAssertTrue(source.storyboard === storyboard)

        source.performSegue(withIdentifier: "showMessage", sender: "hello")
        XCTAssertTrue(pump(until: { (navigation.topViewController as? MessageViewController)?.message == "hello" }))
        XCTAssertTrue(navigation.topViewController.navigationController === navigation)
        _ = navigation.popViewController(animated: false)
        XCTAssertTrue(navigation.topViewController === tabs)
        window.close()
    }
}

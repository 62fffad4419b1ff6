import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// A controller that can refuse its segues, as UIKit's `shouldPerformSegue(withIdentifier:sender:)`.
@MainActor
private final class GuardedViewController: ViewController {
    var allows = true
    var asked: [String] = []
    var prepared = 0

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        asked.append(identifier)
        return allows
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) { prepared += 1 }
}

/// Storyboard scenes by identifier (UIKit's `instantiateViewController(withIdentifier:)` and
/// `instantiateInitialViewController()`) and `shouldPerformSegue`.
final class StoryboardSceneTests: GtkTestCase {
    @MainActor
    func testScenesAreMadeAnewByIdentifierAndKnowTheirStoryboard() async {
        let storyboard = Storyboard()
        storyboard.register(viewControllerWithIdentifier: "Settings") {
            let settings = ViewController()
            settings.title = "Settings"
            return settings
        }
        storyboard.register(viewControllerWithIdentifier: "List") { ViewController() }
        XCTAssertEqual(storyboard.viewControllerIdentifiers, ["List", "Settings"])
        XCTAssertNil(storyboard.instantiateInitialViewController(), "no initial scene set")
        let first = storyboard.instantiateViewController(withIdentifier: "Settings")
        let second = storyboard.instantiateViewController(withIdentifier: "Settings")
        XCTAssertEqual(first.title, "Settings")
        XCTAssertFalse(first === second, "each call makes a new controller, as UIKit's does")
        XCTAssertTrue(first.storyboard === storyboard, "a scene knows the storyboard it came from")
        storyboard.initialViewControllerIdentifier = "Settings"
        XCTAssertEqual(storyboard.instantiateInitialViewController()?.title, "Settings")
    }

    @MainActor
    func testAnUnknownIdentifierIsSaidAndShowsAMissingScreenNotACrash() async {
        let storyboard = Storyboard()
        expectedLogMessages = ["the storyboard has no scene with that identifier"]
        let missing = storyboard.instantiateViewController(withIdentifier: "Detial")
        let window = presentInWindow(NavigationController(rootViewController: missing))
        XCTAssertEqual(window.title, "Missing Screen")
        let texts = WidgetTree.visibleLabelTexts(under: missing.view.widget)
        XCTAssertTrue(texts.contains("This screen is missing"), "\(texts)")
        XCTAssertTrue(texts.contains { $0.contains("“Detial”") }, "the page names the identifier: \(texts)")
    }

    @MainActor
    func testShouldPerformSegueCanStopASegueBeforeItsDestinationIsMade() async {
        let storyboard = Storyboard()
        var made = 0
        storyboard.register(segue: "showDetail") {
            made += 1
            return ViewController()
        }
        let source = GuardedViewController()
        let navigation = NavigationController(rootViewController: source)
        navigation.storyboard = storyboard
        _ = presentInWindow(navigation)
        source.allows = false
        source.performSegue(withIdentifier: "showDetail", sender: nil)
        XCTAssertEqual(source.asked, ["showDetail"])
        XCTAssertEqual(made, 0, "refused: no destination is made")
        XCTAssertEqual(source.prepared, 0)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        source.allows = true
        source.performSegue(withIdentifier: "showDetail", sender: nil)
        XCTAssertEqual(made, 1)
        XCTAssertEqual(source.prepared, 1)
        XCTAssertEqual(navigation.viewControllers.count, 2)
    }
}

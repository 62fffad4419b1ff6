import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// The storyboard's scene controller, of the test module's own class, as an app's would be.
final class TallyViewController: ViewController {
    @Outlet var countLabel: Label!
    @Outlet var tapButton: Button!
    /// Not an outlet: the storyboard's connection to it is said, not made.
    var resetButton: Button?
    private(set) var awokeBeforeTheView: Bool?
    private(set) var outletsInViewDidLoad: (label: String?, button: String?)?

    override func awakeFromNib() {
        super.awakeFromNib()
        awokeBeforeTheView = !isViewLoaded
    }

    private(set) var count = 0
    /// What the app's creator gave it (UIKit's `instantiateViewController(identifier:creator:)`).
    let startingCount: Int

    /// The scene, with what the app's own initialiser adds.
    init?(coder: Coder, startingAt start: Int) {
        startingCount = start
        super.init(coder: coder)
    }

    required init?(coder: Coder) {
        startingCount = 0
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        outletsInViewDidLoad = (countLabel?.text, tapButton?.title(for: .normal))
    }

    /// Connected by the storyboard's action (`tapped:`, on touch up inside), through the table
    /// the InterfaceBuilderActions plugin writes for this module.
    @IBAction func tapped(_ sender: Button) {
        count += 1
        countLabel.text = "Tapped \(count) times"
    }
}

/// A storyboard as Xcode writes it, read from the test bundle's resources through
/// `Storyboard(name:bundle:)`: the scene's class, views, constraints, outlets and actions, and
/// what it says about the parts GtkKit cannot load yet.
final class StoryboardFileTests: GtkTestCase {
    @MainActor
    func testACreatorMakesTheScenesControllerWithWhatItNeeds() async throws {
        let storyboard = Storyboard(name: "Tally", bundle: .module)
        let tally = storyboard.instantiateViewController(identifier: "tally") { coder in
            TallyViewController(coder: coder, startingAt: 41)
        }
        XCTAssertEqual(tally.startingCount, 41, "the app's own initialiser made it")
        XCTAssertEqual(tally.title, "Tally", "and the scene filled it")
        XCTAssertTrue(tally.storyboard === storyboard)
        XCTAssertEqual(tally.awokeBeforeTheView, true)
        let plain: TallyViewController = storyboard.instantiateViewController(identifier: "tally")
        XCTAssertEqual(plain.startingCount, 0, "no creator: the class's init?(coder:)")
        XCTAssertEqual(plain.title, "Tally")
        let declined = storyboard.instantiateViewController(identifier: "tally") { _ in nil as TallyViewController? }
        XCTAssertEqual(declined.title, "Tally", "a creator giving nil: the class's init?(coder:), as UIKit")

        expectedLogMessages = ["instantiateViewController(identifier: “nowhere”): the storyboard has no scene with that identifier"]
        let stray = storyboard.instantiateViewController(identifier: "nowhere") { TallyViewController(coder: $0, startingAt: 1) }
        XCTAssertEqual(stray.startingCount, 1, "an unknown scene is said; the app's controller still comes back")
        XCTAssertNil(stray.title)
    }

    @MainActor
    func testTheInitialSceneIsTheAppsClassWithItsViewsConstraintsAndOutlets() async throws {
        expectedLogMessages = [
            "Tally.storyboard:33: <mapView> Wb9-hG-c0d: GtkKit has no view for <mapView>",
            "Tally.storyboard:51: <outlet> o3R-st-Out: TallyViewController.resetButton is not an @Outlet",
        ]
        let storyboard = Storyboard(name: "Tally", bundle: .module)
        XCTAssertEqual(storyboard.viewControllerIdentifiers, ["tally"])
        let tally = try XCTUnwrap(storyboard.instantiateInitialViewController() as? TallyViewController)
        XCTAssertEqual(tally.awokeBeforeTheView, true, "awakeFromNib comes before the view loads, as in UIKit")
        XCTAssertEqual(tally.title, "Tally", "the navigation item's title")
        XCTAssertTrue(tally.storyboard === storyboard)

        let window = presentInWindow(tally)
        window.title = "Storyboard tally"
        XCTAssertTrue(pump(until: { tally.countLabel?.frame.width ?? 0 > 0 }))
        XCTAssertEqual(tally.outletsInViewDidLoad?.label, "Tapped 0 times", "outlets are set before viewDidLoad")
        XCTAssertEqual(tally.outletsInViewDidLoad?.button, "Tap me")
        let label = try XCTUnwrap(tally.countLabel)
        let button = try XCTUnwrap(tally.tapButton)
        XCTAssertTrue(label.superview === tally.view && button.superview === tally.view, "the outlets are the scene's views")
        XCTAssertEqual(button.accessibilityHint, "Adds one to the tally", "translated by en.lproj/Tally.strings, as Xcode keys it")
        XCTAssertEqual(button.accessibilityIdentifier, "tapButton", "Interface Builder's identifier, untranslated")

        // Laid out by the scene's constraints: the label 40 below the safe area's top and centred,
        // the button 20 under it on the same centre line.
        let page = tally.view.bounds
        XCTAssertEqual(label.frame.minY, 40, accuracy: 1)
        XCTAssertEqual(label.frame.midX, page.midX, accuracy: 1)
        XCTAssertEqual(button.frame.minY, label.frame.maxY + 20, accuracy: 1)
        XCTAssertEqual(button.frame.midX, label.frame.midX, accuracy: 1)
        XCTAssertEqual(label.constraints.count + tally.view.constraints.count, 5, "every constraint of the file is active")
        XCTAssertNotNil(tally.view.constraints.first { $0.identifier == "label fits" })

        // The button's action calls the controller's @IBAction, with the button as its sender.
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(tally.count, 1)
        XCTAssertEqual(label.text, "Tapped 1 times")
        window.close()
    }

    @MainActor
    func testAClickOnAStoryboardButtonReachesItsAction() async throws {
        try skipUnlessWindowsBecomeActive() // a pointer, through XTEST
        expectedLogMessages = ["<mapView> Wb9-hG-c0d", "<outlet> o3R-st-Out"]
        let tally = try XCTUnwrap(Storyboard(name: "Tally", bundle: .module).instantiateInitialViewController() as? TallyViewController)
        let window = presentInWindow(tally)
        window.title = "Storyboard tally"
        let button = try XCTUnwrap(tally.tapButton)
        XCTAssertTrue(pump(until: { button.frame.width > 0 }))
        try XKeyboard.click(on: button, inWindowTitled: "Storyboard tally")
        XCTAssertTrue(pump(until: { tally.count == 1 }), "a click on the button is its touch up inside")
        XCTAssertEqual(tally.countLabel.text, "Tapped 1 times")
        window.close()
    }

    @MainActor
    func testAStoryboardThatIsMissingOrBrokenIsSaidAndItsScenesAreMissingScreens() async throws {
        expectedLogMessages = ["Storyboard(name: “Nowhere”): no Nowhere.storyboard in"]
        let missing = Storyboard(name: "Nowhere", bundle: .module)
        XCTAssertNil(missing.instantiateInitialViewController())

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = try Data(contentsOf: XCTUnwrap(Bundle.module.url(forResource: "Storyboards/Tally", withExtension: "storyboard")))
        try whole.prefix(whole.count / 2).write(to: folder.appendingPathComponent("Truncated.storyboard"))
        let bundle = try XCTUnwrap(Bundle(path: folder.path))
        expectedLogMessages.append("Truncated.storyboard: not a file Xcode wrote:")
        let truncated = Storyboard(name: "Truncated", bundle: bundle)
        XCTAssertNil(truncated.instantiateInitialViewController(), "nothing is made of half a file")
    }

    @MainActor
    func testAScenesXMLIsReadWhenTheSceneIsFirstMade() async throws {
        // A damaged scene that is not the initial one: the initial scene opens without a word
        // (the others' XML is not read for it), and the damaged one is said when asked for.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-lazy-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var text = try String(
            contentsOf: XCTUnwrap(Bundle.module.url(forResource: "Storyboards/Navigation", withExtension: "storyboard")), encoding: .utf8)
        text = text.replacingOccurrences(
            of: "<viewController id=\"Abo-ut-Ctl\"", with: "<viewController storyboardIdentifier=\"about\" id=\"Abo-ut-Ctl\"")
        text = text.replacingOccurrences(
            of: "<view key=\"view\" contentMode=\"scaleToFill\" id=\"Abo-ut-Vw0\">", with: "<view key=\"view\" id=\"Abo-ut-Vw0\" <damaged>")
        // And a kind of scene GtkKit does not load, said at once with the line of its controller.
        text = text.replacingOccurrences(
            of: "    </scenes>",
            with: """
                        <scene sceneID="Spl-it-Scn">
                            <objects>
                                <avPlayerViewController id="Spl-it-Ctl" sceneMemberID="viewController"/>
                            </objects>
                        </scene>
                    </scenes>
                """)
        let splitLine = text.components(separatedBy: "\n").firstIndex { $0.contains("<avPlayerViewController") }.map { $0 + 1 }
        expectedLogMessages = [
            "Damaged.storyboard:\(try XCTUnwrap(splitLine)): <avPlayerViewController> Spl-it-Ctl: this kind of scene is not loaded"
        ]
        try text.write(to: folder.appendingPathComponent("Damaged.storyboard"), atomically: true, encoding: .utf8)
        let storyboard = Storyboard(name: "Damaged", bundle: try XCTUnwrap(Bundle(path: folder.path)))
        XCTAssertEqual(storyboard.viewControllerIdentifiers, ["about"], "found from the controller's tag alone")
        let navigation = try XCTUnwrap(storyboard.instantiateInitialViewController() as? NavigationController)
        XCTAssertEqual(navigation.topViewController.title, "Places")
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains("<scene sceneID=\"Abo-ut-Scn\">") }.map { $0 + 1 }
        expectedLogMessages += [
            "Damaged.storyboard:\(try XCTUnwrap(line)): the scene of Abo-ut-Ctl is not XML Xcode wrote",
            "instantiateViewController(withIdentifier: “about”): the storyboard has no scene with that identifier",
        ]
        XCTAssertNotEqual(storyboard.instantiateViewController(withIdentifier: "about").title, "About", "a missing screen")
    }
}

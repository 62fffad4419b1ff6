import GtkKitPort
import XCTest

/// The port's rewrites, one shape at a time: each changes only what Swift on Linux cannot
/// compile, says so by line, and leaves comments, strings and everything else as written.
final class SwiftRewriterTests: XCTestCase {
    private func rewrite(_ text: String) -> (text: String, notes: [String]) {
        let result = SwiftRewriter.rewrite(text, file: "F.swift")
        return (result.text, result.notes.map(\.description))
    }

    func testSelectorsBecomeTheMethodsOfTheTypeTheyAreWrittenIn() {
        let source = """
            class Scene: UIViewController {
                struct Inner { func f() { _ = #selector(g) } }
                func setUp() {
                    button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                    item.action = #selector(self.refresh)
                    other.addTarget(helper, action: #selector(Helper.run(_:)), for: .valueChanged)
                }
            }
            extension Scene {
                func more() { _ = #selector( done ) }
            }
            """
        let (text, notes) = rewrite(source)
        XCTAssertTrue(text.contains("_ = Scene.Inner.g") || text.contains("_ = Inner.g"), text)
        XCTAssertTrue(text.contains("action: Scene.tapped(_:), for: .touchUpInside"), text)
        XCTAssertTrue(text.contains("item.action = Scene.refresh"), text)
        XCTAssertTrue(text.contains("action: Helper.run(_:), for: .valueChanged"), "a qualified method keeps its type")
        XCTAssertTrue(text.contains("_ = Scene.done"), "an extension's methods belong to the type it extends")
        XCTAssertEqual(notes.filter { $0.contains("#selector") }.count, 5, "\(notes)")
        XCTAssertTrue(notes.contains("F.swift:4: #selector(tapped(_:)) -> Scene.tapped(_:)"), "\(notes)")
    }

    func testSelectorsOnlyApplePlatformsTakeAreReportedAndLeft() {
        let source = """
            class Clock {
                func start() {
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                    _ = #selector(getter: Clock.name)
                }
            }
            """
        let (text, notes) = rewrite(source)
        XCTAssertTrue(text.contains("selector: #selector(tick)"), "left as written")
        XCTAssertTrue(text.contains("#selector(getter: Clock.name)"))
        XCTAssertEqual(
            notes,
            [
                "F.swift:3: not converted: #selector(tick): this API takes a selector only on Apple platforms; use its closure form",
                "F.swift:4: not converted: #selector(getter:Clock.name): a property's accessor has no method form",
            ])
    }

    func testObjectiveCAndInterfaceBuilderAttributesGoAndTheirLinesWithThem() {
        let source = """
            @objc(GRTScene) class Scene: UIViewController {
                @IBOutlet weak var title: UILabel!
                @IBOutlet var rows: [UIView]!
                @objc dynamic var count = 0
                @objc
                func tapped() {}
                @IBAction func saved(_ sender: Any) {}
            }
            """
        let (text, notes) = rewrite(source)
        XCTAssertEqual(
            text,
            """
            class Scene: UIViewController {
                @Outlet var title: UILabel!
                @Outlet var rows: [UIView]!
                var count = 0
                func tapped() {}
                @IBAction func saved(_ sender: Any) {}
            }
            """, "@IBAction compiles on Linux and stays, for the storyboard to connect")
        XCTAssertEqual(notes.count, 6, "\(notes)")
        XCTAssertTrue(
            notes.contains("F.swift:7: @IBAction saved kept: the storyboard's actions call it (InterfaceBuilderActions)"),
            "\(notes)")
        XCTAssertTrue(
            notes.contains("F.swift:2: @IBOutlet -> @Outlet: title is set by the storyboard's outlet connection"), "\(notes)")
    }

    func testImportsMainAndWhatIsNotCodeAreHandledAsXcodeWritesThem() {
        let source = """
            import Foundation
            import UIKit
            import WebKit
            import MapKit
            // import UIKit in a comment, and @objc too
            let text = "#selector(run) @objc import UIKit"
            let raw = #"@objc "quoted" #selector(x)"#
            /* @UIApplicationMain /* nested */ @objc */
            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            """
        let (text, notes) = rewrite(source)
        XCTAssertEqual(
            text,
            """
            import GtkKitUIKitNames
            import GtkKitWebKit
            import MapKit
            // import UIKit in a comment, and @objc too
            let text = "#selector(run) @objc import UIKit"
            let raw = #"@objc "quoted" #selector(x)"#
            /* @UIApplicationMain /* nested */ @objc */
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            """)
        XCTAssertEqual(
            notes,
            [
                "F.swift:1: import Foundation removed: GtkKitUIKitNames brings Foundation and GtkKit's CGRect, CGPoint, CGSize",
                "F.swift:2: import UIKit -> import GtkKitUIKitNames",
                "F.swift:3: import WebKit -> import GtkKitWebKit (WKWebView on WebKitGTK)",
                "F.swift:4: not converted: import MapKit: no counterpart on Linux",
                "F.swift:9: @UIApplicationMain -> @main",
            ])
    }

    func testAFileWithNothingToChangeIsLeftByteForByte() {
        let source = "import Foundation\n\nstruct Model: Codable {\n    var name: String\n}\n"
        let (text, notes) = rewrite(source)
        XCTAssertEqual(text, source, "Foundation alone stays: no GtkKitUIKitNames brings it")
        XCTAssertEqual(notes, [])
    }
}

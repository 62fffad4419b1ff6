import GtkKitPort
import XCTest

/// The @IBAction methods found in Swift as Xcode's templates and real apps write them, with the
/// selectors a storyboard names them by, and the table written for GtkKit.
final class ActionTableTests: XCTestCase {
    func testSelectorsAreObjectiveCsNamesOfTheSwiftDeclarations() {
        let source = """
            class ScoreViewController: UIViewController {
                @IBAction func tapped(_ sender: UIButton) {}
                @IBAction private func done(sender: Any) {}
                @IBAction
                func reset() {}
                @IBAction func changed(_ sender: UISlider, forEvent event: UIEvent) {}
                // @IBAction func commented(_ sender: Any) {}
                let text = "@IBAction func quoted(_ sender: Any)"
                func plain(_ sender: Any) {}
            }
            extension ScoreViewController {
                @IBAction func unwindToScores(_ segue: UIStoryboardSegue) {}
            }
            """
        let actions = ActionTable.actions(in: source)
        XCTAssertEqual(
            actions.map { "\($0.type) \($0.selector) \($0.swiftName)" },
            [
                "ScoreViewController tapped: tapped(_:)", "ScoreViewController doneWithSender: done(sender:)",
                "ScoreViewController reset reset()", "ScoreViewController changed:forEvent: changed(_:forEvent:)",
                "ScoreViewController unwindToScores: unwindToScores(_:)",
            ])
        let table = ActionTable.source(for: actions + actions)
        XCTAssertTrue(table.contains(#"case ("ScoreViewController", "tapped:"): InterfaceAction(ScoreViewController.tapped(_:))"#))
        XCTAssertTrue(table.contains(#"case ("ScoreViewController", "reset"): InterfaceAction(ScoreViewController.reset)"#))
        XCTAssertFalse(table.contains("forEvent"), "an action taking an event is left out: GtkKit has none to give")
        XCTAssertEqual(table.components(separatedBy: "\"tapped:\"").count, 2, "each action once, as a switch needs")
    }
}

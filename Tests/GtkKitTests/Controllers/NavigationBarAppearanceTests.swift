import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// UIKit's navigation bar appearance lines, as ported apps write them, on GNOME's header bar:
/// the bar's colour and the title's colour and font apply; large titles keep GNOME's one size.
final class NavigationBarAppearanceTests: GtkTestCase {
    @MainActor
    func testTheBarsColourAndTheTitlesAttributesApplyAndLargeTitlesKeepOneSize() async {
        let page = ViewController()
        page.title = "Petitions"
        page.navigationItem.largeTitleDisplayMode = .always
        let navigation = NavigationController(rootViewController: page)
        let bar = navigation.navigationBar
        XCTAssertTrue(bar === navigation.headerBar)
        bar.prefersLargeTitles = true
        bar.isTranslucent = false
        bar.barTintColor = Color(hex: "#204a87")
        bar.titleTextAttributes = [.foregroundColor: Color(hex: "#ffffff")!]
        bar.largeTitleTextAttributes = [.font: Font.boldSystemFont(ofSize: 20)]
        let window = presentInWindow(navigation)
        defer { window.close() }
        XCTAssertTrue(pump(until: { bar.bounds.width > 0 && bar.titleLabel.text == "Petitions" }))
        XCTAssertEqual(pixel(of: bar, x: 4, y: Int(bar.bounds.height) / 2), [0x20, 0x4a, 0x87, 255], "the bar's colour")
        XCTAssertEqual(bar.titleLabel.textColor, Color(hex: "#ffffff"), "the title's colour")
        XCTAssertEqual(bar.titleLabel.font, Font.boldSystemFont(ofSize: 20), "with large titles on, the large title's font")
        bar.prefersLargeTitles = false
        XCTAssertNotEqual(bar.titleLabel.font, Font.boldSystemFont(ofSize: 20), "and the plain one's without")
    }

    @MainActor
    func testTheAppearanceProxyStylesEveryBarAndABarsOwnValueWins() async {
        let appearance = HeaderBar.appearance()
        appearance.barTintColor = Color(hex: "#4e9a06")
        appearance.titleTextAttributes = [.foregroundColor: Color(hex: "#ffffff")!]
        defer {
            appearance.barTintColor = nil
            appearance.titleTextAttributes = nil
        }
        let first = NavigationController(rootViewController: ViewController())
        let second = NavigationController(rootViewController: ViewController())
        second.navigationBar.barTintColor = Color(hex: "#a40000")
        let window = presentInWindow(first)
        let other = presentInWindow(second)
        defer {
            window.close()
            other.close()
        }
        XCTAssertTrue(pump(until: { first.navigationBar.bounds.width > 0 && second.navigationBar.bounds.width > 0 }))
        XCTAssertEqual(pixel(of: first.navigationBar, x: 4, y: 10), [0x4e, 0x9a, 0x06, 255], "every bar")
        XCTAssertEqual(pixel(of: second.navigationBar, x: 4, y: 10), [0xa4, 0x00, 0x00, 255], "a bar's own colour wins")
        appearance.barTintColor = nil
        XCTAssertTrue(pump(until: { self.pixel(of: first.navigationBar, x: 4, y: 10) != [0x4e, 0x9a, 0x06, 255] }), "and goes again")
    }
}

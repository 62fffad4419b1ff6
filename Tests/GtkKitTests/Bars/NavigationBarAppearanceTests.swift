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

    /// iOS 15's boilerplate: one configured appearance given to the bar's standard and scroll
    /// edge looks, copied when given, and to every bar through the proxy.
    @MainActor
    func testAConfiguredAppearanceIsTheBarsLookCopiedWhenGiven() async {
        let look = NavigationBarAppearance()
        look.configureWithOpaqueBackground()
        look.backgroundColor = Color(hex: "#5c3566")
        look.shadowColor = .clear
        look.titleTextAttributes = [.foregroundColor: Color(hex: "#ffffff")!]
        let page = ViewController()
        page.title = "Settings"
        let navigation = NavigationController(rootViewController: page)
        navigation.navigationBar.standardAppearance = look
        navigation.navigationBar.scrollEdgeAppearance = look
        look.backgroundColor = Color(hex: "#a40000") // after it was given: not the bar's
        let window = presentInWindow(navigation)
        defer { window.close() }
        let bar = navigation.navigationBar
        XCTAssertTrue(pump(until: { bar.bounds.width > 0 }))
        XCTAssertEqual(pixel(of: bar, x: 4, y: Int(bar.bounds.height) / 2), [0x5c, 0x35, 0x66, 255], "the appearance's background")
        XCTAssertEqual(bar.titleLabel.textColor, Color(hex: "#ffffff"), "and its title's colour")
        XCTAssertEqual(bar.standardAppearance.backgroundColor, Color(hex: "#5c3566"), "a copy, as UIKit keeps one")

        let clear = NavigationBarAppearance()
        clear.configureWithTransparentBackground()
        XCTAssertEqual(clear.backgroundColor, .clear)
        XCTAssertEqual(clear.shadowColor, .clear)

        let everyBar = NavigationBarAppearance()
        everyBar.backgroundColor = Color(hex: "#4e9a06")
        HeaderBar.appearance().standardAppearance = everyBar
        defer { HeaderBar.appearance().standardAppearance = nil }
        let other = NavigationController(rootViewController: ViewController())
        let otherWindow = presentInWindow(other)
        defer { otherWindow.close() }
        XCTAssertTrue(pump(until: { self.pixel(of: other.navigationBar, x: 4, y: 10) == [0x4e, 0x9a, 0x06, 255] }), "every bar's look")
        XCTAssertEqual(pixel(of: bar, x: 4, y: Int(bar.bounds.height) / 2), [0x5c, 0x35, 0x66, 255], "a bar's own look wins")
    }
}

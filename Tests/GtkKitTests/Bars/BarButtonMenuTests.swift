import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// Records which actions ran.
@MainActor
private final class Choices {
    var made: [String] = []
}

/// Bar button items with menus (UIKit's `UIBarButtonItem(title:image:primaryAction:menu:)`, `UIMenu`,
/// `UIAction`): a menu button whose popover lists the actions, which run when chosen.
final class BarButtonMenuTests: GtkTestCase {
    @MainActor
    func testAMenuItemOpensItsActionsAndRunsTheChosenOne() async throws {
        try skipUnlessPopoversShow()
        let choices = Choices()
        let byName = Action(title: "By Name") { choices.made.append($0.title) }
        let byDate = Action(title: "By Date", attributes: .disabled) { choices.made.append($0.title) }
        let hidden = Action(title: "Secret", attributes: .hidden) { choices.made.append($0.title) }
        let item = BarButtonItem(
            title: "_Sort", menu: Menu(children: [byName, Menu(title: "Older", options: .displayInline, children: [byDate, hidden])]))
        let page = ViewController()
        page.title = "Notes"
        page.navigationItem.rightBarButtonItem = item
        _ = presentInWindow(NavigationController(rootViewController: page))

        XCTAssertTrue(gtkkit_is_a(item.view.raw, gtk_menu_button_get_type()) != 0, "a menu button")
        XCTAssertEqual(item.view.accessibilityLabel, "Sort", "named by the text drawn, not its mnemonic markup")
        XCTAssertEqual(WidgetTree.visibleLabelTexts(under: item.view.widget), ["Sort"], "the `_` marks Alt+S, it is not drawn")

        gtk_menu_button_popup(item.view.opaque)
        pump()
        let popover = try XCTUnwrap(gtk_menu_button_get_popover(item.view.opaque))
        let shown = WidgetTree.visibleLabelTexts(under: UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self))
        XCTAssertTrue(shown.contains("By Name") && shown.contains("By Date") && shown.contains("Older"), "\(shown)")
        XCTAssertFalse(shown.contains("Secret"), "a hidden action has no item")

        XCTAssertTrue(gtk_widget_activate_action_variant(item.view.widget, "menu.\(byName.name)", nil) != 0)
        XCTAssertTrue(gtk_widget_activate_action_variant(item.view.widget, "menu.\(byDate.name)", nil) != 0)
        XCTAssertEqual(choices.made, ["By Name"], "the chosen action ran; the disabled one cannot")
        gtk_menu_button_popdown(item.view.opaque)
    }

    @MainActor
    func testAPrimaryActionWithAMenuIsASplitButton() async throws {
        let choices = Choices()
        let share = Action(title: "_Share", image: "emblem-shared-symbolic") { choices.made.append($0.title) }
        let link = Action(title: "Copy Link") { choices.made.append($0.title) }
        let item = BarButtonItem(primaryAction: share, menu: Menu(children: [link]))
        let buttons = WidgetTree.all(under: item.view.widget).compactMap { Object.wrapper(of: UnsafeMutableRawPointer($0)) as? View }
        let main = try XCTUnwrap(
            buttons.first { $0.accessibilityLabel == "Share" } as? Button, "the action's own button, named by its title")
        let more = try XCTUnwrap(buttons.first { $0.accessibilityLabel == "Share Options" }, "the menu button beside it")
        XCTAssertTrue(gtkkit_is_a(more.raw, gtk_menu_button_get_type()) != 0)
        XCTAssertTrue(item.view.hasCSSClass("linked"))
        main.click()
        XCTAssertEqual(choices.made, ["_Share"])
        XCTAssertTrue(gtk_widget_activate_action_variant(more.widget, "menu.\(link.name)", nil) != 0)
        XCTAssertEqual(choices.made, ["_Share", "Copy Link"])
    }

    /// A page's menu still works after another page covered it: the header takes the page's
    /// items off while it is covered and puts them back, and on GTK 4.8 the menu's items had
    /// lost their actions by then (dimmed, and nothing ran).
    @MainActor
    func testAMenuWorksAfterThePageIsCoveredAndUncovered() async throws {
        try skipUnlessPopoversShow()
        let choices = Choices()
        let item = BarButtonItem(title: "Sort", menu: Menu(children: [Action(title: "By Name") { choices.made.append($0.title) }]))
        let list = ViewController()
        list.title = "Cupboard"
        list.navigationItem.leftBarButtonItem = item
        let navigation = NavigationController(rootViewController: list)
        _ = presentInWindow(navigation)
        navigation.pushViewController(ViewController(), animated: false)
        pump()
        _ = navigation.popViewController(animated: false)
        pump()

        gtk_menu_button_popup(item.view.opaque)
        pump()
        let popover = try XCTUnwrap(gtk_menu_button_get_popover(item.view.opaque))
        let entries = WidgetTree.all(under: UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self))
            .filter { gtkkit_is_a(UnsafeMutableRawPointer($0), gtk_actionable_get_type()) != 0 }
        XCTAssertEqual(entries.count, 1, "the menu's one item")
        for entry in entries {
            XCTAssertTrue(gtk_widget_is_sensitive(entry) != 0, "the item is not dimmed")
            gtk_widget_activate(entry)
        }
        pump()
        XCTAssertEqual(choices.made, ["By Name"], "choosing the item ran its action")
    }

    /// UIKit code writes its actions inline, keeping no reference: the item keeps them, and
    /// their handlers still run when chosen (they were dropped with the last reference).
    @MainActor
    func testActionsWrittenInlineRunWhenChosen() async throws {
        let choices = Choices()
        let item = BarButtonItem(
            primaryAction: Action(title: "Share") { choices.made.append($0.title) },
            menu: Menu(children: [Action(title: "Copy Link") { choices.made.append($0.title) }]))
        let buttons = WidgetTree.all(under: item.view.widget).compactMap { Object.wrapper(of: UnsafeMutableRawPointer($0)) as? View }
        let main = try XCTUnwrap(buttons.compactMap { $0 as? Button }.first { $0.label == "Share" })
        let more = try XCTUnwrap(buttons.first { $0.accessibilityLabel == "Share Options" })
        main.click()
        // The item's detailed action, read from the menu model as the popover reads it.
        let model = try XCTUnwrap(gtk_menu_button_get_menu_model(more.opaque))
        let value = try XCTUnwrap(g_menu_model_get_item_attribute_value(model, 0, "action", nil))
        let detailed = String(cString: g_variant_get_string(value, nil))
        g_variant_unref(value)
        XCTAssertTrue(gtk_widget_activate_action_variant(more.widget, detailed, nil) != 0, detailed)
        XCTAssertEqual(choices.made, ["Share", "Copy Link"], "both handlers ran")
    }

    @MainActor
    func testAnActionMadeByUIKitsInitialiserIsANamedGAction() async {
        let first = Action(title: "One") { _ in }
        let second = Action(title: "Two", identifier: "two") { _ in }
        XCTAssertNotEqual(first.name, Action(title: "One") { _ in }.name, "generated names are unique")
        XCTAssertEqual(second.identifier, "two")
        XCTAssertTrue(first.isEnabled)
        XCTAssertFalse(Action(title: "Off", attributes: .disabled) { _ in }.isEnabled)
    }
}

import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// AlertController, UIKit's UIAlertController: alerts that ask for text, more than two choices,
/// Enter and Escape, action sheets as popovers at their source, and bad input said, not fatal.
/// Examples/Notes tests its rename alert again from outside, through the accessibility bus.
final class AlertControllerTests: GtkTestCase {
    @MainActor
    private func presenterInWindow() -> (ViewController, Button, Window) {
        let presenter = ViewController()
        let origin = Button(label: "Origin")
        presenter.view = origin
        presenter.title = "Notes"
        let window = presentInWindow(presenter)
        _ = origin.grabFocus()
        return (presenter, origin, window)
    }

    /// The alert's drawn buttons, in order, by the text they show.
    @MainActor
    private func buttons(_ alert: AlertController) -> [(text: String, button: Button)] {
        WidgetTree.all(under: alert.view.widget)
            .filter { Bool(gboolean: gtkkit_is_a($0, gtk_button_get_type())) && Bool(gboolean: gtk_widget_is_drawable($0)) }
            .compactMap { pointer in
                guard let text = gtk_button_get_label(UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GtkButton.self)),
                    let button = Object.wrapper(of: UnsafeMutableRawPointer(pointer)) as? Button
                else { return nil }
                return (String(cString: text), button)
            }
    }

    @MainActor
    private func buttonTexts(_ alert: AlertController) -> [String] { buttons(alert).map(\.text) }

    @MainActor
    private func button(_ text: String, of alert: AlertController) throws -> Button {
        try XCTUnwrap(buttons(alert).first { $0.text == text }?.button, "no button “\(text)”")
    }

    @MainActor
    func testAnAlertAsksForTextAndEnterGivesItToThePreferredAction() async throws {
        try skipUnlessWindowsBecomeActive()
        let (presenter, origin, window) = presenterInWindow()
        let alert = AlertController(title: "Rename Note", message: "A new title for “Ideas”.", preferredStyle: .alert)
        alert.addTextField { field in
            field.text = "Ideas"
            field.placeholder = "Title"
        }
        var renamed: [String] = []
        var cancelled = 0
        alert.addAction(AlertAction(title: "Rename", style: .default) { _ in renamed.append(alert.textFields?.first?.text ?? "") })
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in cancelled += 1 })
        alert.preferredAction = alert.actions[0]
        var shown = false
        presenter.present(alert, animated: true) { shown = true }
        XCTAssertTrue(pump(until: { shown }))
        XCTAssertTrue(window.hasModalDialog, "an alert is a modal dialog")
        XCTAssertTrue(presenter.presentedViewController === alert)
        XCTAssertEqual(alert.window?.title, "Rename Note")
        XCTAssertEqual(WidgetTree.visibleLabelTexts(under: alert.view.widget).prefix(2), ["Rename Note", "A new title for “Ideas”."])
        XCTAssertEqual(buttonTexts(alert), ["Cancel", "Rename"], "cancel first, as GNOME orders a dialog's buttons")
        let field = try XCTUnwrap(alert.textFields?.first)
        XCTAssertEqual(field.accessibilityLabel, "Title", "a field is named by its placeholder")
        XCTAssertTrue(pump(until: { field.containsFocus }), "the focus starts in the text field")

        field.text = "Holiday"
        try XKeyboard.press("Return", inWindowTitled: "Rename Note")
        XCTAssertTrue(pump(until: { !renamed.isEmpty }), "Enter in the field chooses the preferred action")
        XCTAssertEqual(renamed, ["Holiday"], "the handler runs after dismissal and reads the field")
        XCTAssertEqual(cancelled, 0)
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertFalse(window.hasModalDialog)
        // The window's focus widget is what GtkKit gives back; whether the window is active again
        // is the window system's (under Xvfb with no window manager an X focus request can lose
        // to the dialog's unmap: once in about 40 CI runs on Debian 13 `hasFocus` stayed false).
        XCTAssertTrue(pump(until: { origin.focusInRoot == origin.widget }), "the focus goes back to where it was")
    }

    @MainActor
    func testEscapeChoosesTheCancelActionAndADisabledActionCannotBeChosen() async throws {
        try skipUnlessWindowsBecomeActive()
        let (presenter, _, _) = presenterInWindow()
        let alert = AlertController(title: "Rename Note", message: nil, preferredStyle: .alert)
        alert.addTextField()
        var chosen: [String] = []
        let rename = AlertAction(title: "Rename", style: .default) { _ in chosen.append("rename") }
        rename.isEnabled = false
        alert.addAction(rename)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
        presenter.present(alert, animated: false)
        XCTAssertTrue(pump(until: { alert.view.isDrawable }))
        XCTAssertEqual(alert.textFields?.first?.accessibilityLabel, "Rename Note", "no placeholder: named by the alert's title")
        XCTAssertFalse(try button("Rename", of: alert).isEnabled)
        try XKeyboard.press("Return", inWindowTitled: "Rename Note")
        pump()
        XCTAssertEqual(chosen, [], "Enter does not choose a disabled action")
        rename.isEnabled = true
        XCTAssertTrue(try button("Rename", of: alert).isEnabled)
        try XKeyboard.press("Escape", inWindowTitled: "Rename Note")
        XCTAssertTrue(pump(until: { !chosen.isEmpty }))
        XCTAssertEqual(chosen, ["cancel"], "Escape is the cancel action")
        XCTAssertNil(presenter.presentedViewController)
    }

    @MainActor
    func testMoreThanTwoActionsStackWithCancelLastAndEachRunsItsHandler() async throws {
        let (presenter, _, _) = presenterInWindow()
        var chosen: [String] = []
        func alertOfThree() -> AlertController {
            let alert = AlertController(title: "Unsaved Changes", message: "Save the note before closing?", preferredStyle: .alert)
            alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
            alert.addAction(AlertAction(title: "Discard", style: .destructive) { _ in chosen.append("discard") })
            alert.addAction(AlertAction(title: "Save", style: .default) { _ in chosen.append("save") })
            return alert
        }
        let alert = alertOfThree()
        presenter.present(alert, animated: false)
        XCTAssertTrue(pump(until: { alert.view.isDrawable }))
        XCTAssertEqual(buttonTexts(alert), ["Discard", "Save", "Cancel"], "three in a column, cancel last (UIKit's layout)")
        let discard = try button("Discard", of: alert)
        XCTAssertTrue(Bool(gboolean: gtk_widget_has_css_class(discard.widget, "destructive-action")))
        let save = try button("Save", of: alert)
        XCTAssertTrue(Bool(gboolean: gtk_widget_has_css_class(save.widget, "suggested-action")), "the only ordinary action is the default")
        discard.click()
        XCTAssertTrue(pump(until: { chosen == ["discard"] }))
        XCTAssertNil(presenter.presentedViewController)

        let again = alertOfThree()
        presenter.present(again, animated: false)
        XCTAssertTrue(pump(until: { again.view.isDrawable }))
        try button("Save", of: again).click()
        XCTAssertTrue(pump(until: { chosen == ["discard", "save"] }))
    }

    @MainActor
    func testAnActionSheetIsAPopoverAtItsSourceAndClosingItIsTheCancel() async throws {
        try skipUnlessPopoversShow()
        let (presenter, origin, window) = presenterInWindow()
        var chosen: [String] = []
        func sheet() -> AlertController {
            let sheet = AlertController(title: "Reset all counts?", message: "The counters go back to zero.", preferredStyle: .actionSheet)
            sheet.addAction(AlertAction(title: "Reset", style: .destructive) { _ in chosen.append("reset") })
            sheet.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
            sheet.popoverPresentationController?.sourceView = origin
            return sheet
        }
        let first = sheet()
        presenter.present(first, animated: true)
        XCTAssertTrue(pump(until: { first.view.isDrawable }))
        XCTAssertFalse(window.hasModalDialog, "a popover, not a dialog window")
        XCTAssertTrue(presenter.presentedViewController === first)
        XCTAssertEqual(buttonTexts(first), ["Reset"], "no Cancel button: closing the popover is the cancel")
        let reset = try button("Reset", of: first)
        XCTAssertTrue(reset.hasFocus, "the focus is on the first choice")
        reset.click()
        XCTAssertTrue(pump(until: { chosen == ["reset"] }))
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertFalse(first.view.isDrawable)

        let second = sheet()
        presenter.present(second, animated: true)
        XCTAssertTrue(pump(until: { second.view.isDrawable }))
        // Closed without a choice (Escape, a click outside): GTK pops the popover down.
        let popover = try XCTUnwrap(gtk_widget_get_ancestor(second.view.widget, gtk_popover_get_type()))
        gtk_popover_popdown(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self))
        XCTAssertTrue(pump(until: { chosen == ["reset", "cancel"] }), "closing the sheet runs its cancel action")
        XCTAssertNil(presenter.presentedViewController)

        let third = sheet()
        presenter.present(third, animated: true)
        XCTAssertTrue(pump(until: { third.view.isDrawable }))
        var dismissed = false
        presenter.dismiss(animated: true) { dismissed = true }
        XCTAssertTrue(pump(until: { dismissed }))
        XCTAssertEqual(chosen, ["reset", "cancel"], "the app's dismissal runs no action")
    }

    @MainActor
    func testAnActionSheetWithNoSourceIsADialogThatShowsCancel() async throws {
        let (presenter, _, window) = presenterInWindow()
        let sheet = AlertController(title: nil, message: "Share the note", preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Copy", style: .default))
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        presenter.present(sheet, animated: false)
        XCTAssertTrue(pump(until: { sheet.view.isDrawable }))
        XCTAssertTrue(window.hasModalDialog)
        XCTAssertEqual(buttonTexts(sheet), ["Cancel", "Copy"])
    }

    @MainActor
    func testBadInputIsReportedAndIgnored() async {
        let alert = AlertController(title: "Delete", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        expectedLogMessages = [
            "already has a cancel action", "is not one of the alert's actions", "text fields can only be added to an alert",
        ]
        alert.addAction(AlertAction(title: "Never Mind", style: .cancel))
        XCTAssertEqual(alert.actions.map(\.title), ["Cancel"], "a second cancel action is refused")
        alert.preferredAction = AlertAction(title: "Elsewhere", style: .default)
        XCTAssertNil(alert.preferredAction, "a preferred action that is not the alert's is refused")
        let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        XCTAssertNil(sheet.textFields, "an action sheet has no text fields")
        XCTAssertNil(alert.popoverPresentationController, "an alert points nowhere")
        XCTAssertNotNil(sheet.popoverPresentationController)
    }
}

extension AlertControllerTests {
    /// An alert dismissed before its window opened (a dialog opens a moment after it is asked
    /// for, so a screen reader hears it) never opens: its window was once mapped later, with no
    /// way to close it, over a window whose keys it then took.
    @MainActor
    func testAnAlertDismissedBeforeItOpensNeverOpens() async throws {
        let (presenter, _, window) = presenterInWindow()
        defer { window.close() }
        let alert = AlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Close", style: .cancel))
        presenter.present(alert, animated: false)
        let dialog = try XCTUnwrap(gtk_widget_get_root(alert.view.widget))
        g_object_ref(UnsafeMutableRawPointer(dialog))
        defer { g_object_unref(UnsafeMutableRawPointer(dialog)) }
        presenter.dismiss(animated: false)
        _ = MainLoop.run(until: { false }, timeoutMilliseconds: 500)
        let widget = UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkWidget.self)
        XCTAssertFalse(Bool(gboolean: gtk_widget_get_mapped(widget)), "the dismissed alert's window never opened")
        XCTAssertFalse(Bool(gboolean: gtk_widget_get_realized(widget)))
        XCTAssertNil(presenter.presentedViewController)

        // The presenter can present again, and that alert opens.
        let again = AlertController(title: "Saved again", message: nil, preferredStyle: .alert)
        again.addAction(AlertAction(title: "Close", style: .cancel))
        presenter.present(again, animated: false)
        XCTAssertTrue(pump(until: { again.view.isDrawable }), "a later alert opens")
        presenter.dismiss(animated: false)
    }
}

extension AlertControllerTests {
    /// An alert closed with Escape goes, and one whose parent window goes (the app quitting)
    /// goes with it rather than staying on screen alone.
    @MainActor
    func testAnAlertLeavesWithItsWindow() async throws {
        try skipUnlessWindowsBecomeActive()
        let (presenter, _, window) = presenterInWindow()
        let alert = AlertController(title: "Saved", message: "The note is saved.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Close", style: .cancel))
        presenter.present(alert, animated: false)
        XCTAssertTrue(pump(until: { AlertController.visible.contains { $0 === alert } }))
        try XKeyboard.press("Escape", inWindowTitled: "Saved")
        XCTAssertTrue(pump(until: { AlertController.visible.isEmpty }))

        let second = AlertController(title: "Saved again", message: nil, preferredStyle: .alert)
        second.addAction(AlertAction(title: "Close", style: .cancel))
        presenter.present(second, animated: false)
        XCTAssertTrue(pump(until: { AlertController.visible.contains { $0 === second } }))
        window.close()
        XCTAssertTrue(pump(until: { AlertController.visible.isEmpty }), "gone with its window")
    }
}

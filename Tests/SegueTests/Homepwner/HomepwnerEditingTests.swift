import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import SegueCore
import Synchronization
import XCTest

@testable import Segue

/// Homepwner's detail page, adding, deleting and reordering, through the real main window.
final class HomepwnerEditingTests: DemoFlowTestCase {
    @MainActor
    private func storedItems() throws -> [HomepwnerItem] {
        let store = SegueStore.open(atOptional: SegueStore.defaultURL(environment: ["XDG_DATA_HOME": dataHome.path])) {
            _, _ throws(StoreError) in
        }
        return try HomepwnerItemRepository(database: store.database).all()
    }

    @MainActor
    private func openDetail(row: Int) throws -> (MainWindowController, HomepwnerViewController, HomepwnerItemDetailViewController) {
        let (main, list) = try open(.homepwner, as: HomepwnerViewController.self)
        try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: row, section: 0))).activate()
        pump()
        let detail = try XCTUnwrap(main.navigation.topViewController as? HomepwnerItemDetailViewController)
        return (main, list, detail)
    }

    @MainActor
    func testTheDetailEditsNameAndValueAndPassesThemBack() async throws {
        let (main, list, detail) = try openDetail(row: 0)
        XCTAssertEqual(main.window.title, "Item")
        XCTAssertEqual(detail.nameField.text, "Desk Lamp")
        XCTAssertEqual(detail.serialField.text, "3K7Q1")
        XCTAssertEqual(detail.valueField.text, "45")
        XCTAssertFalse(detail.createdLabel.text.isEmpty, "the creation date is shown")
        XCTAssertTrue(detail.nameField.containsFocus, "the name field has focus")

        detail.nameField.text = "Brass Desk Lamp"
        detail.valueField.text = "60"
        main.navigation.popViewController(animated: false)
        let row = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? HomepwnerItemCell)
        XCTAssertEqual(row.nameLabel.text, "Brass Desk Lamp")
        XCTAssertEqual(row.valueLabel.text, "$60")
        XCTAssertEqual(try storedItems().first?.name, "Brass Desk Lamp")
        XCTAssertEqual(try storedItems().first?.valueInDollars, 60)
    }

    /// A rename the store refuses (a full disk) stays in the row, the bar under the list says it
    /// is kept and not saved yet, and Retry writes it once the store works again.
    @MainActor
    func testARefusedRenameIsKeptInTheRowAndSavedOnRetry() async throws {
        let (main, list, detail) = try openDetail(row: 0)
        let database = main.services.store().0.database
        try database.execute("PRAGMA query_only = 1")
        detail.nameField.text = "Lamp renamed on a full disk"
        main.navigation.popViewController(animated: false)
        XCTAssertEqual(
            list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessibilityLabel, "Lamp renamed on a full disk",
            "the row keeps the rename")
        XCTAssertTrue(AlertController.visible.isEmpty, "no dialog")
        XCTAssertTrue(list.unsavedEdits.isShowing)
        XCTAssertTrue(list.unsavedEdits.text.contains("not saved yet"), list.unsavedEdits.text)
        XCTAssertEqual(try storedItems().first?.name, "Desk Lamp", "not in the file yet")

        try database.execute("PRAGMA query_only = 0")
        list.unsavedEdits.retry()
        XCTAssertEqual(try storedItems().first?.name, "Lamp renamed on a full disk")
        XCTAssertFalse(list.unsavedEdits.isShowing)
    }

    /// Names and serials are one bounded line: a pasted 100,000 characters or a serial with a
    /// control character is explained under its field and not saved, never silently cut.
    @MainActor
    func testAnOverlongNameOrAControlCharacterInASerialIsExplainedAndNotSaved() async throws {
        let (main, _, detail) = try openDetail(row: 0)
        detail.nameField.text = String(repeating: "n", count: 100_000)
        XCTAssertTrue(detail.nameField.showsError)
        XCTAssertTrue(detail.name.message.text.contains("at most 200"), detail.name.message.text)
        XCTAssertEqual(detail.nameField.accessibilityHint, detail.name.message.text)
        detail.serialField.text = "3K7\u{7}Q1"
        XCTAssertTrue(detail.serial.message.text.contains("serial number"), detail.serial.message.text)
        main.navigation.popViewController(animated: false)
        XCTAssertEqual(try storedItems().first?.name, "Desk Lamp", "the stored name is kept")
        XCTAssertEqual(try storedItems().first?.serialNumber, "3K7Q1")
    }

    @MainActor
    func testAnInvalidValueIsExplainedInlineAndNotSaved() async throws {
        let (main, list, detail) = try openDetail(row: 1)
        detail.valueField.text = "12.50"
        XCTAssertTrue(detail.valueField.showsError)
        XCTAssertTrue(detail.valueMessage.isDrawable, "the reason is written under the field")
        XCTAssertTrue(detail.valueMessage.text.contains("whole dollars"), detail.valueMessage.text)
        XCTAssertEqual(detail.valueField.accessibilityHint, detail.valueMessage.text, "and read out by screen readers")
        detail.valueField.text = "-3"
        XCTAssertTrue(detail.valueMessage.text.contains("below zero"), detail.valueMessage.text)
        detail.nameField.text = "Chipped Mug"
        main.navigation.popViewController(animated: false)
        let row = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? HomepwnerItemCell)
        XCTAssertEqual(row.valueLabel.text, "$12", "the bad value is not saved")
        XCTAssertEqual(row.nameLabel.text, "Chipped Mug", "the rest of the edit is")
    }

    @MainActor
    func testAChosenPictureIsCopiedThumbnailedAndShownAndABadOneIsRefused() async throws {
        let (main, list, detail) = try openDetail(row: 3)
        XCTAssertNil(detail.item?.imageKey)
        XCTAssertFalse(detail.removeButton.isEnabled)

        let text = dataHome.appendingPathComponent("notes.png")
        try FileManager.default.createDirectory(at: dataHome, withIntermediateDirectories: true)
        try Data("text, not a picture".utf8).write(to: text)
        await detail.importPicture(at: text.path)
        XCTAssertEqual(AlertController.visible.last?.title, "This picture cannot be used")
        XCTAssertTrue(AlertController.visible.last?.message?.contains("notes.png") == true)
        closeShownAlert()
        XCTAssertNil(detail.item?.imageKey, "nothing changed")

        // A drawing that fails only when drawn (after Segue copied it): the message still names
        // the user's file, never Segue's private copy under images/.
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"9\" height=\"9\">"
        svg += "<defs><rect id=\"l0\" width=\"1\" height=\"1\"/>"
        for level in 1..<13 { svg += "<g id=\"l\(level)\">" + String(repeating: "<use xlink:href=\"#l\(level - 1)\"/>", count: 3) + "</g>" }
        svg += "</defs><use xlink:href=\"#l12\"/></svg>"
        let drawing = dataHome.appendingPathComponent("drawing.svg")
        try Data(svg.utf8).write(to: drawing)
        await detail.importPicture(at: drawing.path)
        let message = try XCTUnwrap(AlertController.visible.last?.message)
        XCTAssertTrue(message.contains(drawing.path), message)
        XCTAssertFalse(message.contains("/images/"), message)
        closeShownAlert()

        let sample = try XCTUnwrap(main.services.locator.url(for: "homepwner/bicycle.png"))
        await detail.importPicture(at: sample.path)
        let key = try XCTUnwrap(detail.item?.imageKey)
        XCTAssertTrue(detail.removeButton.isEnabled)
        let thumbnail = try XCTUnwrap(main.services.imageStore.thumbnailPath(forKey: key))
        XCTAssertTrue(FileManager.default.fileExists(atPath: thumbnail), "the thumbnail is made once, when the picture is set")
        let previewed = await settle(until: { detail.picture.bitmap != nil })
        XCTAssertTrue(previewed)

        main.navigation.popViewController(animated: false)
        XCTAssertEqual(try storedItems()[3].imageKey, key)
        let row = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 3, section: 0)) as? HomepwnerItemCell)
        XCTAssertTrue(row.thumbnailButton.isEnabled, "the row can now show its picture")
        let shown = await settle(until: { row.thumbnailBitmap != nil })
        XCTAssertTrue(shown)
    }

    @MainActor
    func testAFIFOOfferedAsAPictureIsRefusedWithoutBeingOpened() async throws {
        let (_, _, detail) = try openDetail(row: 3)
        try FileManager.default.createDirectory(at: dataHome, withIntermediateDirectories: true)
        let fifo = dataHome.appendingPathComponent("pipe.png").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        // A writer that comes a second later: it can open the FIFO only if the app is waiting in
        // open(2) to read it (the main loop blocked until something wrote, 27 s in the probe);
        // then it closes it at once, so a blocked import ends and the test reports it.
        let opened = ManagedAtomicFlag()
        let writer = Thread {
            Thread.sleep(forTimeInterval: 1)
            let descriptor = Glibc.open(fifo, O_WRONLY | O_NONBLOCK)
            if descriptor >= 0 {
                opened.set()
                close(descriptor)
            }
        }
        writer.start()
        await detail.importPicture(at: fifo)
        XCTAssertEqual(AlertController.visible.last?.message, "“\(fifo)” is not a picture file.")
        closeShownAlert()
        try await Task.sleep(for: .milliseconds(1500)) // past the writer's try
        XCTAssertFalse(opened.isSet, "the FIFO was opened for reading")
    }

    @MainActor
    func testARefusedPastedPictureIsNamedAsPastedNotByItsInternalPath() async throws {
        let (main, _, detail) = try openDetail(row: 3)
        await detail.importPastedPicture(Data("not pixels at all".utf8))
        let message = try XCTUnwrap(AlertController.visible.last?.message)
        XCTAssertEqual(message, "The pasted picture is not in a format Segue can open.")
        XCTAssertFalse(message.contains(main.services.imageStore.folder.path), message)
        closeShownAlert()
        XCTAssertNil(detail.item?.imageKey, "nothing changed")
        let left = (try? FileManager.default.contentsOfDirectory(atPath: main.services.imageStore.folder.path)) ?? []
        XCTAssertEqual(left.filter { UUID(uuidString: $0) != nil && !$0.hasSuffix(".thumb.png") }.count, 3, "the copy is gone again")
    }

    @MainActor
    func testPastingCopiedPixelsOrACopiedFileSetsThePicture() async throws {
        let (main, _, detail) = try openDetail(row: 3)
        let clipboard = gtk_widget_get_clipboard(detail.view.widget)
        // Pixels, as an image program or a screenshot copies them.
        let pixbuf = try XCTUnwrap(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 64, 48))
        gdk_pixbuf_fill(pixbuf, 0xCC33_33FF)
        let texture = gdk_texture_new_for_pixbuf(pixbuf)
        gdk_clipboard_set_texture(clipboard, texture)
        g_object_unref(UnsafeMutableRawPointer(texture))
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
        XCTAssertTrue(detail.chooseButton.grabFocus(), "focus outside the text fields, where Ctrl+V pastes text")
        try XKeyboard.press("ctrl+v", inWindowTitled: "Item")
        let pasted = await settle(until: { detail.item?.imageKey != nil })
        XCTAssertTrue(pasted, "Ctrl+V pasted the pixels as the item's picture")
        let firstKey = try XCTUnwrap(detail.item?.imageKey)

        // A file, as a file manager copies it (the same file list a drop delivers).
        let sample = try main.services.locator.url(for: "homepwner/desk-lamp.png")
        let file = g_file_new_for_path(sample.path)
        var files: [OpaquePointer?] = [file]
        let list = files.withUnsafeMutableBufferPointer { gdk_file_list_new_from_array($0.baseAddress, 1) }
        var value = GValue()
        g_value_init(&value, gdk_file_list_get_type())
        g_value_take_boxed(&value, UnsafeRawPointer(list))
        gdk_clipboard_set_value(clipboard, &value)
        g_value_unset(&value)
        g_object_unref(UnsafeMutableRawPointer(file))
        detail.pastePicture()
        let replaced = await settle(until: { detail.item?.imageKey != nil && detail.item?.imageKey != firstKey })
        XCTAssertTrue(replaced)
        XCTAssertNil(
            main.services.imageStore.imagePath(forKey: firstKey).flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil },
            "the picture pasted first and replaced before leaving is deleted")
    }

    /// Pasted pixels of a 20000 × 20000 screenshot: refused by the size in their header, before
    /// anything is decoded or written into `images/`, and named as "the pasted picture".
    @MainActor
    func testHugePastedPixelsAreRefusedBeforeAnythingIsDecodedOrWritten() async throws {
        let (main, _, detail) = try openDetail(row: 3)
        let keyBefore = detail.item?.imageKey
        // A PNG signature and IHDR saying 20000 × 20000, then no pixels at all: decoding would
        // fail, so only a refusal by header gives the size in its message.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        let bytes = png.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        let provider = gdk_content_provider_new_for_bytes("image/png", bytes)
        gdk_clipboard_set_content(gtk_widget_get_clipboard(detail.view.widget), provider)
        g_object_unref(UnsafeMutableRawPointer(provider))
        g_bytes_unref(bytes)
        let folder = main.services.imageStore.folder.path
        let before = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []

        detail.pastePicture()
        let refused = await settle(until: { !AlertController.visible.isEmpty })
        XCTAssertTrue(refused)
        let message = AlertController.visible.last?.message ?? ""
        XCTAssertTrue(message.contains("pasted picture is too large (20000 × 20000"), message)
        XCTAssertEqual((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [], before, "nothing written")
        XCTAssertEqual(detail.item?.imageKey, keyBefore, "the item keeps its picture")
        closeShownAlert()
    }

    @MainActor
    func testCtrlNAddsARandomItemAndOpensIt() async throws {
        let (main, list) = try await openWithThumbnails()
        try XKeyboard.press("ctrl+n", inWindowTitled: "Homepwner")
        XCTAssertTrue(pump(until: { main.navigation.topViewController is HomepwnerItemDetailViewController }))
        let detail = try XCTUnwrap(main.navigation.topViewController as? HomepwnerItemDetailViewController)
        XCTAssertEqual(list.logic.items.count, 5)
        XCTAssertEqual(detail.nameField.text, list.logic.items[4].name)
        XCTAssertEqual(try storedItems().count, 5)
    }

    @MainActor
    func testDeleteUndoAndAltDownReorderByKeyboard() async throws {
        let (main, list) = try await openWithThumbnails()
        defer { withExtendedLifetime(main) {} } // the window controller owns the navigation controller
        XCTAssertTrue(try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))).grabFocus())
        try XKeyboard.press("alt+Down", inWindowTitled: "Homepwner")
        XCTAssertTrue(pump(until: { list.logic.items.first?.name == "Coffee Mug" }))
        XCTAssertEqual(try storedItems().map(\.name).prefix(2), ["Coffee Mug", "Desk Lamp"], "the order is stored")
        XCTAssertEqual(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.accessibilityLabel, "Desk Lamp")
        XCTAssertTrue(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.hasFocus == true, "focus moves with the row")
        try XKeyboard.press("alt+Up", inWindowTitled: "Homepwner")
        XCTAssertTrue(pump(until: { list.logic.items.first?.name == "Desk Lamp" }))
        try XKeyboard.press("alt+Up", inWindowTitled: "Homepwner")
        pump()
        XCTAssertEqual(list.logic.items.first?.name, "Desk Lamp", "the first row stays first")

        try XKeyboard.press("Delete", inWindowTitled: "Homepwner")
        XCTAssertTrue(pump(until: { list.logic.items.count == 3 }))
        XCTAssertEqual(list.undoBar.text, "Item deleted")
        try XKeyboard.press("ctrl+z", inWindowTitled: "Homepwner")
        XCTAssertTrue(pump(until: { list.logic.items.count == 4 }))
        XCTAssertEqual(list.logic.items.map(\.name), ["Desk Lamp", "Coffee Mug", "Bicycle", "Rusty Spork"])
        XCTAssertEqual(try storedItems().count, 4)
    }

    @MainActor
    func testDraggingARowOntoAnotherMovesItThere() async throws {
        let (main, list) = try await openWithThumbnails()
        defer { withExtendedLifetime(main) {} }
        let lamp = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let bicycle = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        try XKeyboard.drag(from: lamp, to: bicycle, inWindowTitled: "Homepwner")
        XCTAssertTrue(
            pump(until: { list.logic.items.map(\.name) == ["Coffee Mug", "Bicycle", "Desk Lamp", "Rusty Spork"] }),
            "dropped onto the Bicycle row, the lamp takes its place: \(list.logic.items.map(\.name))")
        XCTAssertEqual(try storedItems().map(\.name), ["Coffee Mug", "Bicycle", "Desk Lamp", "Rusty Spork"], "and the order is stored")
        XCTAssertEqual(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.accessibilityLabel, "Desk Lamp")
    }

    /// Opens the list and lets its thumbnails arrive first.
    @MainActor
    private func openWithThumbnails() async throws -> (MainWindowController, HomepwnerViewController) {
        let (main, list) = try open(.homepwner, as: HomepwnerViewController.self)
        let loaded = await settle(until: { list.thumbnails.count >= 3 })
        XCTAssertTrue(loaded)
        return (main, list)
    }
}

/// A flag set on one thread and read on another.
private final class ManagedAtomicFlag: Sendable {
    private let value = Mutex(false)
    func set() { value.withLock { $0 = true } }
    var isSet: Bool { value.withLock { $0 } }
}

import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// UIKit's image picker as a user meets it: the desktop's file chooser opens over the page, the
/// path typed into it (real keys) comes back as a decoded picture, and a file that is no picture
/// is explained in an alert while the app hears a cancel.
final class ImagePickerControllerTests: GtkTestCase {
    @MainActor
    private final class Page: ViewController, ImagePickerControllerDelegate, NavigationControllerDelegate {
        var picked: [ImagePickerController.InfoKey: Any]?
        var cancels = 0

        func imagePickerController(
            _ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any]
        ) {
            picked = info
            picker.dismiss(animated: true)
        }

        func imagePickerControllerDidCancel(_ picker: ImagePickerController) {
            cancels += 1
            dismiss(animated: true)
        }
    }

    private var folder: URL!

    override func setUp() {
        super.setUp()
        // GTK's chooser adds the chosen file to the recent files under the application's name,
        // which this test process, not an application, does not have.
        toleratedLogMessages = ["to the list of recently used resources"]
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("picker-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    /// The titles of the shown top-level windows.
    @MainActor
    private func windowTitles() -> [String] {
        let list = gtk_window_get_toplevels()!
        return (0..<g_list_model_get_n_items(list)).compactMap { index in
            let window = g_list_model_get_item(list, index)!
            defer { g_object_unref(window) }
            let pointer = window.assumingMemoryBound(to: GtkWindow.self)
            guard gtk_widget_get_visible(UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GtkWidget.self)) != 0,
                let title = gtk_window_get_title(pointer)
            else { return nil }
            return String(cString: title)
        }
    }

    /// The chooser's window, while it is shown.
    @MainActor
    private func chooserWindow() -> UnsafeMutablePointer<GtkWindow>? {
        let list = gtk_window_get_toplevels()!
        for index in 0..<g_list_model_get_n_items(list) {
            let item = g_list_model_get_item(list, index)!
            defer { g_object_unref(item) }
            let window = item.assumingMemoryBound(to: GtkWindow.self)
            if let title = gtk_window_get_title(window), String(cString: title) == "Choose a Picture" { return window }
        }
        return nil
    }

    /// Presents a picker from `page`, types `path` into the chooser and accepts it.
    @MainActor
    private func pick(_ path: String, from page: Page, window: Window) throws {
        let picker = ImagePickerController()
        picker.delegate = page
        page.present(picker, animated: true)
        XCTAssertTrue(page.presentedViewController === picker)
        XCTAssertTrue(pump(until: { self.windowTitles().contains("Choose a Picture") }), "the chooser: \(windowTitles())")
        // Ctrl+L opens the chooser's location field (GTK 4.18's chooser searches what is typed);
        // the path is put in it whole, as a paste would: typed a key at a time, GTK 4.18's inline
        // completion of an early prefix landed after the last key ("photo.pnghoto.png").
        try XKeyboard.press("ctrl+l", inWindowTitled: "Choose a Picture")
        var field: UnsafeMutablePointer<GtkWidget>?
        XCTAssertTrue(
            pump(until: {
                field = self.chooserWindow().flatMap { gtk_window_get_focus($0) }
                return field.map { gtkkit_is_a($0, gtk_editable_get_type()) != 0 } ?? false
            }), "the location field has the keyboard")
        if let field { gtk_editable_set_text(OpaquePointer(field), path) }
        pump()
        try XKeyboard.press("Return", inWindowTitled: "Choose a Picture")
    }

    @MainActor
    func testThePickedFileComesBackDecodedAndThePresentationEnds() async throws {
        try skipUnlessWindowsBecomeActive()
        let page = Page()
        let window = presentInWindow(page)
        window.title = "Item"
        defer { window.close() }
        let path = folder.appendingPathComponent("photo.png").path
        XCTAssertTrue(SolidPNG.write(to: path, width: 64, height: 40))
        try pick(path, from: page, window: window)
        let picked = await settle(until: { page.picked != nil }, timeout: 20)
        XCTAssertTrue(picked, "the delegate heard the picture; windows: \(windowTitles())")
        let bitmap = try XCTUnwrap(page.picked?[.originalImage] as? Bitmap)
        XCTAssertEqual([bitmap.width, bitmap.height], [64, 40])
        XCTAssertEqual((page.picked?[.imageURL] as? URL)?.path, path)
        XCTAssertNil(page.picked?[.editedImage], "no edited image unless allowsEditing")
        XCTAssertNil(page.presentedViewController, "the picker is no longer presented")
        XCTAssertFalse(windowTitles().contains("Choose a Picture"))
        XCTAssertEqual(page.cancels, 0)
    }

    @MainActor
    func testAFileThatIsNoPictureIsExplainedAndHeardAsACancel() async throws {
        try skipUnlessWindowsBecomeActive()
        let page = Page()
        let window = presentInWindow(page)
        window.title = "Item"
        defer { window.close() }
        let path = folder.appendingPathComponent("notes.png").path
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: path))
        try pick(path, from: page, window: window)
        let cancelled = await settle(until: { page.cancels == 1 }, timeout: 20)
        XCTAssertTrue(cancelled, "a cancel; windows: \(windowTitles())")
        XCTAssertNil(page.picked)
        let alert = try XCTUnwrap(page.presentedViewController as? AlertController, "the refusal is explained over the page")
        XCTAssertEqual(alert.title, "This picture cannot be used")
        XCTAssertTrue(alert.message?.contains("notes.png") == true, alert.message ?? "")
        alert.dismiss(animated: false)
    }

    @MainActor
    func testThereIsNoCameraAndAskingForOneIsACancel() async throws {
        XCTAssertFalse(ImagePickerController.isSourceTypeAvailable(.camera))
        XCTAssertTrue(ImagePickerController.isSourceTypeAvailable(.photoLibrary))
        XCTAssertNil(ImagePickerController.availableMediaTypes(for: .camera))
        XCTAssertEqual(ImagePickerController.availableMediaTypes(for: .savedPhotosAlbum), ["public.image"])
        let page = Page()
        let window = presentInWindow(page)
        defer { window.close() }
        expectedLogMessages = ["there is no camera on the desktop"]
        let picker = ImagePickerController()
        picker.sourceType = .camera
        picker.delegate = page
        page.present(picker, animated: true)
        let cancelled = await settle(until: { page.cancels == 1 })
        XCTAssertTrue(cancelled)
        XCTAssertNil(page.presentedViewController)
        XCTAssertFalse(windowTitles().contains("Choose a Picture"))
    }
}

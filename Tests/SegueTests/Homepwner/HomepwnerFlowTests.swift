import Foundation
import GtkKit
import GtkKitTestSupport
import SegueCore
import XCTest

@testable import Segue

/// Homepwner through the real main window: the thumbnail buttons relay to the list controller,
/// which shows the right picture in a popover.
final class HomepwnerFlowTests: DemoFlowTestCase {
    @MainActor
    private func cell(_ row: Int, of list: HomepwnerViewController) throws -> HomepwnerItemCell {
        try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? HomepwnerItemCell)
    }

    @MainActor
    func testTheSampleItemsShowTheirThumbnailsAndDetails() async throws {
        let (main, list) = try open(.homepwner, as: HomepwnerViewController.self)
        XCTAssertEqual(main.window.title, "Homepwner")
        XCTAssertEqual(list.logic.items.map(\.name), ["Desk Lamp", "Coffee Mug", "Bicycle", "Rusty Spork"])
        let lamp = try cell(0, of: list)
        XCTAssertEqual(lamp.nameLabel.text, "Desk Lamp")
        XCTAssertEqual(lamp.serialNumberLabel.text, "3K7Q1")
        XCTAssertEqual(lamp.valueLabel.text, "$45")
        XCTAssertEqual(lamp.accessibilityLabel, "Desk Lamp", "the row is named by its first label")
        XCTAssertEqual(lamp.accessibleSecondaryText, "3K7Q1, $45", "and described by the others")
        XCTAssertEqual(lamp.accessory, .disclosureIndicator, "the xib's accessory")
        // The xib's layout: the button exactly over the 40-pixel thumbnail, the serial number
        // under the name, the value after them.
        XCTAssertTrue(pump(until: { lamp.thumbnailView.frame.width > 0 && lamp.valueLabel.frame.width > 0 }))
        XCTAssertEqual(lamp.thumbnailView.frame.size, Size(width: 40, height: 40))
        XCTAssertEqual(lamp.thumbnailButton.frame, lamp.thumbnailView.frame, "the transparent button covers the thumbnail")
        XCTAssertGreaterThanOrEqual(lamp.serialNumberLabel.frame.minY, lamp.nameLabel.frame.maxY)
        XCTAssertGreaterThan(lamp.nameLabel.frame.minX, lamp.thumbnailView.frame.maxX)
        XCTAssertGreaterThan(lamp.valueLabel.frame.minX, lamp.nameLabel.frame.maxX)
        XCTAssertEqual(lamp.thumbnailButton.accessibilityLabel, "Show image of Desk Lamp")
        let thumbnailLoaded = await settle(until: { lamp.thumbnailBitmap != nil })
        XCTAssertTrue(thumbnailLoaded, "the thumbnail is decoded off the main thread and shown")
        XCTAssertEqual(
            lamp.thumbnailBitmap?.width, 40 * list.view.scaleFactor, "decoded at the display's scale: 40 pixels at 1×, the stored 80 at 2×")
        XCTAssertFalse(lamp.showsPlaceholder)

        let spork = try cell(3, of: list)
        XCTAssertFalse(spork.thumbnailButton.isEnabled, "no picture, nothing to show")
        XCTAssertEqual(spork.thumbnailButton.accessibilityHint, "No image")
        XCTAssertTrue(spork.showsPlaceholder)
        XCTAssertFalse(spork.send(HomepwnerItemCell.showImage) && list.imagePopover != nil)
    }

    @MainActor
    func testATamperedPictureKeyShowsThePlaceholderNotABlankTile() async throws {
        let (first, _) = try open(.homepwner, as: HomepwnerViewController.self)
        first.window.close()
        pump()
        let store = SegueStore.open(atOptional: SegueStore.defaultURL(environment: ["XDG_DATA_HOME": dataHome.path])) {
            _, _ throws(StoreError) in
        }
        try store.database.execute("UPDATE items SET image_key = '../../etc/passwd' WHERE name = 'Coffee Mug'")
        let (_, list) = try open(.homepwner, as: HomepwnerViewController.self)
        let mug = try cell(1, of: list)
        XCTAssertEqual(mug.nameLabel.text, "Coffee Mug")
        XCTAssertTrue(mug.showsPlaceholder, "the camera placeholder, as for an item without a picture")
        XCTAssertFalse(mug.thumbnailButton.isEnabled)
        XCTAssertEqual(mug.thumbnailButton.accessibilityHint, "No image")
    }

    /// A picture file that cannot be read shows the camera placeholder, and a click on the camera
    /// reaches the transparent button on top of it (the relay runs, and says what went wrong).
    @MainActor
    func testAClickOnTheCameraOfAnUnreadablePictureReachesTheButton() async throws {
        let (first, firstList) = try open(.homepwner, as: HomepwnerViewController.self)
        let paths = [firstList.logic.imagePath(forRow: 2), firstList.logic.thumbnailPath(forRow: 2)].compactMap { $0 }
        XCTAssertEqual(paths.count, 2)
        first.window.close()
        pump()
        for path in paths { try Data("not a picture".utf8).write(to: URL(fileURLWithPath: path)) }
        let (_, list) = try open(.homepwner, as: HomepwnerViewController.self)
        let bicycle = try cell(2, of: list)
        let placeholderShown = await settle(until: { bicycle.showsPlaceholder && bicycle.thumbnailBitmap == nil })
        XCTAssertTrue(placeholderShown, "the camera, not a blank tile")
        XCTAssertTrue(bicycle.thumbnailButton.isEnabled, "the item has a picture; it may still be readable in full")
        try XKeyboard.click(on: bicycle.thumbnailButton, inWindowTitled: "Homepwner")
        let told = await settle(until: { AlertController.visible.last?.title == "The picture of “Bicycle” cannot be shown" })
        XCTAssertTrue(told, "the click reached the button under the pointer, whose relay reported the unreadable picture")
        closeShownAlert()
    }

    @MainActor
    func testTheRelayPassesItsSenderAndThePopoverPointsAtIt() async throws {
        let (_, list) = try open(.homepwner, as: HomepwnerViewController.self)
        var heard: (sender: View?, indexPath: IndexPath)?
        list.handle(HomepwnerItemCell.showImage) { sender, indexPath in heard = (sender, indexPath) }
        try cell(1, of: list).thumbnailButton.click()
        XCTAssertIdentical(heard?.sender, try cell(1, of: list).thumbnailButton, "the button itself, as the book's sender")
        XCTAssertEqual(heard?.indexPath, IndexPath(row: 1, section: 0))
    }

    @MainActor
    func testClickingAThumbnailRelaysItsRowAndShowsThatPictureInAPopover() async throws {
        let (main, list) = try open(.homepwner, as: HomepwnerViewController.self)
        main.window.setDefaultSize(width: 800, height: 800) // room for the picture at its own size
        XCTAssertTrue(pump(until: { list.view.bounds.width > 700 }))
        try cell(2, of: list).thumbnailButton.click()
        let shown = await settle(until: { list.imagePopover?.isVisible == true })
        XCTAssertTrue(shown, "the controller received the relay and opened the popover")
        let popover = try XCTUnwrap(list.imagePopover)
        XCTAssertEqual(popover.accessibilityLabel, "Image of Bicycle")
        let picture = try XCTUnwrap(popover.content as? ImageView)
        XCTAssertEqual(picture.bitmap?.width, 480, "a picture smaller than 600 × 600 is shown at its own size")
        XCTAssertEqual(picture.alternativeText, "Image of Bicycle")
        popover.dismiss()
        pump()
        XCTAssertFalse(popover.isVisible)
    }

    @MainActor
    func testOnA360PixelWindowThePictureShrinksToFitTheWindow() async throws {
        try skipUnlessPopoversShow()
        let (main, list) = try open(.homepwner, as: HomepwnerViewController.self)
        // The header's layout toggle, when shown for the wide window, holds it at the header's
        // width (385 px) until it gives way below 420 (BarButtonItem.minimumWindowWidth), and a
        // window held wider than asked is not asked again: narrower than 420 first, then 360.
        main.window.setDefaultSize(width: 400, height: 640)
        XCTAssertTrue(pump(until: { list.view.bounds.width > 0 && list.view.bounds.width < 420 && !list.layoutButton.isVisible }))
        main.window.setDefaultSize(width: 360, height: 640)
        XCTAssertTrue(pump(until: { list.view.bounds.width > 0 && list.view.bounds.width <= 360 }))
        try cell(2, of: list).thumbnailButton.click()
        let shown = await settle(until: { list.imagePopover?.isVisible == true })
        XCTAssertTrue(shown)
        let picture = try XCTUnwrap(list.imagePopover?.content as? ImageView)
        XCTAssertTrue(pump(until: { picture.bounds.width > 0 }))
        XCTAssertLessThanOrEqual(picture.bounds.width, 360 - 48, "the 480-px picture fits the 360-px window, bubble and all")
        let bitmap = try XCTUnwrap(picture.bitmap)
        XCTAssertLessThanOrEqual(bitmap.width, 360 - 48, "decoded at the size that fits")
        XCTAssertEqual(
            picture.bounds.width / picture.bounds.height, Double(bitmap.width) / Double(bitmap.height), accuracy: 0.05,
            "shrunk, not squashed")
        list.imagePopover?.dismiss(animated: false)
    }

    @MainActor
    func testAPressHeldOnAThumbnailOpensItsPopoverAsAClickDoes() async throws {
        try skipUnlessPopoversShow()
        let (_, list) = try open(.homepwner, as: HomepwnerViewController.self)
        let button: Button = try cell(0, of: list).thumbnailButton
        try XKeyboard.pressMouse(on: button, inWindowTitled: "Homepwner")
        let shownWhileHeld = await settle(until: { list.imagePopover?.isVisible == true }, timeout: 3)
        try XKeyboard.releaseMouse()
        XCTAssertTrue(shownWhileHeld, "the long press relayed the row and opened the popover before the button was let go")
        XCTAssertEqual(list.imagePopover?.accessibilityLabel, "Image of Desk Lamp")
        _ = MainLoop.run(until: { false }, timeoutMilliseconds: 300)
        XCTAssertEqual(list.imagePopover?.isVisible, true, "the release did not click the button again and close it")
        list.imagePopover?.dismiss()
    }

    @MainActor
    func testByKeyboardSpaceOpensEscapeClosesAndFocusComesBack() async throws {
        let (main, list) = try open(.homepwner, as: HomepwnerViewController.self)
        let button: Button = try cell(1, of: list).thumbnailButton
        XCTAssertTrue(button.grabFocus(), "the thumbnail button takes keyboard focus")
        try XKeyboard.press("space", inWindowTitled: "Homepwner")
        let opened = await settle(until: { list.imagePopover?.isVisible == true })
        XCTAssertTrue(opened, "top: \(type(of: main.navigation.topViewController)) focus on button: \(button.hasFocus)")
        XCTAssertEqual(list.imagePopover?.accessibilityLabel, "Image of Coffee Mug")
        try XKeyboard.press("Escape", inWindowTitled: "Homepwner")
        let closed = await settle(until: { list.imagePopover?.isVisible == false })
        XCTAssertTrue(closed, "Escape closes the popover")
        XCTAssertTrue(button.hasFocus, "focus is back on the thumbnail")
        XCTAssertTrue(main.shows(list), "Escape closed the popover, not the page")
    }

    @MainActor
    func testAfterDeletingRowZeroTheNewRowZeroShowsItsOwnPicture() async throws {
        let (_, list) = try open(.homepwner, as: HomepwnerViewController.self)
        list.tableView(list.tableView, commitDeletionForRowAt: IndexPath(row: 0, section: 0))
        XCTAssertEqual(try cell(0, of: list).nameLabel.text, "Coffee Mug")
        try cell(0, of: list).thumbnailButton.click()
        let shown = await settle(until: { list.imagePopover?.isVisible == true })
        XCTAssertTrue(shown)
        XCTAssertEqual(list.imagePopover?.accessibilityLabel, "Image of Coffee Mug", "the index path is read at click time")
    }

    @MainActor
    func testClosingTheWindowWithThePopoverOpenFreesTheListAndThePopover() async throws {
        weak var weakList: HomepwnerViewController?
        weak var weakPopover: Popover?
        do {
            let (_, list) = try open(.homepwner, as: HomepwnerViewController.self)
            try cell(0, of: list).thumbnailButton.click()
            let shown = await settle(until: { list.imagePopover?.isVisible == true })
            XCTAssertTrue(shown)
            weakList = list
            weakPopover = list.imagePopover
        }
        GtkTestCase.closeAllWindows()
        pump()
        XCTAssertNil(weakList, "closing the window frees the list controller")
        XCTAssertNil(weakPopover, "and its popover, which is unparented, so no grab outlives it")
    }

    @MainActor
    func testACellWhoseControllerDoesNotHandleTheMessageIsIgnored() async throws {
        XCTAssertTrue(AppServices().registerResources(), "the cell's xib is in the app's resources")
        let plain = PlainTable()
        _ = presentInWindow(NavigationController(rootViewController: plain))
        let cell = try XCTUnwrap(plain.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? HomepwnerItemCell)
        XCTAssertFalse(cell.send(HomepwnerItemCell.showImage), "nobody responds: a debug message, nothing else")
        cell.thumbnailButton.click()
    }
}

/// A table that shows an item cell but handles none of its messages.
@MainActor
private final class PlainTable: TableViewController {
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = HomepwnerItemCell.nib().instantiate(withOwner: nil).first as? HomepwnerItemCell ?? HomepwnerItemCell()
        cell.show(name: "Thing", serial: "1A2B3", value: "$1", hasImage: true, showImageLabel: "Show image of Thing")
        return cell
    }
}

import CGtk
import FoundationEssentials
import GtkKit
import GtkKitTestSupport
import XCTest

final class PasteboardTests: GtkTestCase {
    /// Reads `read` the way an app does (awaiting it), pumping GTK's main loop meanwhile: the
    /// clipboard answers through it.
    @MainActor
    private func awaitRead<Value: Sendable>(_ read: @escaping @MainActor () async -> Value?) async -> Value? {
        let answer = Answer<Value>()
        Task { @MainActor in answer.value = .some(await read()) }
        let answered = await settle(until: { answer.value != nil })
        XCTAssertTrue(answered, "the clipboard answered")
        return answer.value ?? nil
    }

    @MainActor
    func testCopiedTextIsOfferedAndReadBack() async {
        let pasteboard = Pasteboard.general
        let changes = pasteboard.changeCount
        pasteboard.string = "Walk the dog"
        XCTAssertTrue(pasteboard.hasStrings)
        XCTAssertFalse(pasteboard.hasURLs, "plain text is not offered as a link")
        XCTAssertEqual(pasteboard.string, "Walk the dog", "this app's own copy reads back at once")
        let read = await awaitRead { await pasteboard.readString() }
        XCTAssertEqual(read, "Walk the dog")
        XCTAssertNil(pasteboard.url, "text that is not a link gives no URL")
        XCTAssertGreaterThan(pasteboard.changeCount, changes, "the copy counts as a change")
    }

    @MainActor
    func testACopiedLinkIsOfferedAsALinkAndAsText() async throws {
        let pasteboard = Pasteboard.general
        let link = try XCTUnwrap(URL(string: "https://example.org/notes?id=7"))
        pasteboard.url = link
        XCTAssertTrue(pasteboard.hasURLs, "offered as text/uri-list, which file managers and browsers take")
        XCTAssertTrue(pasteboard.hasStrings, "and as text, which a text field pastes")
        XCTAssertEqual(pasteboard.url, link)
        let readLink = await awaitRead { await pasteboard.readURL() }
        XCTAssertEqual(readLink, link)
        let readText = await awaitRead { await pasteboard.readString() }
        XCTAssertEqual(readText, "https://example.org/notes?id=7", "pasted as text, the link without the list's line end")
    }

    @MainActor
    func testAnEmptiedClipboardOffersNothing() async {
        let pasteboard = Pasteboard.general
        pasteboard.string = "Buy milk"
        pasteboard.string = nil
        XCTAssertFalse(pasteboard.hasStrings)
        XCTAssertNil(pasteboard.string)
        let read = await awaitRead { await pasteboard.readString() }
        XCTAssertNil(read)
    }
}

extension PasteboardTests {
    /// PNG bytes an image program offers arrive as those bytes, not decoded; text is no picture.
    @MainActor
    func testCopiedPixelsAreAPictureAndTextIsNot() async throws {
        let pasteboard = Pasteboard.general
        pasteboard.string = "Walk the dog"
        XCTAssertFalse(pasteboard.hasImages, "text offers no picture")
        let none = await awaitPicture(pasteboard)
        XCTAssertNil(none)

        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]
        let bytes = png.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        let provider = gdk_content_provider_new_for_bytes("image/png", bytes)
        gdk_clipboard_set_content(gdk_display_get_clipboard(gdk_display_get_default()), provider)
        g_object_unref(UnsafeMutableRawPointer(provider))
        g_bytes_unref(bytes)
        XCTAssertTrue(pasteboard.hasImages, "PNG bytes are a picture")
        let read = await awaitPicture(pasteboard)
        XCTAssertEqual(read, .png(Data(png)), "the bytes the program offered")
    }

    @MainActor
    private func awaitPicture(_ pasteboard: Pasteboard) async -> Pasteboard.Picture? {
        var answer: Pasteboard.Picture??
        pasteboard.readPicture { answer = .some($0) }
        let answered = await settle(until: { answer != nil })
        XCTAssertTrue(answered, "the clipboard answered")
        return answer ?? nil
    }
}

/// A read's answer, once it has come (`.some(nil)`: it came, with nothing).
@MainActor
private final class Answer<Value> {
    var value: Value??
}

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

/// A read's answer, once it has come (`.some(nil)`: it came, with nothing).
@MainActor
private final class Answer<Value> {
    var value: Value??
}

import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// A GSettings schema from another install may lack a key this version reads; GLib would abort.
final class SettingsTests: GtkTestCase {
    @MainActor
    func testAMissingKeyReadsAsNilAndIsNeverWritten() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schemas-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        <schemalist>
          <schema id="io.github.segue.GtkKitTests.Partial" path="/io/github/segue/GtkKitTests/Partial/">
            <key name="window-width" type="i"><default>480</default></key>
          </schema>
        </schemalist>
        """.write(to: folder.appendingPathComponent("partial.gschema.xml"), atomically: true, encoding: .utf8)
        let compile = try ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/glib-compile-schemas"), arguments: [folder.path], timeout: 30)
        XCTAssertEqual(compile.status, 0, compile.output)

        let settings = try XCTUnwrap(Settings.open(schemaID: "io.github.segue.GtkKitTests.Partial", extraDirectories: [folder.path]))
        XCTAssertEqual(settings.integer("window-width"), 480)
        XCTAssertNil(settings.boolean("window-maximized"), "a key the schema lacks reads as nil, not an abort")
        XCTAssertFalse(settings.setBoolean("window-maximized", true))
        XCTAssertNil(settings.integer("window-height"))
        XCTAssertNil(Settings.open(schemaID: "io.github.segue.GtkKitTests.Missing", extraDirectories: [folder.path]))
    }
}

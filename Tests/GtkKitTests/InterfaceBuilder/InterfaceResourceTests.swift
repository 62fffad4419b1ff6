import Foundation
import GtkKitTestSupport
import XCTest

@testable import GtkKit

/// Interface files carried in the app's GResource bundle, GNOME's way (Segue's movie detail xib
/// is): found in the bundles registered with ResourceBundle when no bundle is given.
final class InterfaceResourceTests: GtkTestCase {
    @MainActor
    func testAXibInARegisteredGResourceBundleIsFoundAndRead() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtkkit-ui-\(getpid())")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("ui"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = try XCTUnwrap(Bundle.module.url(forResource: "NoticeViewController", withExtension: "xib", subdirectory: "Storyboards"))
        // A name no SwiftPM bundle of the test program has, so only the GResource bundle can answer.
        try FileManager.default.copyItem(at: xib, to: folder.appendingPathComponent("ui/ResourceNotice.xib"))
        let manifest = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gresources><gresource prefix="/org/gtkkit/tests"><file>ui/ResourceNotice.xib</file></gresource></gresources>
            """
        try manifest.write(to: folder.appendingPathComponent("ui.gresource.xml"), atomically: true, encoding: .utf8)
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/usr/bin/glib-compile-resources")
        compile.arguments = [
            "--sourcedir", folder.path, "--target", folder.appendingPathComponent("ui.gresource").path, "ui.gresource.xml",
        ]
        compile.currentDirectoryURL = folder
        try compile.run()
        compile.waitUntilExit()
        XCTAssertEqual(compile.terminationStatus, 0)
        XCTAssertTrue(ResourceBundle.register(path: folder.appendingPathComponent("ui.gresource").path))

        let found = InterfaceFiles.locate("ResourceNotice", extension: "xib", bundle: nil)
        XCTAssertEqual(found.path, "resource:///org/gtkkit/tests/ui/ResourceNotice.xib", "found a folder down, by name")
        let root = try XCTUnwrap(InterfaceFiles.read(try XCTUnwrap(found.path), kind: "XIB"), "read from the bundle")
        XCTAssertEqual(root.name, "document")
        let missing = InterfaceFiles.locate("NoSuchNotice", extension: "xib", bundle: nil)
        XCTAssertNil(missing.path)
        XCTAssertTrue(
            missing.searched.contains("the registered GResource bundles"), "the message says where it looked: \(missing.searched)")
        // Through the public API: a controller's view from the xib in the bundle.
        let notice = NoticeViewController(nibName: "ResourceNotice", bundle: nil)
        let window = presentInWindow(notice)
        defer { window.close() }
        XCTAssertEqual(notice.messageLabel?.text, "It won't happen again")
    }
}

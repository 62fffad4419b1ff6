import Foundation
import GtkKit
import XCTest

/// UIKit's `UIDevice.current`, answered from the system as GNOME Settings shows it.
final class DeviceTests: XCTestCase {
    /// os-release's `key`, as the file says it (quotes taken off).
    private func osRelease(_ key: String) throws -> String? {
        let text = try String(contentsOfFile: "/etc/os-release", encoding: .utf8)
        for line in text.split(separator: "\n") where line.hasPrefix(key + "=") {
            return String(line.dropFirst(key.count + 1)).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }
        return nil
    }

    @MainActor
    func testTheDeviceIsTheSystemItRunsOnWithAniPadsIdiom() async throws {
        let device = Device.current
        XCTAssertEqual(device.systemName, try osRelease("NAME"), "the distribution's name, as GNOME's About shows it")
        XCTAssertEqual(device.systemVersion, try osRelease("VERSION_ID") ?? "")
        XCTAssertFalse(device.name.isEmpty, "the computer's name")
        let machineInfo = try? String(contentsOfFile: "/etc/machine-info", encoding: .utf8)
        if machineInfo?.contains("PRETTY_HOSTNAME=") != true {
            XCTAssertEqual(device.name, ProcessInfo.processInfo.hostName.split(separator: ".").first.map(String.init))
        }
        XCTAssertEqual(device.userInterfaceIdiom, .pad, "a desktop window is what iPad code expects")
        XCTAssertEqual(device.model, "Computer")
        XCTAssertTrue(device.isMultitaskingSupported)
    }
}

/// UIKit's `openSettingsURLString`, as GNOME keeps an app's settings: its own Preferences.
final class SettingsURLTests: XCTestCase {
    @MainActor
    func testTheSettingsURLOpensTheAppsPreferences() async throws {
        let application = Application(id: "io.github.gtkkit.SettingsURLTests", allowsMultipleInstances: true)
        let settings = try XCTUnwrap(URL(string: Application.openSettingsURLString))
        var shown = 0
        application.addAction(Action(name: "preferences") { shown += 1 })
        XCTAssertTrue(application.canOpenURL(settings))
        var answer: Bool?
        application.open(settings) { answer = $0 }
        XCTAssertEqual(shown, 1, "the app's app.preferences action, GNOME's Preferences")
        XCTAssertEqual(answer, true)

        // An app without Preferences: GNOME Settings' page for it, where GNOME Settings is.
        let plain = Application(id: "io.github.gtkkit.SettingsURLTests2", allowsMultipleInstances: true)
        let hasSettings = FileManager.default.isExecutableFile(atPath: "/usr/bin/gnome-control-center")
        XCTAssertEqual(plain.canOpenURL(settings), hasSettings)
        if !hasSettings {
            plain.open(settings) { answer = $0 }
            XCTAssertEqual(answer, false, "nothing to open it: the app is told so")
        }
    }
}

import Foundation
import SegueCore
import XCTest

final class DataLocatorTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-data-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    func testTheEnvironmentOverrideComesFirst() throws {
        try Data("[\"Only\"]".utf8).write(to: folder.appendingPathComponent("movies.json"))
        let locator = DataLocator(environment: ["SEGUE_DATA_DIR": folder.path], executablePath: "/nonexistent/bin/segue")
        XCTAssertEqual(try MovieCatalog.load(using: locator).titles, ["Only"])
    }

    func testAnInstalledBinaryFindsShareSegueData() throws {
        let data = folder.appendingPathComponent("share/segue/data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try Data("[\"Installed\"]".utf8).write(to: data.appendingPathComponent("movies.json"))
        let locator = DataLocator(environment: [:], executablePath: folder.appendingPathComponent("bin/segue").path)
        XCTAssertEqual(try MovieCatalog.load(using: locator).titles, ["Installed"])
    }

    func testAMissingFileNamesItAndWhereItLooked() {
        let locator = DataLocator(environment: ["SEGUE_DATA_DIR": folder.path], executablePath: "/nonexistent/bin/segue")
        XCTAssertThrowsError(try MovieCatalog.load(using: locator)) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.contains("movies.json"), text)
            XCTAssertTrue(text.contains(folder.path), text)
        }
    }

    func testMalformedFilesAreRejectedWithTheirPath() throws {
        for bad in ["{\"not\": \"a list\"}", "[\"Up\", \"  \"]", "not json"] {
            let url = folder.appendingPathComponent("movies.json")
            try Data(bad.utf8).write(to: url)
            XCTAssertThrowsError(try MovieCatalog(contentsOf: url)) { error in
                guard case .malformed(let path, _) = error as? DataError else { return XCTFail("\(error)") }
                XCTAssertEqual(path, url.path)
            }
        }
    }

    func testTheProgramIsFoundByItsOwnFileNotByArgv0OrTheCurrentFolder() throws {
        let own = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        XCTAssertEqual(DataLocator.currentExecutable, own)
        XCTAssertTrue(DataLocator.currentExecutable.hasPrefix("/"))
        XCTAssertEqual(DataLocator(environment: [:]).executablePath, own, "the default is the running program's file")
        let cwd = FileManager.default.currentDirectoryPath
        XCTAssertFalse(
            DataLocator(environment: [:]).candidates().contains { $0.path == cwd + "/data" && !own.hasPrefix(cwd) },
            "the current folder is not searched unless the program lives under it")
    }
}

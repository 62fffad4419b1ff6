import Foundation
import SegueCore
import XCTest

final class SegueStoreTests: StoreTestCase {
    func testTheDatabaseLivesUnderXDGDataHomeInAFolderNamedAfterTheAppID() {
        XCTAssertEqual(
            SegueStore.defaultURL(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"])?.path,
            "/data/io.github.segue.Segue/segue.sqlite3")
        XCTAssertEqual(
            SegueStore.defaultURL(environment: ["HOME": "/home/u"])?.path,
            "/home/u/.local/share/io.github.segue.Segue/segue.sqlite3")
        XCTAssertEqual(
            SegueStore.defaultURL(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"])?.path,
            "/home/u/.local/share/io.github.segue.Segue/segue.sqlite3", "a relative XDG path is ignored, per the spec")
    }

    func testWithoutHomeTheAccountsHomeIsUsedAndWithoutOneNothingIsSaved() throws {
        XCTAssertEqual(
            SegueStore.defaultURL(environment: [:], accountHome: "/home/acct")?.path,
            "/home/acct/.local/share/io.github.segue.Segue/segue.sqlite3", "HOME unset: the password database's home")
        XCTAssertNil(SegueStore.defaultURL(environment: ["HOME": "relative"], accountHome: nil), "never /tmp, which others can write")
        XCTAssertFalse(HomepwnerImageStore.defaultFolder(environment: [:], accountHome: nil).path.hasPrefix("/tmp/.local"))
        let store = SegueStore.open(atOptional: nil) { _, _ throws(StoreError) in }
        XCTAssertFalse(store.isPersistent)
        XCTAssertEqual(store.problem, .notSaving(.noHomeFolder))
        XCTAssertTrue(store.problem!.message.contains("no home folder"), store.problem!.message)
        XCTAssertEqual(SegueStore.accountHomeFolder(), String(cString: getpwuid(getuid())!.pointee.pw_dir), "read from the account")
    }

    func testANewStoreIsVersionedInWALModeAndSeededOnce() throws {
        let store = openStore()
        XCTAssertNil(store.problem)
        XCTAssertTrue(store.isPersistent)
        XCTAssertEqual(try store.database.userVersion, SegueStore.schemaVersion)
        XCTAssertEqual(try store.database.query("PRAGMA journal_mode").first?.first?.text, "wal")
        try store.database.execute("DELETE FROM tasks")
        XCTAssertEqual(
            try openStore().database.query("SELECT COUNT(*) FROM tasks").first?.first?.integer, 0,
            "an emptied list is not re-seeded")
    }

    func testAnOlderSchemaIsMigratedForward() throws {
        try FileManager.default.createDirectory(at: databaseURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        let old = try SQLiteDatabase(path: databaseURL.path)
        try old.execute("PRAGMA user_version = 0")
        let store = openStore()
        XCTAssertNil(store.problem)
        XCTAssertEqual(try store.database.userVersion, SegueStore.schemaVersion)
    }

    func testACorruptFileIsKeptUnderATimestampedNameAndAFreshOneMade() throws {
        try FileManager.default.createDirectory(at: databaseURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        let garbage = Data(repeating: 0x42, count: 8192)
        try garbage.write(to: databaseURL)
        let store = openStore()
        guard case .movedAside(let path, let backup, _)? = store.problem else { return XCTFail("\(String(describing: store.problem))") }
        XCTAssertEqual(path, databaseURL.path)
        XCTAssertTrue(backup.hasPrefix(databaseURL.path + ".damaged-"))
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: backup)), garbage, "the damaged file is kept byte for byte")
        XCTAssertTrue(store.isPersistent)
        XCTAssertEqual(try store.database.query("SELECT COUNT(*) FROM tasks").first?.first?.integer, 9)
        XCTAssertTrue(store.problem!.message.contains(databaseURL.path))
        XCTAssertTrue(store.problem!.message.contains(backup))
    }

    func testANewerSchemaFileIsNeverModified() throws {
        do {
            let store = openStore()
            try store.database.execute("PRAGMA user_version = 99")
        }
        let before = try Data(contentsOf: databaseURL)
        let store = openStore()
        guard case .notSaving(let error)? = store.problem else { return XCTFail("\(String(describing: store.problem))") }
        XCTAssertEqual(error, .newerSchema(path: databaseURL.path, found: 99, supported: SegueStore.schemaVersion))
        XCTAssertFalse(store.isPersistent)
        try store.database.execute("DELETE FROM tasks")
        XCTAssertEqual(try Data(contentsOf: databaseURL), before)
        XCTAssertTrue(store.problem!.message.contains(databaseURL.path))
    }

    func testAnUnwritableFolderRunsInMemoryAndNamesThePath() throws {
        guard getuid() != 0 else {
            // root ignores permission bits; an unwritable place for root is a path under a regular file.
            let blocker = folder.appendingPathComponent("file")
            try Data("x".utf8).write(to: blocker)
            let store = SegueStore.open(at: blocker.appendingPathComponent("app/segue.sqlite3")) { _, _ throws(StoreError) in }
            guard case .notSaving(let error)? = store.problem else { return XCTFail("\(String(describing: store.problem))") }
            XCTAssertTrue(error.path.hasPrefix(blocker.path))
            XCTAssertFalse(store.isPersistent)
            return
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        let store = openStore()
        guard case .notSaving? = store.problem else { return XCTFail("\(String(describing: store.problem))") }
        XCTAssertFalse(store.isPersistent)
    }
}

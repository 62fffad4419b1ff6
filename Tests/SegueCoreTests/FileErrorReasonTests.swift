import Foundation
import SegueCore
import XCTest

final class FileErrorReasonTests: XCTestCase {
    func testFileErrorsAreWordsNotCodes() {
        XCTAssertEqual(FileErrorReason.describe(CocoaError(.fileWriteOutOfSpace)), "the disk is full")
        XCTAssertEqual(FileErrorReason.describe(CocoaError(.fileWriteVolumeReadOnly)), "the disk is read-only")
        XCTAssertEqual(FileErrorReason.describe(CocoaError(.fileWriteNoPermission)), "you do not have permission")
        XCTAssertFalse(FileErrorReason.describe(CocoaError(.fileWriteUnknown)).contains("CocoaError"))
        XCTAssertEqual(FileErrorReason.describe(POSIXError(.ENOSPC)), "No space left on device")
    }

    func testAPictureThatCannotBeWrittenSaysWhyInWords() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-file-\(UUID().uuidString)")
        try Data("x".utf8).write(to: folder) // a file where the picture folder should be
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertThrowsError(try HomepwnerImageStore(folder: folder).importData(Data("pixels".utf8))) { error in
            XCTAssertFalse(String(describing: error).contains("CocoaError"), String(describing: error))
            XCTAssertFalse(String(describing: error).contains("rawValue"), String(describing: error))
        }
    }
}

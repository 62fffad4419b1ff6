import FoundationEssentials
import Glibc

/// Why a file operation failed, in words a user understands: "the disk is full", not
/// `CocoaError(code: …rawValue: 640…)`, which Foundation's description of such an error gives.
public enum FileErrorReason {
    /// Words for `error`, a Foundation file error or a POSIX one; anything else is described
    /// by what it says of itself.
    public static func describe(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError {
            switch cocoa.code {
            case .fileWriteOutOfSpace: return localized("the disk is full")
            case .fileWriteVolumeReadOnly: return localized("the disk is read-only")
            case .fileWriteNoPermission, .fileReadNoPermission: return localized("you do not have permission")
            case .fileNoSuchFile, .fileReadNoSuchFile: return localized("the folder does not exist")
            default:
                if let underlying = cocoa.underlying { return describe(underlying) }
                return localized("the file could not be written")
            }
        }
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        return String(describing: error)
    }
}

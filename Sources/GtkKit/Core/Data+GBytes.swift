internal import CGtk
import FoundationEssentials

extension Data {
    /// A copy of the bytes GLib holds in `bytes` (a resource, an encoded picture): one place for
    /// the copy every reader of a `GBytes` needs.
    init(copying bytes: OpaquePointer?) {
        var size = 0
        self = g_bytes_get_data(bytes, &size).map { Data(bytes: $0, count: size) } ?? Data()
    }
}

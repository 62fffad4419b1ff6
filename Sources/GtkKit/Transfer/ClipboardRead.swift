internal import CGtk

/// What every clipboard and drop read shares: the completion that runs a boxed handler once, and
/// a file list's paths.
@MainActor
enum ClipboardRead {
    /// The paths of a `GdkFileList` value's local files.
    static func filePaths(in value: UnsafePointer<GValue>) -> [String] {
        guard let list = g_value_get_boxed(value) else { return [] }
        var paths: [String] = []
        var node = gdk_file_list_get_files(OpaquePointer(list))
        let head = node
        while let current = node {
            if let path = g_file_get_path(OpaquePointer(current.pointee.data)) {
                paths.append(String(cString: path))
                g_free(path)
            }
            node = current.pointee.next
        }
        g_slist_free(head)
        return paths
    }

    /// The `GAsyncReadyCallback` of every clipboard read : runs the boxed
    /// completion once and releases it.
    static var finish: GAsyncReadyCallback {
        { source, result, data in
            MainActor.assumeIsolated {
                let box = Unmanaged<SignalBox<@MainActor (OpaquePointer?, OpaquePointer?) -> Void>>.fromOpaque(data!).takeRetainedValue()
                box.handler(source.map(OpaquePointer.init), result)
            }
        }
    }
}

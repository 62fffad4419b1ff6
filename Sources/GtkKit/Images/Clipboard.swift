internal import CGtk
import FoundationEssentials

/// Reads pictures from the clipboard (`GdkClipboard`), after UIKit's `UIPasteboard`.
@MainActor
public enum Clipboard {
    /// A picture the clipboard held.
    public enum Picture: Sendable, Equatable {
        /// Files copied in a file manager (local paths).
        case files([String])
        /// Pixels copied from an image program or a screenshot, as PNG data.
        case png(Data)
    }

    /// Whether the clipboard of `widget`'s display holds files or pixels.
    public static func hasPicture(for widget: Widget) -> Bool {
        let formats = gdk_clipboard_get_formats(clipboard(for: widget))
        return Bool(gboolean: gdk_content_formats_contain_gtype(formats, gdk_file_list_get_type()))
            || Bool(gboolean: gdk_content_formats_contain_gtype(formats, gdk_texture_get_type()))
    }

    /// Reads the picture on the clipboard of `widget`'s display and calls `completion` on the
    /// main actor with it, or with nil when the clipboard holds no picture or cannot be read.
    public static func readPicture(for widget: Widget, completion: @escaping @MainActor (Picture?) -> Void) {
        let clipboard = clipboard(for: widget)
        let formats = gdk_clipboard_get_formats(clipboard)
        typealias Done = @MainActor (OpaquePointer?, OpaquePointer?) -> Void
        if Bool(gboolean: gdk_content_formats_contain_gtype(formats, gdk_file_list_get_type())) {
            let box = SignalBox<Done> { source, result in
                var error: UnsafeMutablePointer<GError>?
                let value = gdk_clipboard_read_value_finish(source, result, &error)
                g_clear_error(&error)
                completion(value.map { .files(filePaths(in: $0)) })
            }
            gdk_clipboard_read_value_async(clipboard, gdk_file_list_get_type(), 0, nil, finishRead, box.retainedPointer())
        } else if Bool(gboolean: gdk_content_formats_contain_gtype(formats, gdk_texture_get_type())) {
            let box = SignalBox<Done> { source, result in
                var error: UnsafeMutablePointer<GError>?
                let texture = gdk_clipboard_read_texture_finish(source, result, &error)
                g_clear_error(&error)
                guard let texture else { return completion(nil) }
                defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
                guard let bytes = gdk_texture_save_to_png_bytes(texture) else { return completion(nil) }
                defer { g_bytes_unref(bytes) }
                var size = 0
                let data = g_bytes_get_data(bytes, &size).map { Data(bytes: $0, count: size) } ?? Data()
                completion(.png(data))
            }
            gdk_clipboard_read_texture_async(clipboard, nil, finishRead, box.retainedPointer())
        } else {
            completion(nil)
        }
    }

    private static func clipboard(for widget: Widget) -> OpaquePointer {
        gtk_widget_get_clipboard(widget.widget)
    }

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

    /// The `GAsyncReadyCallback` of both reads: runs the boxed completion once and releases it.
    private static var finishRead: GAsyncReadyCallback {
        { source, result, data in
            MainActor.assumeIsolated {
                let box = Unmanaged<SignalBox<@MainActor (OpaquePointer?, OpaquePointer?) -> Void>>.fromOpaque(data!).takeRetainedValue()
                box.handler(source.map(OpaquePointer.init), result)
            }
        }
    }
}

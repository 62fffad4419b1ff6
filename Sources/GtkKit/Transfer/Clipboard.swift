internal import CGtk
import FoundationEssentials

/// Reads pictures from the clipboard (`GdkClipboard`), after UIKit's `UIPasteboard`.
@MainActor
public enum Clipboard {
    /// A picture the clipboard held.
    public enum Picture: Sendable, Equatable {
        /// Files copied in a file manager (local paths).
        case files([String])
        /// Pixels copied from an image program or a screenshot, as PNG data: the bytes the
        /// program offered, not decoded (``Bitmap/dimensions(ofPNG:name:)`` reads their size).
        case png(Data)
        /// Pixels over ``Bitmap/maximumPixelCount``, offered only in a format GTK had to decode
        /// to read; refused before they were encoded again.
        case tooLarge(width: Int, height: Int)
    }

    /// Whether the clipboard of `widget`'s display holds files or pixels.
    public static func hasPicture(for widget: View) -> Bool {
        let formats = gdk_clipboard_get_formats(clipboard(for: widget))
        return Bool(gboolean: gdk_content_formats_contain_gtype(formats, gdk_file_list_get_type()))
            || Bool(gboolean: gdk_content_formats_contain_gtype(formats, gdk_texture_get_type()))
    }

    /// Reads the picture on the clipboard of `widget`'s display and calls `completion` on the
    /// main actor with it, or with nil when the clipboard holds no picture or cannot be read.
    public static func readPicture(for widget: View, completion: @escaping @MainActor (Picture?) -> Void) {
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
        } else if Bool(gboolean: gdk_content_formats_contain_mime_type(formats, "image/png")) {
            readPNGBytes(from: clipboard, completion: completion)
        } else if Bool(gboolean: gdk_content_formats_contain_gtype(formats, gdk_texture_get_type())) {
            // Pixels offered only in other formats: GTK decodes them into a texture for us. Its
            // size is checked before it is encoded again, which is the costly part.
            let box = SignalBox<Done> { source, result in
                var error: UnsafeMutablePointer<GError>?
                let texture = gdk_clipboard_read_texture_finish(source, result, &error)
                g_clear_error(&error)
                guard let texture else { return completion(nil) }
                defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
                let (width, height) = (Int(gdk_texture_get_width(texture)), Int(gdk_texture_get_height(texture)))
                guard width * height <= Bitmap.maximumPixelCount else { return completion(.tooLarge(width: width, height: height)) }
                guard let bytes = gdk_texture_save_to_png_bytes(texture) else { return completion(nil) }
                defer { g_bytes_unref(bytes) }
                completion(.png(data(of: bytes)))
            }
            gdk_clipboard_read_texture_async(clipboard, nil, finishRead, box.retainedPointer())
        } else {
            completion(nil)
        }
    }

    /// Reads the `image/png` the clipboard's owner offers, as bytes, without decoding them — a
    /// 20000 × 20000 screenshot would take seconds and gigabytes to decode, on the main thread,
    /// before anyone could refuse it. The read and the copy into memory are asynchronous.
    private static func readPNGBytes(from clipboard: OpaquePointer, completion: @escaping @MainActor (Picture?) -> Void) {
        typealias Done = @MainActor (OpaquePointer?, OpaquePointer?) -> Void
        let box = SignalBox<Done> { source, result in
            var error: UnsafeMutablePointer<GError>?
            guard let stream = gdk_clipboard_read_finish(source, result, nil, &error) else {
                g_clear_error(&error)
                return completion(nil)
            }
            guard let memory = g_memory_output_stream_new_resizable() else { return completion(nil) }
            let flags = GOutputStreamSpliceFlags(
                rawValue: G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE.rawValue | G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET.rawValue)
            let copied = SignalBox<Done> { _, result in
                var error: UnsafeMutablePointer<GError>?
                defer { g_object_unref(UnsafeMutableRawPointer(memory)) }
                guard g_output_stream_splice_finish(memory, result, &error) >= 0 else {
                    g_clear_error(&error)
                    return completion(nil)
                }
                let bytes = memory.withMemoryRebound(to: GMemoryOutputStream.self, capacity: 1) {
                    g_memory_output_stream_steal_as_bytes($0)
                }
                defer { g_bytes_unref(bytes) }
                completion(.png(data(of: bytes)))
            }
            g_output_stream_splice_async(memory, stream, flags, G_PRIORITY_DEFAULT, nil, finishRead, copied.retainedPointer())
            g_object_unref(UnsafeMutableRawPointer(stream))
        }
        withCStringArray(["image/png"]) { types in
            gdk_clipboard_read_async(clipboard, types, G_PRIORITY_DEFAULT, nil, finishRead, box.retainedPointer())
        }
    }

    private static func data(of bytes: OpaquePointer?) -> Data {
        var size = 0
        return g_bytes_get_data(bytes, &size).map { Data(bytes: $0, count: size) } ?? Data()
    }

    private static func clipboard(for widget: View) -> OpaquePointer {
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

    /// The `GAsyncReadyCallback` of every clipboard read (``Pasteboard``'s too): runs the boxed
    /// completion once and releases it.
    static var finishRead: GAsyncReadyCallback {
        { source, result, data in
            MainActor.assumeIsolated {
                let box = Unmanaged<SignalBox<@MainActor (OpaquePointer?, OpaquePointer?) -> Void>>.fromOpaque(data!).takeRetainedValue()
                box.handler(source.map(OpaquePointer.init), result)
            }
        }
    }
}

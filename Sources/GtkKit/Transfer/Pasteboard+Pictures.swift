internal import CGtk
import FoundationEssentials

/// Pictures on the clipboard: what a user copied in a file manager, an image program or a
/// screenshot tool, read as the bytes offered rather than decoded on the main thread.
extension Pasteboard {
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

    /// Whether the clipboard offers a picture (UIKit's `hasImages`): files copied in a file
    /// manager, or pixels. Immediate, like ``hasStrings``: it looks at the formats on offer.
    public var hasImages: Bool {
        guard let clipboard else { return false }
        let formats = gdk_clipboard_get_formats(clipboard)
        return Bool(gboolean: gdk_content_formats_contain_gtype(formats, gdk_file_list_get_type()))
            || Bool(gboolean: gdk_content_formats_contain_gtype(formats, gdk_texture_get_type()))
    }

    /// Reads the clipboard's picture, whichever program copied it; nil when it offers none or
    /// the read fails. UIKit's `image` is a property; on GNOME the read is asynchronous, as
    /// ``readString()`` explains, and a picture may be too large to take.
    public func readPicture() async -> Picture? {
        await withCheckedContinuation { (continuation: CheckedContinuation<Picture?, Never>) in
            readPicture { continuation.resume(returning: $0) }
        }
    }

    /// ``readPicture()`` for callers without `await`: calls `completion` on the main actor.
    public func readPicture(completion: @escaping @MainActor (Picture?) -> Void) {
        guard let clipboard else { return completion(nil) }
        let formats = gdk_clipboard_get_formats(clipboard)
        typealias Done = @MainActor (OpaquePointer?, OpaquePointer?) -> Void
        if Bool(gboolean: gdk_content_formats_contain_gtype(formats, gdk_file_list_get_type())) {
            let box = SignalBox<Done> { source, result in
                var error: UnsafeMutablePointer<GError>?
                let value = gdk_clipboard_read_value_finish(source, result, &error)
                g_clear_error(&error)
                completion(value.map { .files(ClipboardRead.filePaths(in: $0)) })
            }
            gdk_clipboard_read_value_async(clipboard, gdk_file_list_get_type(), 0, nil, ClipboardRead.finish, box.retainedPointer())
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
                completion(.png(Data(copying: bytes)))
            }
            gdk_clipboard_read_texture_async(clipboard, nil, ClipboardRead.finish, box.retainedPointer())
        } else {
            completion(nil)
        }
    }

    /// Reads the `image/png` the clipboard's owner offers, as bytes, without decoding them — a
    /// 20000 × 20000 screenshot would take seconds and gigabytes to decode, on the main thread,
    /// before anyone could refuse it. The read and the copy into memory are asynchronous.
    private func readPNGBytes(from clipboard: OpaquePointer, completion: @escaping @MainActor (Picture?) -> Void) {
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
                completion(.png(Data(copying: bytes)))
            }
            g_output_stream_splice_async(memory, stream, flags, G_PRIORITY_DEFAULT, nil, ClipboardRead.finish, copied.retainedPointer())
            g_object_unref(UnsafeMutableRawPointer(stream))
        }
        withCStringArray(["image/png"]) { types in
            gdk_clipboard_read_async(clipboard, types, G_PRIORITY_DEFAULT, nil, ClipboardRead.finish, box.retainedPointer())
        }
    }
}

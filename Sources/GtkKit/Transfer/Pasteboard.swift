internal import CGtk
import FoundationEssentials

/// The desktop's clipboard for text and links, after UIKit's `UIPasteboard`: ``general`` is the
/// clipboard of the default display (`GdkClipboard`), for pictures too (``hasImages``, ``readPicture()``).
///
/// Writing is as in UIKit: `Pasteboard.general.string = text`. Reading differs, on purpose: on
/// GNOME a program reads the clipboard only when the user pastes, and the read is asynchronous
/// (the text is still with the program that copied it; on Wayland only the focused window may ask
/// for it). So another program's text comes from ``readString()`` (`await`), not from a property;
/// ``string``'s getter answers only for this app's own copy. ``hasStrings`` and ``hasURLs`` are
/// immediate, as in UIKit: they look at the formats on offer, not at the content.
@MainActor
public final class Pasteboard {
    /// The clipboard of the default display (UIKit's `UIPasteboard.general`). Nil-free: before a
    /// display is open there is nothing to copy to, and the first use opens none; GtkKit apps
    /// have one open from launch.
    public static var general: Pasteboard {
        if let shared = shared, shared.clipboard == gdk_display_get_clipboard(gdk_display_get_default()) { return shared }
        let made = Pasteboard(clipboard: gdk_display_get_clipboard(gdk_display_get_default()))
        shared = made
        return made
    }
    private static var shared: Pasteboard?

    let clipboard: OpaquePointer?
    private var changeWatch: Object?

    private init(clipboard: OpaquePointer?) {
        self.clipboard = clipboard
        guard let clipboard else { return }
        let watch = Object(UnsafeMutableRawPointer(clipboard), ownership: .none)
        watch.connect("changed") { [weak self] in self?.changeCount += 1 }
        changeWatch = watch
    }

    /// How many times the clipboard's content has changed since this object first looked at it
    /// (UIKit's `changeCount`), whoever changed it.
    public private(set) var changeCount = 0

    /// Puts text on the clipboard (nil empties it). Read back, the text this app put there while
    /// it is still there, nil otherwise: another program's text comes from ``readString()``.
    public var string: String? {
        get {
            guard ownsContent, let clipboard, let provider = gdk_clipboard_get_content(clipboard) else { return nil }
            return Self.text(of: provider)
        }
        set {
            guard let clipboard else { return }
            guard let newValue else { return empty(clipboard) }
            gdk_clipboard_set_text(clipboard, newValue)
        }
    }

    /// Puts a link on the clipboard, offered both as a link (`text/uri-list`, which file managers
    /// and browsers take) and as text (which a text field pastes); nil empties it. Read back,
    /// this app's own link while it is still there: another program's comes from ``readURL()``.
    public var url: URL? {
        get { string.flatMap(Self.url(in:)) }
        set {
            guard let clipboard else { return }
            guard let newValue else { return empty(clipboard) }
            let text = newValue.absoluteString
            let providers = [
                Self.provider(mimeType: "text/uri-list", text: text + "\r\n"),
                Self.provider(string: text),
            ]
            var array = providers
            let union = array.withUnsafeMutableBufferPointer { gdk_content_provider_new_union($0.baseAddress, gsize($0.count)) }
            _ = gdk_clipboard_set_content(clipboard, union)
            g_object_unref(UnsafeMutableRawPointer(union))
        }
    }

    /// Whether the clipboard offers text (UIKit's `hasStrings`).
    public var hasStrings: Bool {
        guard let formats = formats else { return false }
        return Bool(gboolean: gdk_content_formats_contain_gtype(formats, g_type_from_name("gchararray")))
    }

    /// Whether the clipboard offers a link (UIKit's `hasURLs`): a `text/uri-list`.
    public var hasURLs: Bool {
        guard let formats = formats else { return false }
        return Bool(gboolean: gdk_content_formats_contain_mime_type(formats, "text/uri-list"))
    }

    /// Reads the clipboard's text, whichever program copied it; nil when it offers none or the
    /// read fails (the program that copied it has quit, or the window is not focused on Wayland).
    public func readString() async -> String? {
        guard let clipboard, hasStrings else { return nil }
        return await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
            let box = SignalBox<@MainActor (OpaquePointer?, OpaquePointer?) -> Void> { source, result in
                var error: UnsafeMutablePointer<GError>?
                let text = gdk_clipboard_read_text_finish(source, result, &error)
                g_clear_error(&error)
                continuation.resume(returning: text.map { String(cString: $0) })
                g_free(text)
            }
            gdk_clipboard_read_text_async(clipboard, nil, ClipboardRead.finish, box.retainedPointer())
        }
    }

    /// Reads the clipboard's link: the first link of a `text/uri-list`, or text that is a whole
    /// URL with a scheme ("https://…", "mailto:…"); nil otherwise.
    public func readURL() async -> URL? {
        guard let text = await readString() else { return nil }
        return Self.url(in: text)
    }

    private func empty(_ clipboard: OpaquePointer) {
        _ = gdk_clipboard_set_content(clipboard, nil)
    }

    private var formats: OpaquePointer? { clipboard.flatMap { gdk_clipboard_get_formats($0) } }

    private var ownsContent: Bool { clipboard.map { Bool(gboolean: gdk_clipboard_is_local($0)) } ?? false }

    /// The first link in `text`: a `text/uri-list` (comments skipped) or one URL with a scheme.
    static func url(in text: String) -> URL? {
        guard var candidate = text.split(whereSeparator: \.isNewline).first(where: { !$0.hasPrefix("#") }) else { return nil }
        while candidate.first?.isWhitespace == true { candidate.removeFirst() }
        while candidate.last?.isWhitespace == true { candidate.removeLast() }
        guard !candidate.isEmpty, !candidate.contains(where: \.isWhitespace), let url = URL(string: String(candidate)),
            url.scheme?.isEmpty == false
        else { return nil }
        return url
    }

    private static func provider(mimeType: String, text: String) -> UnsafeMutablePointer<GdkContentProvider>? {
        let bytes = Array(text.utf8)
        let gbytes = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(gbytes) }
        return gdk_content_provider_new_for_bytes(mimeType, gbytes)
    }

    /// Text as a value, which GTK offers as every text format and reads back without a copy.
    private static func provider(string: String) -> UnsafeMutablePointer<GdkContentProvider>? {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gchararray"))
        defer { g_value_unset(&value) }
        g_value_set_string(&value, string)
        return gdk_content_provider_new_for_value(&value)
    }

    private static func text(of provider: UnsafeMutablePointer<GdkContentProvider>) -> String? {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gchararray"))
        defer { g_value_unset(&value) }
        var error: UnsafeMutablePointer<GError>?
        guard Bool(gboolean: gdk_content_provider_get_value(provider, &value, &error)) else {
            g_clear_error(&error)
            return nil
        }
        return g_value_get_string(&value).map { String(cString: $0) }
    }
}

internal import CGtk

/// Asks the user for a file to open, in the desktop portal's dialog where there is one and GTK's
/// own otherwise: `GtkFileDialog` when built against GTK 4.10 or later, `GtkFileChooserNative`
/// (deprecated there) against GTK 4.8. The choice is made in the C shim at compile time, because
/// GTK 4.8's headers do not declare `GtkFileDialog`. Like UIKit's `UIDocumentPickerViewController`,
/// the answer comes back later, on the main actor.
@MainActor
public final class FileChooser {
    // Only the static entry point; kept a class so the published API is unchanged.
    private init() {}

    /// Asks for a picture (only formats GTK can decode are offered) and calls `completion` with its
    /// path, or nil when the user cancels. The dialog is modal to `parent`'s window.
    public static func chooseImage(
        title: String, acceptLabel: String, over parent: View,
        completion: @escaping @MainActor (String?) -> Void
    ) {
        let window = gtk_widget_get_root(parent.widget).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWindow.self) }
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, gettextString("Pictures"))
        gtk_file_filter_add_pixbuf_formats(filter)
        // The request owns one retain of the box until the shim calls back, exactly once.
        let box = SignalBox(completion)
        gtkkit_choose_file(window, title, acceptLabel, filter, fileChosen, box.retainedPointer())
        g_object_unref(UnsafeMutableRawPointer(filter))
    }
}

/// The shim's callback: hands the path to the completion and releases the box it came in.
private let fileChosen: SegueFileChosen = { cPath, data in
    let path = cPath.map { String(cString: $0) }
    g_free(cPath)
    let completion = SignalBox<@MainActor (String?) -> Void>.from(data).handler
    SignalBox<@MainActor (String?) -> Void>.sourceDestroyNotify(data)
    MainActor.assumeIsolated { completion(path) }
}

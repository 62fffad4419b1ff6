package import CGtk

/// Asks the user for a file to open (`GtkFileChooserNative`: the desktop portal's dialog where
/// there is one, GTK's own otherwise). GTK 4.8 has no `GtkFileDialog` (4.10).
@MainActor
public final class FileChooser {
    /// Choosers waiting for an answer: each keeps itself alive until the user responds.
    private static var open: [FileChooser] = []
    private let chooser: Object
    private let completion: @MainActor (String?) -> Void

    private init(title: String, acceptLabel: String, parent: Widget, imagesOnly: Bool, completion: @escaping @MainActor (String?) -> Void) {
        let window = gtk_widget_get_root(parent.widget).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWindow.self) }
        chooser = Object(
            untyped(gtk_file_chooser_native_new(title, window, GTK_FILE_CHOOSER_ACTION_OPEN, acceptLabel, nil)), ownership: .full)
        self.completion = completion
        if imagesOnly {
            let filter = gtk_file_filter_new()!
            gtk_file_filter_set_name(filter, gettextString("Pictures"))
            gtk_file_filter_add_pixbuf_formats(filter)
            gtk_file_chooser_add_filter(OpaquePointer(chooser.raw), filter)
            g_object_unref(UnsafeMutableRawPointer(filter))
        }
        gtk_native_dialog_set_modal(chooser.pointer(), 1)
        chooser.connect("response", int: { [weak self] response in self?.respond(response) })
    }

    /// Asks for a picture (only formats GTK can decode are offered) and calls `completion` with its
    /// path, or nil when the user cancels. The dialog is modal to `parent`'s window.
    public static func chooseImage(
        title: String, acceptLabel: String, over parent: Widget,
        completion: @escaping @MainActor (String?) -> Void
    ) {
        let chooser = FileChooser(title: title, acceptLabel: acceptLabel, parent: parent, imagesOnly: true, completion: completion)
        open.append(chooser)
        gtk_native_dialog_show(chooser.chooser.pointer())
    }

    private func respond(_ response: Int32) {
        var path: String?
        if response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(OpaquePointer(chooser.raw)) {
            if let cPath = g_file_get_path(file) {
                path = String(cString: cPath)
                g_free(cPath)
            }
            g_object_unref(UnsafeMutableRawPointer(file))
        }
        gtk_native_dialog_destroy(chooser.pointer())
        Self.open.removeAll { $0 === self }
        completion(path)
    }
}

internal import CGtk

/// Why a window could not be loaded from an interface description.
public struct InterfaceLoadError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The resource path that was read.
    public let resource: String
    /// What went wrong, in GTK's words or GtkKit's.
    public let reason: String

    /// A sentence naming the resource and the reason.
    public var description: String { "“\(resource)”: \(reason)" }
}

extension Window {
    /// Loads the window with id `objectID` from a GtkBuilder UI file in a registered resource
    /// bundle (see ``ResourceBundle``) — the closest GTK comes to a storyboard scene built in a
    /// designer. A missing resource, a malformed file, or an object that is missing or not a
    /// window throws instead of aborting.
    public convenience init(resource path: String, objectID: String) throws(InterfaceLoadError) {
        let builder = gtk_builder_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        var error: UnsafeMutablePointer<GError>?
        guard Bool(gboolean: gtk_builder_add_from_resource(builder, path, &error)) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unreadable"
            g_clear_error(&error)
            throw InterfaceLoadError(resource: path, reason: reason)
        }
        guard let object = gtk_builder_get_object(builder, objectID) else {
            throw InterfaceLoadError(resource: path, reason: "no object with id “\(objectID)”")
        }
        guard Bool(gboolean: gtkkit_is_a(UnsafeMutableRawPointer(object), gtk_window_get_type())) else {
            throw InterfaceLoadError(resource: path, reason: "“\(objectID)” is not a window")
        }
        // The builder drops its references when it goes; GTK's toplevel list and this wrapper keep the window.
        self.init(borrowing: UnsafeMutableRawPointer(object))
        makeShortcutsWindowAccessible()
        // The wrapper lives as long as the window, so its handlers (focus announced when it opens)
        // do too, even if the app keeps no reference to it.
        retainWhileOpen()
    }
}

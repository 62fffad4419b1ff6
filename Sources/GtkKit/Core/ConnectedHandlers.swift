internal import CGtk

/// The signal handlers connected through one object wrapper, by id (GLib's ids are unique), in
/// the order they were connected, so the wrapper can disconnect them all when it goes and count
/// those still connected.
struct ConnectedHandlers {
    /// The ids, in the order the handlers were connected.
    private(set) var ids: [gulong] = []

    /// The handler `id` was connected.
    mutating func connected(_ id: gulong) { ids.append(id) }

    /// The handler `id` is being disconnected; false when it was not one of these.
    mutating func disconnecting(_ id: gulong) -> Bool {
        guard let index = ids.firstIndex(of: id) else { return false }
        ids.remove(at: index)
        return true
    }
}

extension BarButtonItem {
    /// The themed icon and the accessible name of an icon-only system item.
    static func icon(of item: SystemItem) -> (icon: String, name: String) {
        switch item {
        case .add: ("list-add-symbolic", gettextString("Add"))
        case .close: ("window-close-symbolic", gettextString("Close"))
        case .refresh: ("view-refresh-symbolic", gettextString("Refresh"))
        case .trash: ("user-trash-symbolic", gettextString("Delete"))
        case .action: ("send-to-symbolic", gettextString("Share"))
        case .search: ("system-search-symbolic", gettextString("Search"))
        case .compose: ("document-edit-symbolic", gettextString("Compose"))
        case .reply: ("mail-reply-sender-symbolic", gettextString("Reply"))
        case .bookmarks: ("user-bookmarks-symbolic", gettextString("Bookmarks"))
        case .organize: ("folder-symbolic", gettextString("Organize"))
        case .camera: ("camera-photo-symbolic", gettextString("Camera"))
        case .play: ("media-playback-start-symbolic", gettextString("Play"))
        case .pause: ("media-playback-pause-symbolic", gettextString("Pause"))
        case .stop: ("media-playback-stop-symbolic", gettextString("Stop"))
        case .rewind: ("media-seek-backward-symbolic", gettextString("Rewind"))
        case .fastForward: ("media-seek-forward-symbolic", gettextString("Fast Forward"))
        case .undo: ("edit-undo-symbolic", gettextString("Undo"))
        case .redo: ("edit-redo-symbolic", gettextString("Redo"))
        case .done, .cancel, .edit, .save: ("", "")
        }
    }
}

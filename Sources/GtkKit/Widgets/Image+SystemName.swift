internal import CGtk

/// SF Symbols names (UIKit's `UIImage(systemName:)`) on GNOME's symbolic icons.
extension Image {
    /// The GNOME symbolic icon that plays each common SF Symbols name's role: every one is in
    /// the Adwaita icon theme of Debian 12 and of Debian 13 (checked by `ImageTests`).
    public static let systemNameIcons: [String: String] = [
        "plus": "list-add-symbolic",
        "minus": "list-remove-symbolic",
        "trash": "user-trash-symbolic",
        "pencil": "document-edit-symbolic",
        "square.and.pencil": "document-edit-symbolic",
        "square.and.arrow.up": "send-to-symbolic",
        "square.and.arrow.down": "document-save-symbolic",
        "magnifyingglass": "system-search-symbolic",
        "gear": "preferences-system-symbolic",
        "gearshape": "preferences-system-symbolic",
        "xmark": "window-close-symbolic",
        "xmark.circle": "edit-clear-symbolic",
        "checkmark": "object-select-symbolic",
        "chevron.right": "go-next-symbolic",
        "chevron.left": "go-previous-symbolic",
        "chevron.up": "go-up-symbolic",
        "chevron.down": "go-down-symbolic",
        "arrow.clockwise": "view-refresh-symbolic",
        "star": "non-starred-symbolic",
        "star.fill": "starred-symbolic",
        "heart": "emote-love-symbolic",
        "info.circle": "dialog-information-symbolic",
        "exclamationmark.triangle": "dialog-warning-symbolic",
        "questionmark.circle": "help-browser-symbolic",
        "person": "avatar-default-symbolic",
        "person.2": "system-users-symbolic",
        "house": "go-home-symbolic",
        "folder": "folder-symbolic",
        "doc": "text-x-generic-symbolic",
        "photo": "image-x-generic-symbolic",
        "camera": "camera-photo-symbolic",
        "envelope": "mail-unread-symbolic",
        "paperplane": "mail-send-symbolic",
        "calendar": "x-office-calendar-symbolic",
        "clock": "document-open-recent-symbolic",
        "lock": "changes-prevent-symbolic",
        "lock.open": "changes-allow-symbolic",
        "ellipsis": "view-more-symbolic",
        "ellipsis.circle": "view-more-symbolic",
        "line.3.horizontal": "open-menu-symbolic",
        "list.bullet": "view-list-symbolic",
        "square.grid.2x2": "view-grid-symbolic",
        "play.fill": "media-playback-start-symbolic",
        "pause.fill": "media-playback-pause-symbolic",
        "stop.fill": "media-playback-stop-symbolic",
        "speaker.wave.2": "audio-volume-high-symbolic",
        "wifi": "network-wireless-symbolic",
        "bookmark": "user-bookmarks-symbolic",
        "link": "insert-link-symbolic",
        "doc.on.doc": "edit-copy-symbolic",
        "doc.on.clipboard": "edit-paste-symbolic",
        "scissors": "edit-cut-symbolic",
        "arrow.uturn.backward": "edit-undo-symbolic",
        "arrow.uturn.forward": "edit-redo-symbolic",
        "printer": "printer-symbolic",
        "location": "mark-location-symbolic",
        "phone": "call-start-symbolic",
        "bell": "preferences-system-notifications-symbolic",
        "sun.max": "display-brightness-symbolic",
        "moon": "weather-clear-night-symbolic",
        "cloud": "weather-overcast-symbolic",
        "globe": "web-browser-symbolic",
        "square.and.arrow.up.on.square": "send-to-symbolic",
    ]

    /// The icon theme's name for an SF Symbols name: the table's, or for a `.fill` variant the
    /// plain name's (GNOME's symbolic icons have no filled forms); nil for any other name.
    public static func iconName(forSystemName name: String) -> String? {
        if let icon = systemNameIcons[name] { return icon }
        if name.hasSuffix(".fill") { return systemNameIcons[String(name.dropLast(".fill".count))] }
        return nil
    }

    /// The symbolic icon for an SF Symbols name (UIKit's `UIImage(systemName:)` in an image
    /// view), drawn in the text colour or ``View/tintColor``; nil for a name not in
    /// ``systemNameIcons`` — as UIKit answers nil for a symbol it does not have, so a port finds
    /// out at once rather than showing a missing-image icon.
    public convenience init?(systemName: String) {
        guard let icon = Self.iconName(forSystemName: systemName) else { return nil }
        self.init(iconName: icon)
    }

    /// An image from the app's resources or the icon theme (UIKit's `UIImage(named:)`): a
    /// resource path (`/org/example/App/logo.png`, from a registered GResource bundle) or an
    /// icon name the display's icon theme has; nil if there is neither (or no display).
    public convenience init?(named name: String) {
        if name.hasPrefix("/") {
            guard Bool(gboolean: g_resources_get_info(name, G_RESOURCE_LOOKUP_FLAGS_NONE, nil, nil, nil)) else { return nil }
            self.init(resourcePath: name)
            return
        }
        guard let display = gdk_display_get_default(),
            Bool(gboolean: gtk_icon_theme_has_icon(gtk_icon_theme_get_for_display(display), name))
        else { return nil }
        self.init(iconName: name)
    }
}

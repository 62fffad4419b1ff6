internal import CGtk

/// A button in a header bar, after UIKit's `UIBarButtonItem`: a system item (Add, Done, Cancel,
/// Edit, Save, Close) with the right icon or label, style and accessible name, a titled or icon
/// button, or any widget. Put it in a controller's ``NavigationItem``.
@MainActor
public final class BarButtonItem {
    /// The standard items, each drawn and named as GNOME apps do.
    public enum SystemItem: Sendable {
        /// "+" (`list-add-symbolic`), named "Add".
        case add
        /// "Done", the suggested action (blue): ends an edit or a modal form.
        case done
        /// "Cancel": leaves a form without saving.
        case cancel
        /// "Edit": starts editing a list.
        case edit
        /// "Save", the suggested action.
        case save
        /// "×" (`window-close-symbolic`), named "Close".
        case close
        /// `view-refresh-symbolic`, named "Refresh".
        case refresh
        /// `user-trash-symbolic`, named "Delete" (GNOME names the action, not the bin).
        case trash
        /// `send-to-symbolic`, named "Share": UIKit's action (share) item.
        case action
        /// `system-search-symbolic`, named "Search".
        case search
        /// `document-edit-symbolic`, named "Compose".
        case compose
        /// `mail-reply-sender-symbolic`, named "Reply".
        case reply
        /// `user-bookmarks-symbolic`, named "Bookmarks".
        case bookmarks
        /// `folder-symbolic`, named "Organize".
        case organize
        /// `camera-photo-symbolic`, named "Camera".
        case camera
        /// `media-playback-start-symbolic`, named "Play".
        case play
        /// `media-playback-pause-symbolic`, named "Pause".
        case pause
        /// `media-playback-stop-symbolic`, named "Stop".
        case stop
        /// `media-seek-backward-symbolic`, named "Rewind".
        case rewind
        /// `media-seek-forward-symbolic`, named "Fast Forward".
        case fastForward
        /// `edit-undo-symbolic`, named "Undo".
        case undo
        /// `edit-redo-symbolic`, named "Redo".
        case redo
    }

    /// The widget in the header bar: the item's button, or the custom view.
    public let view: View
    /// The button, unless the item is a custom view.
    public let button: Button?

    /// The narrowest window, in logical pixels, the item shows in; nil (the default) for any.
    /// A secondary item (a layout toggle whose choice is also in Preferences) can give way on a
    /// phone-narrow window, so the header fits 360 pixels, as GNOME's adaptive header bars drop
    /// secondary buttons. GtkKit then shows and hides ``view`` as the window's width crosses it:
    /// make it more than the width the header needs with the item, or the window could never get
    /// narrow enough to hide it. The item starts hidden and shows once its window is laid out
    /// wide enough, so a window opened narrow never asks for its width. (GtkKit's addition:
    /// UIKit moves such items into an overflow menu.)
    public var minimumWindowWidth: Double? {
        didSet {
            Self.widthLimited.append(WeakItem(item: self))
            if minimumWindowWidth != nil { view.isVisible = false }
        }
    }

    /// A held-weakly item with a ``minimumWindowWidth``.
    struct WeakItem {
        weak var item: BarButtonItem?
    }

    /// The items with a ``minimumWindowWidth``, shown or hidden as their window's width changes.
    static var widthLimited: [WeakItem] = []

    /// Shows or hides the width-limited items in `window` for its content's `width`.
    static func followWidth(_ width: Double, in window: UnsafeMutablePointer<GtkWidget>) {
        widthLimited.removeAll { $0.item == nil }
        for item in widthLimited.compactMap(\.item) {
            guard let minimum = item.minimumWindowWidth, let root = gtk_widget_get_root(item.view.widget),
                UnsafeMutableRawPointer(root) == UnsafeMutableRawPointer(window)
            else { continue }
            let shows = width >= minimum
            if item.view.isVisible != shows { item.view.isVisible = shows }
        }
    }

    /// A system item running `action` when clicked.
    public init(systemItem: SystemItem, action: @escaping @MainActor () -> Void) {
        let button: Button
        switch systemItem {
        case .done: button = Button(label: gettextString("_Done"), mnemonic: true)
        case .cancel: button = Button(label: gettextString("_Cancel"), mnemonic: true)
        case .edit: button = Button(label: gettextString("_Edit"), mnemonic: true)
        case .save: button = Button(label: gettextString("_Save"), mnemonic: true)
        default:
            let (icon, name) = Self.icon(of: systemItem)
            button = Button(iconName: icon, accessibilityLabel: name)
        }
        if systemItem == .done || systemItem == .save { button.addCSSClass("suggested-action") }
        button.onClicked(action)
        self.button = button
        view = button
    }

    /// A button labelled `title` (`_` before a letter makes it the mnemonic: Alt+letter). A
    /// `.prominent` item is the suggested action.
    public init(title: String, prominent: Bool = false, action: @escaping @MainActor () -> Void) {
        let button = Button(label: title, mnemonic: true)
        if prominent { button.addCSSClass("suggested-action") }
        button.onClicked(action)
        self.button = button
        view = button
    }

    /// An icon-only button; `accessibilityLabel` is what a screen reader says (it is required).
    public init(iconName: String, accessibilityLabel: String, action: @escaping @MainActor () -> Void) {
        let button = Button(iconName: iconName, accessibilityLabel: accessibilityLabel)
        button.onClicked(action)
        self.button = button
        view = button
    }

    /// UIKit's `UIBarButtonItem(title:image:primaryAction:menu:)`: a button labelled `title` or
    /// showing the icon `image` (a themed icon's name; `title` is then its accessible name). With
    /// a `menu` alone, the button opens it (GNOME's menu button); with a `primaryAction` alone, a
    /// click runs it; with both, the action's button and a menu button beside it, linked (GNOME's
    /// split button: UIKit opens the menu on a long press, which a keyboard has no way to do).
    public convenience init(title: String? = nil, image: String? = nil, primaryAction: Action? = nil, menu: Menu? = nil) {
        let label = title ?? primaryAction.map(\.title) ?? ""
        let icon = image ?? primaryAction?.image
        func actionButton(_ action: Action) -> Button {
            let button =
                icon.map { Button(iconName: $0, accessibilityLabel: label.removingMnemonic) } ?? Button(label: label, mnemonic: true)
            // The button keeps its action, as UIKit's item keeps its primaryAction: an action
            // written inline has no other owner, and its handler goes with it.
            button.onClicked { g_action_activate(OpaquePointer(action.raw), nil) }
            button.isEnabled = action.isEnabled
            return button
        }
        switch (primaryAction, menu) {
        case (let action?, let menu?):
            let split = Box(.horizontal)
            split.addCSSClass("linked")
            split.append(actionButton(action))
            let more = MenuButton(
                title: gettextString(format: "%1$@ Options", label.removingMnemonic), iconName: "pan-down-symbolic", menu: menu)
            split.append(more)
            self.init(customView: split)
        case (let action?, nil):
            self.init(customView: actionButton(action))
        case (nil, let menu?):
            self.init(customView: MenuButton(title: title, iconName: image, menu: menu))
        case (nil, nil):
            self.init(
                customView: icon.map { Button(iconName: $0, accessibilityLabel: label.removingMnemonic) }
                    ?? Button(label: label, mnemonic: true))
        }
    }

    /// Any widget, shown as it is (UIKit's `customView`).
    public init(customView: View) {
        view = customView
        button = customView as? Button
    }

    /// A space that takes what a ``Toolbar`` has left over, pushing the items after it to the
    /// end (UIKit's `flexibleSpace()`). Only a toolbar gives it meaning.
    public static func flexibleSpace() -> BarButtonItem {
        let item = BarButtonItem(customView: Box(.horizontal))
        item.isFlexibleSpace = true
        return item
    }

    /// An empty space `width` pixels wide between two items (UIKit's `fixedSpace(_:)`).
    public static func fixedSpace(_ width: Int) -> BarButtonItem {
        let space = Box(.horizontal)
        gtk_widget_set_size_request(space.widget, Int32(clamping: max(0, width)), -1)
        return BarButtonItem(customView: space)
    }

    /// Whether this is a ``flexibleSpace()``.
    private(set) var isFlexibleSpace = false

    /// A number the app tells its items apart by (UIKit's `tag`); GtkKit does not read it.
    public var tag = 0

    /// Whether the item can be used (dimmed when not; UIKit's `isEnabled`).
    public var isEnabled: Bool {
        get { view.isEnabled }
        set { view.isEnabled = newValue }
    }
}

import Foundation

/// Shares what the app hands it (UIKit's `UIActivityViewController`). GNOME has no share sheet:
/// presented, it offers what the desktop does with such things — Copy (text, links), Open in
/// the desktop's browser or the file's application (links), and Send by E-mail (text and links,
/// through the desktop's mail program) — as a popover at its
/// ``ViewController/popoverPresentationController``'s source, or a sheet without one.
///
/// ```swift
/// let share = ActivityViewController(activityItems: [petition.title, petition.url], applicationActivities: nil)
/// share.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
/// present(share, animated: true)
/// ```
///
/// Where GtkKit differs: custom activities (`applicationActivities`) are not shown — GNOME has
/// no place for an app's own share targets; pictures are not shared (copy a ``Bitmap`` with
/// ``Pasteboard``); ``completionWithItemsHandler`` hears the choice, or a cancel when the user
/// closes the popover.
@MainActor
open class ActivityViewController: ViewController {
    /// What the user did with the items (UIKit's `UIActivity.ActivityType`).
    public struct ActivityType: Hashable, RawRepresentable, Sendable {
        /// The type's name, as UIKit's.
        public let rawValue: String
        /// A type named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Copied to the clipboard.
        public static let copyToPasteboard = ActivityType(rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
        /// Handed to the desktop's mail program.
        public static let mail = ActivityType(rawValue: "com.apple.UIKit.activity.Mail")
        /// Opened in the desktop's browser, or a file in its application (GtkKit's own type).
        public static let open = ActivityType(rawValue: "org.gnome.GtkKit.activity.Open")

        /// UIKit's AirDrop: never offered on GNOME (excluding it changes nothing).
        public static let airDrop = ActivityType(rawValue: "com.apple.UIKit.activity.AirDrop")
        /// UIKit's printing: never offered here.
        public static let print = ActivityType(rawValue: "com.apple.UIKit.activity.Print")
        /// UIKit's Messages: never offered on GNOME.
        public static let message = ActivityType(rawValue: "com.apple.UIKit.activity.Message")
        /// UIKit's contact assignment: never offered on GNOME.
        public static let assignToContact = ActivityType(rawValue: "com.apple.UIKit.activity.AssignToContact")
        /// UIKit's photo library: never offered on GNOME.
        public static let saveToCameraRoll = ActivityType(rawValue: "com.apple.UIKit.activity.SaveToCameraRoll")
        /// UIKit's Reading List: never offered on GNOME.
        public static let addToReadingList = ActivityType(rawValue: "com.apple.UIKit.activity.AddToReadingList")
        /// UIKit's Facebook: never offered on GNOME.
        public static let postToFacebook = ActivityType(rawValue: "com.apple.UIKit.activity.PostToFacebook")
        /// UIKit's Twitter: never offered on GNOME.
        public static let postToTwitter = ActivityType(rawValue: "com.apple.UIKit.activity.PostToTwitter")
        /// UIKit's Books: never offered on GNOME.
        public static let openInIBooks = ActivityType(rawValue: "com.apple.UIKit.activity.OpenInIBooks")
        /// UIKit's PDF markup: never offered on GNOME.
        public static let markupAsPDF = ActivityType(rawValue: "com.apple.UIKit.activity.MarkupAsPDF")
    }

    /// Told what the user chose (`completed` true), or that they closed the menu (nil, false).
    public typealias CompletionWithItemsHandler = @MainActor (ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// What is shared: strings, `URL`s, attributed strings.
    public let activityItems: [Any]
    /// Choices not to offer (UIKit's `excludedActivityTypes`).
    public var excludedActivityTypes: [ActivityType]?
    /// Told the outcome (UIKit's `completionWithItemsHandler`).
    public var completionWithItemsHandler: CompletionWithItemsHandler?

    /// A share menu for `activityItems` (UIKit's `init(activityItems:applicationActivities:)`;
    /// `applicationActivities` are not shown, see the type).
    public init(activityItems: [Any], applicationActivities: [Any]?) {
        self.activityItems = activityItems
        super.init()
        title = gettextString("Share")
        modalPresentationStyle = .popover
        onUserDismissal = { [weak self] in self?.completionWithItemsHandler?(nil, false, nil, nil) }
    }

    /// A share menu with nothing to share (UIKit's `init?(coder:)`).
    public required convenience init?(coder: Coder) {
        self.init(activityItems: [], applicationActivities: nil)
    }

    /// The text of the items: strings and attributed strings as they read, links as addresses.
    var sharedText: String {
        activityItems.compactMap { item -> String? in
            switch item {
            case let text as String: text
            case let text as NSAttributedString: text.string
            case let url as URL: url.isFileURL ? url.path : url.absoluteString
            default: nil
            }
        }.joined(separator: "\n")
    }

    /// The links among the items.
    var sharedURLs: [URL] { activityItems.compactMap { $0 as? URL } }

    /// The choices for these items, without the excluded ones.
    var choices: [(type: ActivityType, title: String, icon: String)] {
        var all: [(type: ActivityType, title: String, icon: String)] = []
        if !sharedText.isEmpty { all.append((.copyToPasteboard, gettextString("_Copy"), "edit-copy-symbolic")) }
        if let url = sharedURLs.first {
            let title = url.isFileURL ? gettextString("_Open") : gettextString("Open in _Browser")
            all.append((.open, title, "document-open-symbolic"))
        }
        if !sharedText.isEmpty { all.append((.mail, gettextString("Send by _E-mail"), "mail-send-symbolic")) }
        let excluded = Set(excludedActivityTypes ?? [])
        return all.filter { !excluded.contains($0.type) }
    }

    /// The choices as a column of flat buttons, as GNOME's menus.
    open override func loadView() {
        let column = Box(.vertical)
        column.setMargins(6)
        for choice in choices {
            let button = Button(label: choice.title, mnemonic: true)
            button.hasFrame = false
            button.onClicked { [weak self] in self?.choose(choice.type) }
            column.append(button)
        }
        view = column
    }

    /// Does what `type` says with the items, closes the menu and tells the handler.
    func choose(_ type: ActivityType) {
        switch type {
        case .copyToPasteboard:
            if sharedURLs.count == 1, activityItems.count == 1, let url = sharedURLs.first {
                Pasteboard.general.url = url
            } else {
                Pasteboard.general.string = sharedText
            }
        case .open:
            if let url = sharedURLs.first { Application.shared?.open(url) }
        case .mail:
            var mail = URLComponents()
            mail.scheme = "mailto"
            mail.queryItems = [URLQueryItem(name: "body", value: sharedText)]
            if let url = mail.url { Application.shared?.open(url) }
        default:
            break
        }
        let items = activityItems
        dismiss(animated: true) { [weak self] in self?.completionWithItemsHandler?(type, true, items, nil) }
    }
}

/// UIKit's `UIActivity` namespace, for `UIActivity.ActivityType` in ported code: GtkKit has no
/// custom activities (see ``ActivityViewController``).
public enum Activity {
    /// The kinds of sharing: ``ActivityViewController/ActivityType``.
    public typealias ActivityType = ActivityViewController.ActivityType
}

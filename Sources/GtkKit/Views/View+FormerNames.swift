/// GtkKit's former name for ``View``, from before GTK's widgets and UIKit's views became one
/// class tree: kept so that code written against it still builds, with a fix-it to the new name.
@available(*, deprecated, renamed: "View")
public typealias Widget = View

/// GtkKit's former names for UIKit's, from before each concept had one public name: kept so that
/// code written against them still builds, with a fix-it to the new name.
extension View {
    /// The former name of ``accessibilityLabel``.
    @available(*, deprecated, renamed: "accessibilityLabel")
    public var accessibleLabel: String? {
        get { accessibilityLabel }
        set { accessibilityLabel = newValue }
    }

    /// The former name of ``accessibilityHint``.
    @available(*, deprecated, renamed: "accessibilityHint")
    public var accessibleDescription: String? {
        get { accessibilityHint }
        set { accessibilityHint = newValue }
    }

    /// The former name of ``isEnabled``.
    @available(*, deprecated, renamed: "isEnabled")
    public var isSensitive: Bool {
        get { isEnabled }
        set { isEnabled = newValue }
    }

    /// The former name of ``clipsToBounds``.
    @available(*, deprecated, renamed: "clipsToBounds")
    public var clipsContent: Bool {
        get { clipsToBounds }
        set { clipsToBounds = newValue }
    }
}

/// GtkKit's former name for ``ImageView``, after GTK's `GtkPicture`: kept so that code written
/// against it still builds, with a fix-it to the new name.
@available(*, deprecated, renamed: "ImageView")
public typealias Picture = ImageView

/// GtkKit's former name for ``Coder``, from before views and controllers were made from one:
/// kept so that code written against it still builds, with a fix-it to the new name.
@available(*, deprecated, renamed: "Coder")
public typealias RestorationCoder = Coder

/// GtkKit's former reader of the clipboard's pictures, from before ``Pasteboard`` read them:
/// kept so that code written against it still builds, with a fix-it to the new name.
@MainActor
@available(*, deprecated, message: "use Pasteboard.general")
public enum Clipboard {
    /// The former name of ``Pasteboard/Picture``.
    public typealias Picture = Pasteboard.Picture

    /// The former name of ``Pasteboard/hasImages``.
    @available(*, deprecated, message: "use Pasteboard.general.hasImages")
    public static func hasPicture(for widget: View) -> Bool {
        Pasteboard.general.hasImages
    }

    /// The former name of ``Pasteboard/readPicture(completion:)``.
    @available(*, deprecated, message: "use Pasteboard.general.readPicture(completion:)")
    public static func readPicture(for widget: View, completion: @escaping @MainActor (Picture?) -> Void) {
        Pasteboard.general.readPicture(completion: completion)
    }
}

internal import CGtk

/// A one-line text field (`GtkEntry`), after UIKit's `UITextField`.
@MainActor
public final class TextField: Widget {
    /// What the field expects; on-screen keyboards and input methods follow it.
    public enum Purpose: Sendable {
        /// Any text.
        case text
        /// Digits only (the field still accepts any text: validate it).
        case digits
    }

    /// An empty field.
    public init() {
        super.init(untyped(gtk_entry_new()), ownership: .full)
    }

    private var buffer: UnsafeMutablePointer<GtkEntryBuffer> { gtk_entry_get_buffer(pointer())! }

    /// The text.
    public var text: String {
        get { String(cString: gtk_entry_buffer_get_text(buffer)) }
        set { gtk_entry_buffer_set_text(buffer, newValue, -1) }
    }

    /// Grey text shown while the field is empty.
    public var placeholder: String? {
        get { gtk_entry_get_placeholder_text(pointer()).map { String(cString: $0) } }
        set { gtk_entry_set_placeholder_text(pointer(), newValue) }
    }

    /// What the field expects.
    public var purpose: Purpose = .text {
        didSet { gtk_entry_set_input_purpose(pointer(), purpose == .digits ? GTK_INPUT_PURPOSE_DIGITS : GTK_INPUT_PURPOSE_FREE_FORM) }
    }

    /// Shows the field in the theme's error style (a red outline). Colour is never the only
    /// sign: also say what is wrong in words, e.g. in the accessible description.
    public var showsError = false {
        didSet { showsError ? addCSSClass("error") : removeCSSClass("error") }
    }

    /// Calls `handler` whenever the text changes (typing, pasting, or an accessible edit).
    public func onChanged(_ handler: @escaping @MainActor () -> Void) {
        connect("changed", handler)
    }

    /// Calls `handler` when Enter is pressed in the field.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        connect("activate", handler)
    }
}

internal import CGtk
import NumberedFormat

/// Translates a GtkKit string through gettext in the application's text domain
/// (the app calls `textdomain`; GtkKit has no catalogue of its own).
func gettextString(_ message: String) -> String {
    // g_dgettext returns its argument when untranslated: keep the C string alive while copying.
    message.withCString { String(cString: g_dgettext(nil, $0)) }
}

/// Translates a format with numbered placeholders (`%1$@`, `%2$@`, …) and fills them with
/// `arguments` (see `String.fillingPlaceholders`).
func gettextString(format: String, _ arguments: String...) -> String {
    gettextString(format).fillingPlaceholders(arguments)
}

internal import CGtk
import NumberedFormat

/// Translates a GtkKit string through gettext in the application's text domain
/// (the app calls `textdomain`; GtkKit has no catalogue of its own).
package func gettextString(_ message: String) -> String {
    // g_dgettext returns its argument when untranslated: keep the C string alive while copying.
    message.withCString { String(cString: g_dgettext(nil, $0)) }
}

/// Translates a format with numbered placeholders (`%1$@`, `%2$@`, …) and fills them with
/// `arguments` (see `String.fillingPlaceholders`).
package func gettextString(format: String, _ arguments: String...) -> String {
    gettextString(format).fillingPlaceholders(arguments)
}

/// Picks the form of `singular`/`plural` for `count` in the application's language (gettext's
/// `ngettext`: German has two forms, Chinese one), translated.
package func gettextPlural(_ singular: String, _ plural: String, count: Int) -> String {
    singular.withCString { one in
        plural.withCString { many in String(cString: g_dngettext(nil, one, many, gulong(max(0, count)))) }
    }
}

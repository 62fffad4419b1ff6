import CIntl
import NumberedFormat

/// The gettext text domain of every user-visible string in Segue.
public let textDomain = "segue"

/// Translates `message` in Segue's text domain: the `NSLocalizedString` of the seeds.
/// xgettext extracts calls to `localized` (see `po/`).
public func localized(_ message: String) -> String {
    // dgettext returns its argument when there is no translation, so the C string must outlive
    // the copy into a Swift String (a bridged temporary would be freed first).
    message.withCString { String(cString: dgettext(textDomain, $0)) }
}

/// Translates a format with numbered placeholders `%1$@`, `%2$@`, … and fills them with
/// `arguments`, so translators can reorder them. Arguments are inserted verbatim, never parsed.
public func localized(format: String, _ arguments: String...) -> String {
    localized(format).fillingPlaceholders(arguments)
}

/// Translates a count's phrase, singular or plural as the language's rule for `count` says
/// (`ngettext`: German has two forms, Chinese one), and fills its numbered placeholders with
/// `arguments` (usually the count, in the user's digits).
public func localized(singular: String, plural: String, count: Int, _ arguments: String...) -> String {
    let text = singular.withCString { one in
        plural.withCString { many in String(cString: dngettext(textDomain, one, many, UInt(max(0, count)))) }
    }
    return text.fillingPlaceholders(arguments)
}

/// Makes ``localized(_:)`` read the catalogues in `localeDirectory` (`<dir>/<lang>/LC_MESSAGES/segue.mo`),
/// as UTF-8, and makes Segue's domain the process's default, which GtkKit's own strings use.
public func bindTextDomain(to localeDirectory: String) {
    bindtextdomain(textDomain, localeDirectory)
    bind_textdomain_codeset(textDomain, "UTF-8")
    textdomain(textDomain)
}

import CIntl

/// The gettext text domain of every user-visible string in Segue.
public let textDomain = "segue"

/// Translates `message` in Segue's text domain: the `NSLocalizedString` of the seeds.
/// xgettext extracts calls to `localized` (see `po/`).
public func localized(_ message: String) -> String {
    String(cString: dgettext(textDomain, message))
}

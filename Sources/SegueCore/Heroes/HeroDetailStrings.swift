/// The labels and section titles of the shipped hero page configuration (`Resources/hero-detail.json`)
/// and of the added-row example, listed here so xgettext puts them in `po/segue.pot` (it cannot
/// read JSON). Options are values, and values are not translated. A test checks that the shipped file uses no label missing from this list.
public enum HeroDetailStrings {
    /// Every translatable string of the configurations, translated.
    public static var all: [String: String] {
        [
            "Name": localized("Name"), "General": localized("General"), "Identity": localized("Identity"),
            "Birthdate": localized("Birthdate"), "Sex": localized("Sex"), "Favorite Color": localized("Favorite Color"),
        ]
    }

    /// `text` from a configuration, translated when it is one of ``all``; as written otherwise.
    public static func translated(_ text: String) -> String { all[text] ?? text }
}

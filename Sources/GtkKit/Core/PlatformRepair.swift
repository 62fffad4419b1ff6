internal import CGtk

/// Every place GtkKit works around a GTK or GLib behaviour that is not about screen readers (those
/// are ``AccessibilityRepair``'s), each with when it is made, where it is reported and when it can go.
enum PlatformRepair: CaseIterable {
    /// The window is laid out in the user's language's direction even when the app has no
    /// translation for it. GTK takes its default direction from its own translation of
    /// "default:LTR"; GLib's `g_dgettext` gives no translation at all once the app has set a
    /// default text domain that has no catalogue for the user's language (GLib's rule against
    /// windows half in one language), so Segue, with no Hebrew catalogue, opened left to right in
    /// Hebrew while a plain GTK program opened right to left. The direction is read with libc's
    /// `dgettext`, which that rule does not touch. Needed on GTK 4.8; GTK 4.18 takes the direction
    /// from the language's script instead (its Hebrew catalogue leaves "default:LTR" as it is), so
    /// there the look-up finds nothing to change. Made on every GTK: it can only set what GTK's
    /// own catalogue says.
    case directionWithoutAppCatalogue

    /// A menu button's own action group is inserted again each time the button gets a new
    /// parent. GTK 4.8's popover-menu items stop finding actions in a group on their menu button
    /// once the button has been taken out of its parent and put back (as a header bar does with
    /// a covered page's items): the items are dimmed and choosing one runs nothing. Found by
    /// Notes' Sort menu after a note was opened and closed. Made on every GTK: inserting the
    /// same group again changes nothing where the items kept it.
    case reinsertMenuActions

    /// Whether the running GTK needs this repair.
    var isNeeded: Bool {
        switch self {
        case .directionWithoutAppCatalogue, .reinsertMenuActions: return true
        }
    }

    /// Where the behaviour is reported upstream.
    var upstream: String {
        switch self {
        case .directionWithoutAppCatalogue:
            return "not filed (no network here): GLib's g_dgettext rule also turns off GTK's direction"
        case .reinsertMenuActions:
            return "not filed (no network here): GTK 4.8's action muxer and a re-parented menu button"
        }
    }

    /// When the repair can go.
    var removeWhen: String {
        switch self {
        case .directionWithoutAppCatalogue: return "when GTK reads its direction with a domain-independent lookup"
        case .reinsertMenuActions: return "when the oldest GTK supported keeps a re-parented menu button's actions"
        }
    }

    /// Sets GTK's default text direction from GTK's own catalogue (call right after `gtk_init`).
    static func followLocaleDirection() {
        guard directionWithoutAppCatalogue.isNeeded, let translated = gtkkit_gtk_catalogue_direction() else { return }
        if String(cString: translated) == "default:RTL" { gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL) }
    }
}

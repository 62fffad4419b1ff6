internal import CGtk

/// Every repair GtkKit makes to what screen readers hear, each with the GTK versions it is made on.
///
/// Each was measured with Orca, on GTK 4.8.3 with Orca 43 (Debian 12) and GTK 4.18.6 with Orca
/// 48 (Debian 13); docs/accessibility.md has the measurements. A repair is made only on the GTK
/// versions it was measured to need: one that GTK 4.18 made unnecessary, or harmful, is not made
/// there. GTK versions between 4.8 and 4.18 are not measured; they take 4.18's path, since the
/// AT-SPI backend's fixes accumulate (4.10 reworked when accessibles are realized, 4.14 added
/// announcements).
enum AccessibilityRepair: CaseIterable {
    /// Widgets that will take the focus (rows beside the focused one, the first rows of a page,
    /// tab buttons) toggle their focusability once, registering their accessibles early: GTK 4.8
    /// registers one on its first focus and replays its earlier changes, which Orca 43 speaks
    /// ("Urgent." "Urgent"). Not on 4.18, which has no replay, and where Orca 48 crashed the app
    /// at launch during these toggles (docs/accessibility.md).
    case registerBeforeFocus
    /// A row inserted into a shown list is hidden from accessibility while it goes in and the row
    /// after it hidden and shown again: GTK 4.8 never reports the insertion, and its cache entry
    /// overwrites a neighbour in libatspi's copy ("List with 8 items" for 9). Still needed on
    /// GTK 4.18: without it, a row put back in the middle of the list (undo of a delete) was
    /// missing from libatspi's copy (Tests/a11y/test_list_counts.py).
    case announceRowInsertion
    /// The neighbour repair of ``announceRowInsertion`` for rows a table builds at the top of its
    /// window as the view scrolls up: needed on GTK 4.8 (Tests/a11y/test_long_list.py); on GTK
    /// 4.18 the neighbour's second announcement put it twice in Orca's copy of the list, so there
    /// the rows are shown top down instead (`insertAbove(_:into:)`).
    case announceWindowRowNeighbour
    /// A selected page tab's description begins with "Selected": Orca 43 reads a GTK 4.8 page tab
    /// by name and role only. GTK 4.18 reports the selection, and Orca 48 says it.
    case describeSelectedTab

    /// A tab switched from the keyboard with the focus in the page is announced ("Third tab, 3
    /// of 3"): GTK 4.8 reports no selection change of a stack switcher. Orca 48 reads GTK 4.18's
    /// report ("Third page tab."), and the announcement said it again.
    case announceTabSwitch

    /// A tab button the focus follows to (Alt+number or Ctrl+Page Down on the tab bar) reports
    /// itself pressed before it takes the focus: Orca 43 reads the focused object again whenever
    /// its pressed state changes, and GtkStackSwitcher presses the button only as the page
    /// changes, after the focus moved ("Second page tab." "Selected." "Second page tab.").
    /// Reported early, the switcher's own report is no change. GTK 4.18 was not measured to read
    /// it twice.
    case pressTabBeforeFocus

    /// A row's secondary labels (detail, value) are also its description: Orca 43 reads a GTK 4.8
    /// row by name and description only. Orca 48 reads a row's labels, and said them twice.
    case describeRowLabels

    /// An alert's message is also the dialog's description: what Orca 43 reads of a GTK 4.8
    /// dialog. Orca 48 reads the message label and the description, and said it twice.
    case describeAlertMessage

    /// GTK's registration with the accessibility registry is watched: until the registry has
    /// answered GTK, questions about the app's place in the tree get an error (GTK answers them
    /// from NULL strings and crashes; Orca 48 asked at launch), and the first focus is set again
    /// once it has (Orca 43 heard nothing of a launch while the registry was slow). Every GTK
    /// read has the crash; made on those whose private root object was read, 4.8 to 4.18
    /// (`AccessibilityBusRegistration`).
    case guardRegistration

    /// A mnemonic button ("_Count") is named by the text it shows: GTK 4.8 named it with the raw
    /// "_Count" and then its label's text ("_Count Count"). Made on every GTK: the name GTK 4.18
    /// gives is the same.
    case nameMnemonicButtonByText
    /// An icon-only button is named by its own label alone: GTK 4.8 labels it by its unnamed
    /// image too, which Orca 43 read as "GtkImage" before the name. Made on every GTK.
    case nameIconButtonAlone
    /// A context-menu item with an icon is named once: its label is drawn only, not the button's
    /// mnemonic widget, which GTK 4.8 counted as a second label ("Rename… Rename…"). Made on
    /// every GTK.
    case nameMenuItemOnce
    /// A menu button's popover and its internal stack pages are named after the button: GTK 4.8
    /// exports them by class name, and Orca 43 said "GtkPopoverMenu menu", "GtkStackPage panel".
    /// Made on every GTK.
    case nameMenuPopover
    /// A popped navigation page stays in the stack, hidden, for ``AccessibilityDelay/poppedPage``
    /// (UIKit removes it as the transition ends): Orca 43 compares the focus's move with the focus
    /// it had, and with the page gone it left the list's "List with 9 items" out. Made on every
    /// GTK: it changes nothing a user sees, and Orca 48 was not measured without it.
    case keepPoppedPage
    /// A deleted row that had the focus stays in its list, hidden, for
    /// ``AccessibilityDelay/deletedRow`` before it goes to the reuse pool (UIKit removes it as the
    /// deletion's animation ends): Orca 48, handling the Delete key after the row had gone, found
    /// the old focus dead, no ancestor it shared with the next row, and read the frame, the page
    /// and the list before that row. Made on every GTK, like ``keepPoppedPage``.
    case keepDeletedRow
    /// A page whose text is its message (a movie's detail) is a box with ARIA's `article` role,
    /// looked up by name, so Orca 48 on GTK 4.14+ reads it once by its name; GTK 4.8 has no such
    /// role and Orca 43 reads a plain box's name. (``StackView/init(article:spacing:)``.)
    case readPageAsArticle
    /// A stepper's or slider's new value is announced when the user changes it: Orca 43 on GTK
    /// 4.8 said "Text unselected." for a spin button's Up and nothing for a scale's Right (Orca
    /// 48 on GTK 4.18 says the value itself). Only on GTK 4.8.
    case announceControlValue
    /// A segmented control's segment the user picks says so: GTK 4.8 exposes a toggle button as
    /// a push button with no pressed state ("Bottom push button."), so the picked segment is
    /// described "Selected", which Orca 43 says as the description changes (GTK 4.18 says
    /// "toggle button pressed"). Only on GTK 4.8; the segment selected before the user picks
    /// one is not told there.
    case describeSegmentSelection

    /// Where the GTK or Orca bug this repair answers is reported upstream. None is filed yet: this
    /// workplace reaches no network beyond package registries. Each is to be filed with GNOME's
    /// GTK (or Orca) with the reproduction docs/accessibility.md gives.
    var upstream: String {
        switch self {
        case .guardRegistration:
            return "not filed (no network here): GTK answers the root's Parent and GetApplication from NULL before Embed's reply"
        case .registerBeforeFocus, .announceRowInsertion, .announceWindowRowNeighbour, .describeSelectedTab, .announceTabSwitch,
            .pressTabBeforeFocus, .describeRowLabels, .describeAlertMessage, .nameMnemonicButtonByText, .nameIconButtonAlone,
            .nameMenuItemOnce, .nameMenuPopover, .announceControlValue, .describeSegmentSelection:
            return "not filed (no network here): GTK 4.8 is Debian 12's, and GTK's 4.8 branch takes no more fixes"
        case .keepPoppedPage:
            return "not filed (no network here): Orca 43's focus-change handling needs the old focus alive"
        case .keepDeletedRow:
            return "not filed (no network here): Orca 48 reads every ancestor when the old focus is dead"
        case .readPageAsArticle:
            return "none: not a bug (GTK 4.8 predates ARIA's article role)"
        }
    }

    /// When the repair can go.
    var removeWhen: String {
        switch self {
        case .registerBeforeFocus, .describeSelectedTab, .describeRowLabels, .describeAlertMessage, .announceWindowRowNeighbour,
            .announceTabSwitch, .pressTabBeforeFocus, .nameMnemonicButtonByText, .nameIconButtonAlone, .nameMenuItemOnce,
            .nameMenuPopover, .announceControlValue, .describeSegmentSelection:
            return "when GTK 4.8 (Debian 12) is no longer supported"
        case .announceRowInsertion:
            return "when Tests/a11y/test_list_counts.py passes without it on every supported GTK"
        case .guardRegistration:
            return "when GTK answers before registration (test_registration_guard.py passes without it)"
        case .keepPoppedPage:
            return "when Orca 43 (Debian 12) is no longer supported"
        case .keepDeletedRow:
            return "when Orca finds a shared ancestor for a dead old focus (Tests/screenreader/test_speech_busy_reader.py)"
        case .readPageAsArticle:
            return "when GTK 4.14 is the oldest supported: then the role needs no look-up"
        }
    }

    /// Whether the running GTK needs this repair.
    var isNeeded: Bool {
        switch self {
        case .announceRowInsertion, .nameMnemonicButtonByText, .nameIconButtonAlone, .nameMenuItemOnce, .nameMenuPopover,
            .keepPoppedPage, .keepDeletedRow, .readPageAsArticle:
            return true
        case .guardRegistration:
            return (8...18).contains(Self.gtkMinorVersion)
        case .registerBeforeFocus, .describeSelectedTab, .describeRowLabels, .describeAlertMessage, .announceWindowRowNeighbour,
            .announceTabSwitch, .pressTabBeforeFocus, .announceControlValue, .describeSegmentSelection:
            return Self.gtkMinorVersion < 10
        }
    }

    /// The running GTK's minor version (8 on Debian 12, 18 on Debian 13), read once.
    static let gtkMinorVersion = Int(gtk_get_minor_version())
}

extension XCUIElement {
    /// What kind of element a query looks for (XCUITest's `XCUIElement.ElementType`), each
    /// matched to the AT-SPI roles GTK gives the widgets that play that part on GNOME.
    ///
    /// GNOME names some things differently, and the mapping follows the role a screen reader
    /// hears: a table's rows are list items (`cells`), a tab bar is a page-tab list whose tabs are
    /// `buttons`, a modal page (a GtkKit sheet or form) is a dialog (`sheets`), an alert is an
    /// alert dialog (`alerts`).
    public enum ElementType: Int, Sendable, CaseIterable {
        /// Any element.
        case any
        /// An element of no other type here (a panel, a group, a filler).
        case other
        /// The application.
        case application
        /// A window (a frame).
        case window
        /// A modal dialog: a sheet or a presented form. GNOME's alerts are dialogs too, so this
        /// finds them as well, and ``alert`` finds sheets.
        case sheet
        /// An alert: on GNOME, a dialog (see ``sheet``).
        case alert
        /// A button, a tab bar's tab, or a menu button.
        case button
        /// A check box. GTK 4.8 gives a switch the check box's role, so there this finds
        /// switches too, and ``switch`` finds check boxes.
        case checkBox
        /// A radio button.
        case radioButton
        /// A tab bar (a page-tab list: GtkStackSwitcher).
        case tabBar
        /// A tool bar.
        case toolbar
        /// A table: a list of rows (or a collection's items: see ``collectionView``).
        case table
        /// A collection view. GtkKit's collections are lists of items to a screen reader, as
        /// its tables are, so this finds both, and so does ``table``.
        case collectionView
        /// A table's row or a collection's item.
        case cell
        /// A slider.
        case slider
        /// A progress bar or a level bar.
        case progressIndicator
        /// A switch or toggle (see ``checkBox``).
        case `switch`
        /// A link.
        case link
        /// An image.
        case image
        /// A search field.
        case searchField
        /// A scroll view.
        case scrollView
        /// A label or a heading.
        case staticText
        /// A one-line text field.
        case textField
        /// A password field.
        case secureTextField
        /// A text view: editable text of several lines.
        case textView
        /// A menu or a popover menu.
        case menu
        /// A menu's item.
        case menuItem
        /// A menu bar.
        case menuBar
        /// A web page.
        case webView
        /// A navigation bar: a GtkKit `HeaderBar`, found by its title (or its own identifier)
        /// as UIKit's is. GTK leaves a header bar an unnamed panel, so this finds only the header
        /// bars of GtkKit apps, which publish theirs (see ``XCUIElement/identifier``).
        case navigationBar
    }
}

/// AT-SPI's role numbers (atspi-constants.h, stable across versions).
enum Role {
    static let alert: UInt32 = 2
    static let checkBox: UInt32 = 7
    static let checkMenuItem: UInt32 = 8
    static let dialog: UInt32 = 16
    static let frame: UInt32 = 23
    static let image: UInt32 = 27
    static let label: UInt32 = 29
    static let list: UInt32 = 31
    static let listItem: UInt32 = 32
    static let menu: UInt32 = 33
    static let menuBar: UInt32 = 34
    static let menuItem: UInt32 = 35
    static let pageTab: UInt32 = 37
    static let pageTabList: UInt32 = 38
    static let passwordText: UInt32 = 40
    static let popupMenu: UInt32 = 41
    static let progressBar: UInt32 = 42
    static let pushButton: UInt32 = 43
    static let radioButton: UInt32 = 44
    static let radioMenuItem: UInt32 = 45
    static let scrollPane: UInt32 = 49
    static let slider: UInt32 = 51
    static let table: UInt32 = 55
    static let tableCell: UInt32 = 56
    static let text: UInt32 = 61
    static let toggleButton: UInt32 = 62
    static let toolBar: UInt32 = 63
    static let treeItem: UInt32 = 91
    static let window: UInt32 = 69
    static let application: UInt32 = 75
    static let entry: UInt32 = 79
    static let heading: UInt32 = 83
    static let link: UInt32 = 88
    static let tableRow: UInt32 = 90
    static let documentWeb: UInt32 = 95
    static let listBox: UInt32 = 98
    static let levelBar: UInt32 = 103
    static let staticText: UInt32 = 116
    static let pushButtonMenu: UInt32 = 129
    static let `switch`: UInt32 = 130
}

/// AT-SPI's state numbers: bits of the 64-bit state set.
enum State {
    static let active = 1
    static let checked = 4
    static let editable = 7
    static let focusable = 11
    static let focused = 12
    static let multiLine = 17
    static let multiselectable = 18
    static let pressed = 20
    static let selected = 23
    static let sensitive = 24
    static let showing = 25
    static let visible = 30
}

extension XCUIElement.ElementType {
    /// The roles that make an element of this type; nil for `.any`. Text fields and text views
    /// share a role and are told apart by the multi-line state.
    var roles: Set<UInt32>? {
        switch self {
        case .any: nil
        case .other: []
        case .application: [Role.application]
        case .window: [Role.frame, Role.window]
        case .sheet, .alert: [Role.dialog, Role.alert]
        case .button: [Role.pushButton, Role.pageTab, Role.pushButtonMenu]
        case .checkBox: [Role.checkBox]
        case .radioButton: [Role.radioButton]
        case .tabBar: [Role.pageTabList]
        case .toolbar: [Role.toolBar]
        case .table, .collectionView: [Role.list, Role.listBox, Role.table]
        case .cell: [Role.listItem, Role.tableCell, Role.treeItem, Role.tableRow]
        case .slider: [Role.slider]
        case .progressIndicator: [Role.progressBar, Role.levelBar]
        case .switch: [Role.toggleButton, Role.switch, Role.checkBox]
        case .link: [Role.link]
        case .image: [Role.image]
        case .searchField: [Role.entry]
        case .scrollView: [Role.scrollPane]
        case .staticText: [Role.label, Role.heading, Role.staticText]
        case .textField, .textView: [Role.text]
        case .secureTextField: [Role.passwordText]
        case .menu: [Role.menu, Role.popupMenu]
        case .menuItem: [Role.menuItem, Role.checkMenuItem, Role.radioMenuItem]
        case .menuBar: [Role.menuBar]
        case .webView: [Role.documentWeb]
        case .navigationBar: []
        }
    }

    /// The type an element of `role` and `states` is, as a query sees it (the first that
    /// matches; `.other` when none does).
    static func of(role: UInt32, states: UInt64) -> Self {
        if role == Role.text { return states & (1 << UInt64(State.multiLine)) != 0 ? .textView : .textField }
        return allCases.first { $0 != .any && $0 != .other && $0.roles?.contains(role) == true } ?? .other
    }

    /// Whether an element of `role` and `states` is of this type.
    func matches(role: UInt32, states: UInt64) -> Bool {
        switch self {
        case .any: true
        case .other: Self.of(role: role, states: states) == .other
        case .textField, .textView: Self.of(role: role, states: states) == self
        case .navigationBar: Self.of(role: role, states: states) == .other // a container published as a bar: see XCUIElementQuery
        default: roles?.contains(role) == true
        }
    }
}

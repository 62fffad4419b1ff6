/// The queries every element and every query offers (XCUITest's
/// `XCUIElementTypeQueryProvider`): the descendants of one type, as `app.buttons` or
/// `app.tables.cells`.
@MainActor
public protocol XCUIElementTypeQueryProvider {
    /// The descendants of `type` — below this element, or below every element this query finds.
    func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery
}

extension XCUIElementTypeQueryProvider {
    /// Buttons, tab bars' tabs and menu buttons.
    public var buttons: XCUIElementQuery { descendants(matching: .button) }
    /// Labels and headings.
    public var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
    /// One-line text fields.
    public var textFields: XCUIElementQuery { descendants(matching: .textField) }
    /// Password fields.
    public var secureTextFields: XCUIElementQuery { descendants(matching: .secureTextField) }
    /// Search fields.
    public var searchFields: XCUIElementQuery { descendants(matching: .searchField) }
    /// Text views: editable text of several lines.
    public var textViews: XCUIElementQuery { descendants(matching: .textView) }
    /// Tables (lists of rows).
    public var tables: XCUIElementQuery { descendants(matching: .table) }
    /// Tables' rows and collections' items.
    public var cells: XCUIElementQuery { descendants(matching: .cell) }
    /// Collection views (grids).
    public var collectionViews: XCUIElementQuery { descendants(matching: .collectionView) }
    /// Tab bars.
    public var tabBars: XCUIElementQuery { descendants(matching: .tabBar) }
    /// Navigation bars: GtkKit's header bars, each found by its title
    /// (`app.navigationBars["Details"].buttons["Back"]`).
    public var navigationBars: XCUIElementQuery { descendants(matching: .navigationBar) }
    /// Tool bars.
    public var toolbars: XCUIElementQuery { descendants(matching: .toolbar) }
    /// Alerts.
    public var alerts: XCUIElementQuery { descendants(matching: .alert) }
    /// Sheets: modal dialogs.
    public var sheets: XCUIElementQuery { descendants(matching: .sheet) }
    /// Windows.
    public var windows: XCUIElementQuery { descendants(matching: .window) }
    /// Switches and toggles.
    public var switches: XCUIElementQuery { descendants(matching: .switch) }
    /// Sliders.
    public var sliders: XCUIElementQuery { descendants(matching: .slider) }
    /// Progress and level bars.
    public var progressIndicators: XCUIElementQuery { descendants(matching: .progressIndicator) }
    /// Check boxes.
    public var checkBoxes: XCUIElementQuery { descendants(matching: .checkBox) }
    /// Radio buttons.
    public var radioButtons: XCUIElementQuery { descendants(matching: .radioButton) }
    /// Links.
    public var links: XCUIElementQuery { descendants(matching: .link) }
    /// Images.
    public var images: XCUIElementQuery { descendants(matching: .image) }
    /// Scroll views.
    public var scrollViews: XCUIElementQuery { descendants(matching: .scrollView) }
    /// Menus and popover menus.
    public var menus: XCUIElementQuery { descendants(matching: .menu) }
    /// Menus' items.
    public var menuItems: XCUIElementQuery { descendants(matching: .menuItem) }
    /// Menu bars.
    public var menuBars: XCUIElementQuery { descendants(matching: .menuBar) }
    /// Web pages.
    public var webViews: XCUIElementQuery { descendants(matching: .webView) }
    /// Elements of no other type here.
    public var otherElements: XCUIElementQuery { descendants(matching: .other) }
}

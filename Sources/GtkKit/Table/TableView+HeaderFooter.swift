extension TableView {
    /// A view above the first section that scrolls with the rows (UIKit's `tableHeaderView`):
    /// a summary, a search field or a banner. It is laid out at its own height, full width.
    /// Keyboard users reach it with Tab before the rows.
    public var tableHeaderView: View? {
        get { core.tableHeaderView }
        set { core.setTableHeaderView(newValue) }
    }

    /// A view below the last section that scrolls with the rows (UIKit's `tableFooterView`). UIKit
    /// apps set an empty one to hide the separators of empty rows; GTK draws no empty rows, so
    /// that needs nothing here.
    public var tableFooterView: View? {
        get { core.tableFooterView }
        set { core.setTableFooterView(newValue) }
    }
}

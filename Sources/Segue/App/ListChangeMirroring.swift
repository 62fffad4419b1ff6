import SegueCore

/// A list page that shows its rows a second way too (Homepwner's grid): told of every change
/// the table is (``TableViewController/apply(_:focusingInsertedRow:)``), so both stay alike.
@MainActor
protocol ListChangeMirroring: AnyObject {
    /// Shows `change` in the other view; with `focusingInsertedRow`, an inserted item takes the
    /// focus there when that view is the one on screen.
    func mirror(_ change: ListChange, focusingInsertedRow: Bool)
}

import FoundationEssentials

/// Supplies a ``TableViewController``'s sections and cells, after UIKit's `UITableViewDataSource`.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// How many sections the table has (default 1).
    func numberOfSections(in table: TableViewController) -> Int
    /// How many rows a section has.
    func table(_ table: TableViewController, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row. Return a new cell: GtkListBox rows are not recycled.
    func table(_ table: TableViewController, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// An optional heading above a section.
    func table(_ table: TableViewController, titleForHeaderInSection section: Int) -> String?
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in table: TableViewController) -> Int { 1 }
    /// No heading.
    public func table(_ table: TableViewController, titleForHeaderInSection section: Int) -> String? { nil }
}

import FoundationEssentials

/// Supplies a ``TableView``'s sections and cells, after UIKit's `UITableViewDataSource`.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// How many sections the table has (default 1).
    func numberOfSections(in tableView: TableView) -> Int
    /// How many rows a section has.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row: dequeue one (``TableView/dequeueReusableCell(withIdentifier:for:)``)
    /// and fill in everything it shows, or return a new one. Called again whenever the row comes
    /// back into the window of built rows.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// An optional heading above a section.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// An optional line under a section, dimmed (UIKit's footer title: a count, a note on what
    /// the rows mean). Asked again by ``TableView/reloadData()`` and
    /// ``TableView/reloadSections(_:)``.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// The user moved a row (Alt+Up / Alt+Down while ``TableView/allowsReordering``):
    /// update the data and return true, and the table moves the row; return false (a failed
    /// write) and nothing moves. UIKit's `tableView(_:moveRowAt:to:)` cannot refuse; this can,
    /// because a store that did not save must not show an order it does not have.
    func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) -> Bool
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No heading.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Refuses: rows do not move unless the data source moves its data.
    public func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) -> Bool { false }
}

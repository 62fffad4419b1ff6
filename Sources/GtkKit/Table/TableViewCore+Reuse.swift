import FoundationEssentials

/// Cell reuse, after UIKit's `register(_:forCellReuseIdentifier:)` and
/// `dequeueReusableCell(withIdentifier:for:)`.
///
/// A table builds only the rows in and near its view. A row that scrolls out of that window goes
/// to a pool kept per reuse identifier, and the next `dequeueReusableCell` for that identifier hands
/// it back, after ``TableViewCell/prepareForReuse()``, for the data source to fill for its new row.
/// A table of a million rows so holds about three screens of cells.
///
/// Differences from UIKit: a cell made without an identifier (`TableViewCell(text:)` in
/// `cellForRowAt`) still works, and is simply freed when it leaves the window. The pool is
/// bounded (64 cells per identifier).
extension TableViewCore {
    /// Registers the class `dequeueReusableCell(withIdentifier:for:)` makes a new cell of, when
    /// none is waiting to be reused (UIKit's `register(_:forCellReuseIdentifier:)`). The class is
    /// made with its `init(text:)`.
    func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        cellRegistry.register(identifier) { cellClass.init(text: "") }
    }

    /// Registers how to make a new cell for `identifier`, for a cell class whose initialiser
    /// takes arguments.
    func register(forCellReuseIdentifier identifier: String, making factory: @escaping @MainActor () -> TableViewCell) {
        cellRegistry.register(identifier, making: factory)
    }

    /// Takes `identifier`'s registration away (UIKit's registering nil).
    func unregister(_ identifier: String) {
        cellRegistry.unregister(identifier)
    }

    /// A cell for the row at `indexPath`: one that left the window, prepared for reuse, or a new
    /// one from the registration. Fill in everything the row shows: a reused cell shows its old
    /// row until you do. Call it from `tableView(_:cellForRowAt:)`.
    ///
    /// An identifier never registered is a programming error, as in UIKit: logged, naming it
    /// and where UIKit would have found it, and the row gets a plain cell (UIKit stops the app).
    func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        cellRegistry.dequeue(identifier, identifier: identifier, for: indexPath) {
            logProgrammingError(unregisteredMessage("TableView", identifier, register: "register(_:forCellReuseIdentifier:)"))
            return TableViewCell()
        }
    }

    /// Takes `cell`, which has left the table, into the reuse pool if it has an identifier and
    /// the pool has room; otherwise it is freed with its last reference.
    func enqueueForReuse(_ cell: TableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        cellRegistry.enqueue(cell, under: identifier)
    }
}

/// What to say of a cell dequeued under an identifier nothing registered: which, how to register
/// it, and the storyboard's way (a prototype cell registers itself).
func unregisteredMessage(_ view: String, _ identifier: String, register: String) -> String {
    "\(view): no cell class is registered for the reuse identifier “\(identifier)”. Call \(register) before the first "
        + "reload (in viewDidLoad), or give a prototype cell in the storyboard's scene this identifier: it registers "
        + "itself, in GtkKit as in UIKit."
}

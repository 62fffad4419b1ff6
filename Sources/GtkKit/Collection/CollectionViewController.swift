import FoundationEssentials

/// A screen that is a collection view, after UIKit's `UICollectionViewController`.
///
/// Its view is a ``CollectionView`` (``collectionView``) laid out by the layout it was made with,
/// whose data source and delegate it is: a subclass overrides the methods it needs
/// (`override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int`).
/// Every one is declared here, so an override is always called; the defaults are UIKit's (one
/// section, no items, nothing happens on a click). Its cells' controls relay ``CellAction``s to
/// it (``handle(_:withSender:)``), and the collection takes the focus when the screen appears.
@MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// The collection this controller shows and serves.
    public let collectionView: CollectionView

    /// The cell actions this controller handles, on its collection view and its page.
    let cellActionHandlers = CellActionHandlers()

    /// A controller whose collection view is laid out by `layout` (UIKit's
    /// `init(collectionViewLayout:)`).
    public init(collectionViewLayout layout: CollectionViewLayout) {
        collectionView = CollectionView(collectionViewLayout: layout)
        super.init()
        serveCollection()
    }

    /// A controller made from an interface file (UIKit's `init?(coder:)`): its collection view
    /// in a flow layout, as Interface Builder's collection view controller has one. Designated,
    /// as UIKit's, so a subclass's own `init?(coder:…)` can call it.
    public required init?(coder: Coder) {
        collectionView = CollectionView(collectionViewLayout: CollectionViewFlowLayout())
        super.init(coder: coder)
        serveCollection()
    }

    private func serveCollection() {
        collectionView.dataSource = self
        collectionView.delegate = self
        cellActionHandlers.install(on: collectionView)
    }

    /// The view is the collection view (a subclass may put it inside a page of its own after
    /// calling this).
    open override func loadView() { view = collectionView }

    /// Once the view is loaded, cells anywhere on the page can relay to this controller.
    override func viewWasLoaded() {
        super.viewWasLoaded()
        cellActionHandlers.install(on: view)
    }

    /// The collection's item last used (or its first).
    open override var initialFocusWidget: View? { collectionView }

    /// Handles `action` when a cell's control sends it (``CollectionViewCell/send(_:from:)``):
    /// `handler` gets the control and the cell's index path. Registering the same action again
    /// replaces its handler.
    public func handle(_ action: CellAction, withSender handler: @escaping @MainActor (_ sender: View?, _ indexPath: IndexPath) -> Void) {
        cellActionHandlers.handle(action, owner: "CollectionViewController", handler)
    }

    // MARK: Data source

    /// One section.
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// No items: override it.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Override it, with ``collectionView(_:numberOfItemsInSection:)``: a collection with items
    /// and no cells is a programming error, logged, and its items show empty.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        logProgrammingError("\(type(of: self)) has items but does not override collectionView(_:cellForItemAt:)")
        return CollectionViewCell()
    }

    /// None.
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> CollectionReusableView?
    { nil }

    // MARK: Delegate

    /// Allows.
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }

    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}

    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}

    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
}

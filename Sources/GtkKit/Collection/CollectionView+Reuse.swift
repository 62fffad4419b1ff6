internal import CGtk
import FoundationEssentials

extension CollectionView {
    /// Makes cells of `cellClass` for ``dequeueReusableCell(withReuseIdentifier:for:)`` with
    /// `identifier` (UIKit's `register(_:forCellWithReuseIdentifier:)`).
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cellFactories[identifier] = { cellClass.init() }
    }

    /// Makes cells with `factory` for `identifier` (a storyboard's prototype cell).
    func register(forCellWithReuseIdentifier identifier: String, making factory: @escaping @MainActor () -> CollectionViewCell) {
        cellFactories[identifier] = factory
    }

    /// Makes headers or footers (`kind`) of `viewClass` for
    /// ``dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`` with `identifier`.
    public func register(
        _ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryFactories[kind + "\u{0}" + identifier] = { viewClass.init() }
    }

    /// A cell for the item at `indexPath`: one that scrolled away, after its
    /// ``CollectionReusableView/prepareForReuse()``, or a new one of the class registered for
    /// `identifier`. An identifier never registered is a programming error, logged, and gets a
    /// plain cell (UIKit stops the app).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        let cell: CollectionViewCell
        if let reused = cellPool.take(identifier) {
            reused.prepareForReuse()
            cell = reused
        } else if let factory = cellFactories[identifier] {
            cell = factory()
        } else {
            logProgrammingError(unregisteredMessage("CollectionView", identifier, register: "register(_:forCellWithReuseIdentifier:)"))
            cell = CollectionViewCell()
        }
        cell.reuseIdentifier = identifier
        cell.indexPath = indexPath
        return cell
    }

    /// A header or footer (`kind`) for the section of `indexPath`: a reused one, or a new one of
    /// the class registered for `kind` and `identifier` (unregistered: logged, a plain view).
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionReusableView
    {
        let key = kind + "\u{0}" + identifier
        let view: CollectionReusableView
        if let reused = supplementaryPool.take(key) {
            reused.prepareForReuse()
            view = reused
        } else if let factory = supplementaryFactories[key] {
            view = factory()
        } else {
            logProgrammingError("CollectionView: no \(kind) class is registered for the reuse identifier “\(identifier)”")
            view = CollectionReusableView()
        }
        view.reuseIdentifier = identifier
        view.indexPath = indexPath
        return view
    }
}

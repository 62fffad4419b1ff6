internal import CGtk
import FoundationEssentials

extension CollectionView {
    /// Makes cells of `cellClass` for ``dequeueReusableCell(withReuseIdentifier:for:)`` with
    /// `identifier` (UIKit's `register(_:forCellWithReuseIdentifier:)`).
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cellRegistry.register(identifier) { cellClass.init() }
    }

    /// Makes cells with `factory` for `identifier` (a storyboard's prototype cell).
    func register(forCellWithReuseIdentifier identifier: String, making factory: @escaping @MainActor () -> CollectionViewCell) {
        cellRegistry.register(identifier, making: factory)
    }

    /// Makes headers or footers (`kind`) of `viewClass` for
    /// ``dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`` with `identifier`.
    public func register(
        _ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryRegistry.register(Self.supplementaryKey(kind, identifier)) { viewClass.init() }
    }

    /// A cell for the item at `indexPath`: one that scrolled away, after its
    /// ``CollectionReusableView/prepareForReuse()``, or a new one of the class registered for
    /// `identifier`. An identifier never registered is a programming error, logged, and gets a
    /// plain cell (UIKit stops the app).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        cellRegistry.dequeue(identifier, identifier: identifier, for: indexPath) {
            logProgrammingError(unregisteredMessage("CollectionView", identifier, register: "register(_:forCellWithReuseIdentifier:)"))
            return CollectionViewCell()
        }
    }

    /// A header or footer (`kind`) for the section of `indexPath`: a reused one, or a new one of
    /// the class registered for `kind` and `identifier` (unregistered: logged, a plain view).
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionReusableView
    {
        supplementaryRegistry.dequeue(Self.supplementaryKey(kind, identifier), identifier: identifier, for: indexPath) {
            logProgrammingError("CollectionView: no \(kind) class is registered for the reuse identifier “\(identifier)”")
            return CollectionReusableView()
        }
    }

    /// The key a header or footer is registered and kept under: its kind and its identifier.
    static func supplementaryKey(_ kind: String, _ identifier: String) -> String { kind + "\u{0}" + identifier }
}

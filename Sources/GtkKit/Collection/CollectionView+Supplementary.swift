internal import CGtk
import FoundationEssentials

/// Section headers and footers (UIKit's supplementary views): built, like items, only near the
/// view, full width, from the data source.
extension CollectionView {
    /// Builds the headers and footers of the sections between `minY` and `maxY` and drops the
    /// others.
    func updateSupplementaryViews(in geometry: FlowLayoutGeometry, from minY: Double, to maxY: Double) {
        var wanted: [SupplementaryKey: Rect] = [:]
        for section in geometry.sections(from: minY, to: maxY) {
            if let frame = geometry.headerFrame(of: section), frame.maxY > minY, frame.minY < maxY {
                wanted[SupplementaryKey(kind: Self.elementKindSectionHeader, section: section)] = frame
            }
            if let frame = geometry.footerFrame(of: section), frame.maxY > minY, frame.minY < maxY {
                wanted[SupplementaryKey(kind: Self.elementKindSectionFooter, section: section)] = frame
            }
        }
        for key in items.supplementaryViews.keys where wanted[key] == nil { recycleSupplementaryView(at: key) }
        // In reading order, which is the order screen readers meet them in.
        for (key, frame) in wanted.sorted(by: { ($0.key.section, $0.key.kind) < ($1.key.section, $1.key.kind) }) {
            if let view = items.supplementaryViews[key] {
                if following.needsPlacement { place(view, frame: frame, in: geometry) }
                continue
            }
            let indexPath = IndexPath(item: 0, section: key.section)
            guard let view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: indexPath) else { continue }
            view.indexPath = indexPath
            items.built(view, at: key)
            gtk_fixed_put(canvas.pointer(), view.widget, 0, 0)
            place(view, frame: frame, in: geometry)
        }
    }

    /// Takes the header or footer at `key` off the canvas into the reuse pool.
    func recycleSupplementaryView(at key: SupplementaryKey) {
        guard let view = items.unbuildSupplementaryView(at: key) else { return }
        gtk_fixed_remove(canvas.pointer(), view.widget)
        if let identifier = view.reuseIdentifier { supplementaryRegistry.enqueue(view, under: Self.supplementaryKey(key.kind, identifier)) }
    }
}

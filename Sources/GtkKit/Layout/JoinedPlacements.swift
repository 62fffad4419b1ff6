/// Where a ``ViewLayoutEngine``'s layout put the subviews of the views that joined it, in each
/// joined view's coordinates, until each joined view places them as GTK allocates it; and which
/// joined views have not yet, because GTK skips a view given the same rectangle as before (and
/// with it its subviews, which may have moved inside it).
@MainActor
final class JoinedPlacements {
    private struct Placed {
        var frame: Rect
        var minimum: Size?
    }
    private var placed: [ObjectIdentifier: Placed] = [:]
    private var unplaced: Set<ObjectIdentifier> = []

    /// Notes where `subview` goes, with its minimum size there if the layout measured it.
    func put(_ subview: View, at frame: Rect, minimum: Size?) {
        placed[ObjectIdentifier(subview)] = Placed(frame: frame, minimum: minimum)
    }

    /// Notes that `owner`'s subviews are to be placed in the layout under way.
    func expect(_ owner: View) { unplaced.insert(ObjectIdentifier(owner)) }

    /// Forgets a subview leaving.
    func forget(_ object: AnyObject) { placed[ObjectIdentifier(object)] = nil }

    /// Places `owner`'s visible subviews where the last layout put them.
    func placeSubviews(of owner: View) {
        unplaced.remove(ObjectIdentifier(owner))
        for subview in owner.subviews where subview.isVisible {
            guard let place = placed[ObjectIdentifier(subview)] else { continue }
            let frame = place.frame
            owner.allocate(subview, x: frame.minX, y: frame.minY, width: frame.width, height: frame.height, minimum: place.minimum)
        }
    }

    /// Places the subviews of those of `owners` GTK did not allocate in the layout under way,
    /// which ends it.
    func placeRemaining(_ owners: some Sequence<View>) {
        for owner in owners where owner.isVisible && unplaced.contains(ObjectIdentifier(owner)) { placeSubviews(of: owner) }
        unplaced = []
    }
}

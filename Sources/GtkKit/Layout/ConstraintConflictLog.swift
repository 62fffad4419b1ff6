/// UIKit's "Unable to simultaneously satisfy constraints" for a ``ViewLayoutEngine``: a required
/// constraint the others leave no room for is logged with the required constraints sharing its
/// items, once per set, so a layout repeated at every frame does not flood the log.
@MainActor
final class ConstraintConflictLog {
    /// Sets of required constraints already reported as not all holding.
    private var reported: Set<[ObjectIdentifier]> = []

    /// Logs that `broken` was left out of `view`'s layout, naming the required constraints in
    /// `held` that share an item with it.
    func report(breaking broken: LayoutConstraint, among held: [LayoutConstraint], in view: View) {
        let required = held.filter { $0.priority == .required && $0 !== broken }
        let items = [broken.first.object, broken.second?.object].compactMap { $0 }
        let involved = required.filter { constraint in
            [constraint.first.object, constraint.second?.object].contains { item in
                item.map { item in items.contains { $0 === item } } ?? false
            }
        }
        let key = (involved + [broken]).map(ObjectIdentifier.init)
        guard reported.insert(key).inserted else { return }
        logProgrammingError(
            "Unable to simultaneously satisfy constraints in \(type(of: view)):\n\t"
                + (involved + [broken]).map(\.description).joined(separator: "\n\t")
                + "\nBroke \(broken.description) (GTK keeps each view at least its minimum size)")
    }
}

/// Width and height constraints on a ``StackView``'s arranged views, which UIKit code often sets
/// (`button.heightAnchor.constraint(equalToConstant: 44)`): GtkKit's stack arranges its views
/// itself, so it takes them as the views' minimum sizes.
extension StackView {
    /// Takes `constraint` as its view's minimum width or height; any other constraint inside a
    /// stack is a GLib critical naming it.
    func applySizeConstraint(_ constraint: LayoutConstraint) -> Bool {
        guard constraint.second == nil, let view = constraint.first.view, view !== self,
            constraint.firstAttribute == .width || constraint.firstAttribute == .height, constraint.relation != .lessThanOrEqual
        else {
            logProgrammingError(
                "LayoutConstraint \(constraint.description): a StackView arranges its views itself; it takes a width or height equal to or at least a constant on one of them, and nothing else"
            )
            return false
        }
        sizeConstraints.attach(constraint)
        constraintState.install(constraint)
        applyMinimumSize(of: view)
        return true
    }

    /// Forgets `constraint`, and its view's minimum size with it.
    func removeSizeConstraint(_ constraint: LayoutConstraint) {
        sizeConstraints.detach(constraint)
        constraintState.uninstall(constraint)
        if let view = constraint.first.view { applyMinimumSize(of: view) }
    }

    private func applyMinimumSize(of view: View) {
        let own = sizeConstraints.all.filter { $0.first.view === view }
        let width = own.filter { $0.firstAttribute == .width }.map(\.laidOutConstant).max()
        let height = own.filter { $0.firstAttribute == .height }.map(\.laidOutConstant).max()
        view.setMinimumSize(width: width.map { Int($0.rounded()) } ?? -1, height: height.map { Int($0.rounded()) } ?? -1)
    }
}

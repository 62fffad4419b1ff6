internal import CGtk

/// Measuring and placing a ``View`` by its constraints, on GtkKit's own engine
/// (``ViewLayoutEngine``), made with the view's first constraint or guide.
extension View {
    /// The view's engine, made the first time a constraint or guide needs it; until then the
    /// view places its subviews by frame. Leading and trailing are resolved when a constraint is
    /// added, so a new text direction adds them again.
    func ensureLayoutEngine() -> ViewLayoutEngine {
        if let layoutEngine { return layoutEngine }
        let engine = ViewLayoutEngine(view: self)
        constraintState.own(engine)
        connect("direction-changed", pointer: { [weak self] _ in self?.addConstraintsAgain() })
        return engine
    }

    /// Asks GTK to measure the view again (its constraints changed what it asks for).
    func setNeedsResize() { gtk_widget_queue_resize(widget) }

    /// Takes every constraint out of the engine and adds it again (the text direction changed).
    func addConstraintsAgain() {
        guard let layoutEngine, !joinsSuperviewLayout else { return }
        // All out first: one added back in the new direction beside the others still in the
        // old one could not hold with them.
        let tree = joinedTree
        let constraints = tree.flatMap(\.installedConstraints)
        for constraint in constraints { layoutEngine.remove(constraint) }
        for constraint in constraints { _ = layoutEngine.add(constraint) }
        for view in tree { view.updateGuideConstraints() }
    }
}

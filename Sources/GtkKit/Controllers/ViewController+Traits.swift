extension ViewController {
    /// The traits this controller's content adapts to (UIKit's `traitCollection`): its
    /// container's, or unspecified size classes before one has laid it out.
    public var traitCollection: TraitCollection {
        storedTraitCollection ?? parent?.traitCollection ?? splitViewController?.traitCollection ?? TraitCollection()
    }

    /// Gives this controller `traits` and, if they differ from what it had, tells it and then its
    /// children, parent first, as UIKit does.
    func updateTraitCollection(_ traits: TraitCollection) {
        let previous = traitCollection
        storedTraitCollection = traits
        guard traits != previous else { return }
        traitCollectionDidChange(previous)
        for child in children { child.updateTraitCollection(traits) }
    }
}

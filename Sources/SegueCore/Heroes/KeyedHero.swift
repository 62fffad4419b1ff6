/// A hero read for one of the list's orders, with its stored sort key in that order: the next page
/// of the list is read from it by key.
struct KeyedHero {
    /// The hero.
    var hero: Hero
    /// Its name or secret identity, folded as the order sorts (``HeroRepository/sortKey(_:)``).
    let key: String
}

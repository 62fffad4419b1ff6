import SegueCore

/// What the hero list asks of the page a hero opens in: the seed-002 way of handing data to the
/// next screen, where the source "doesn't even know that [the destination] exists" — it knows only
/// that the destination takes a hero. The storyboard decides which class that is.
@MainActor
protocol HeroPageReceiving: AnyObject {
    /// Shows the hero with `id` from `logic`, laid out by `configuration`; `heroes` keeps the undo
    /// history and the unsaved-edit notice its edits report to.
    func show(heroWithID id: Int64, from logic: HeroListLogic, configuration: HeroDetailConfiguration, heroes: HeroesTabBarController)
    /// Shows the values again after an undo or redo changed one while the page is on screen.
    func reloadAfterUndo()
}

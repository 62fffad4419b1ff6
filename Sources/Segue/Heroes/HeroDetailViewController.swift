import FoundationEssentials
import GtkKit
import SegueCore

/// A hero's page (SuperDB's `HeroDetailController`): a table whose sections and rows come from
/// ``HeroDetailConfiguration`` — no `switch` on sections or rows anywhere. Each row shows its label
/// and the hero's value and opens the editor the configuration names, through the storyboard.
@MainActor
final class HeroDetailViewController: TableViewController, HeroPageReceiving {
    var heroID: Int64 = 0
    var logic: HeroListLogic?
    var configuration = HeroDetailConfiguration.empty
    /// The Heroes screen below, which keeps the undo of this page's saves (it outlives the page).
    weak var heroes: HeroesTabBarController?
    private var openedRow: IndexPath?

    private var hero: Hero? { logic?.hero(withID: heroID) }

    /// Under the values, the Heroes screen's "kept but not saved" bar: an editor's Save the store
    /// refused comes back here, where the kept value shows.
    override func loadView() {
        super.loadView()
        if let notice = heroes?.unsavedEdits { appendBars([notice.makeBar()]) }
    }

    private func row(at indexPath: IndexPath) -> HeroDetailConfiguration.Row {
        configuration.sections[indexPath.section].rows[indexPath.row]
    }

    override func numberOfSections(in tableView: TableView) -> Int { configuration.sections.count }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        configuration.sections[section].title.map(HeroDetailStrings.translated)
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        configuration.sections[section].rows.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = row(at: indexPath)
        let cell = TableViewCell(text: HeroDetailStrings.translated(row.label))
        let value = hero?[row.key].display ?? ""
        cell.valueText = value.isEmpty ? localized("Not set") : value
        cell.accessory = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        openedRow = indexPath
        // The editor's class is named in the configuration (the seed's NSClassFromString).
        performSegue(withIdentifier: HeroEditorRegistry.segueIdentifier(for: row(at: indexPath).editor), sender: row(at: indexPath))
    }

    /// The hero shown (and, through the table, the focused row).
    override func encodeRestorableState(with coder: Coder) {
        super.encodeRestorableState(with: coder)
        coder.encode(Int(heroID), forKey: "heroID")
    }

    /// The editor that was open when Segue quit: the configured row for its saved key.
    override func restorationSender(forSegue identifier: String, coder: Coder) -> Any? {
        guard let key = coder.decodeString(forKey: "key").flatMap(HeroKey.init(rawValue:)) else { return nil }
        for (section, rows) in configuration.sections.map(\.rows).enumerated() {
            if let index = rows.firstIndex(where: { $0.key == key }),
                HeroEditorRegistry.segueIdentifier(for: rows[index].editor) == identifier
            {
                openedRow = IndexPath(row: index, section: section)
                return rows[index]
            }
        }
        return nil
    }

    /// Hands the editor its row's label, the current value, its typed arguments, and what Save
    /// does: validate and write through the list's logic, then come back here.
    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        guard let editor = segue.destination as? ManagedObjectEditor, let row = sender as? HeroDetailConfiguration.Row, let hero else {
            return
        }
        editor.label = HeroDetailStrings.translated(row.label)
        editor.key = row.key
        editor.value = hero[row.key]
        editor.options = row.options
        let heroID = hero.id
        let base = hero[row.key]
        editor.check = { Hero.problem(with: $0, for: row.key) }
        editor.save = { [weak self] value throws(HeroSaveError) in
            guard let self, let logic else { throw .gone }
            let previous = logic.hero(withID: heroID)?[row.key] ?? .none
            var changed = previous != value
            do throws(HeroSaveError) {
                // Nothing typed: nothing written, so there is nothing to undo either.
                changed = try logic.save(value, for: row.key, ofHeroWithID: heroID, base: base)[row.key] != previous
            } catch .notSaved(let error) {
                heroes?.unsavedEdits.failed(error) // kept: the editor closes as after a save
            }
            guard changed else { return }
            heroes?.registerUndoOfSave(previous, for: row.key, ofHeroWithID: heroID)
            if logic.takeOverwrittenHeroes()[heroID] != nil { heroes?.offerOverwrittenValue() }
        }
    }

    func show(heroWithID id: Int64, from logic: HeroListLogic, configuration: HeroDetailConfiguration, heroes: HeroesTabBarController) {
        heroID = id
        self.logic = logic
        self.configuration = configuration
        self.heroes = heroes
    }

    /// Shows the values again after an undo or redo changed one while this page is on screen.
    func reloadAfterUndo() {
        guard isViewLoaded else { return }
        title = hero?.name.displayLine()
        tableView.reloadData()
    }

    /// Values and the title are read again whenever the page shows (after an editor's Save).
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        title = hero?.name.displayLine()
        if isViewLoaded { tableView.reloadData() }
    }

    /// Back from an editor, the row it edited (rebuilt with its new value), focused once the page
    /// shows: focused while the page was still hidden, a screen reader heard only the title.
    override var initialFocusWidget: View? { openedRow.flatMap { tableView.cellForRow(at: $0) } }
}

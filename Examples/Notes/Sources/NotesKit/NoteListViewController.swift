import FoundationEssentials // IndexPath, as in UIKit
import GtkKit

/// The list of notes (a table): activating a row performs the "showNote" segue; "+" performs the
/// "addNote" segue, which presents the New Note screen modally, and its Done comes back through
/// the "noteAdded" unwind segue; the header's Sort menu orders the notes by title.
@MainActor
public final class NoteListViewController: TableViewController {
    /// The segue from a row to its note's page (registered in ``NotesWindow``'s storyboard).
    public static let showNoteSegue = "showNote"
    /// The segue from "+" to the New Note screen, presented modally.
    public static let addNoteSegue = "addNote"
    /// The unwind segue from the New Note screen's Done back to the list, which adds the note.
    public static let noteAddedSegue = "noteAdded"
    let book: NoteBook
    /// The header's "+", named "Add Note" for screen readers.
    public private(set) lazy var addItem = BarButtonItem(iconName: "list-add-symbolic", accessibilityLabel: "Add Note") { [weak self] in
        self?.presentAddNote()
    }

    /// The header's Sort menu (UIKit's bar button item with a menu): by title, A to Z or Z to A.
    public private(set) lazy var sortItem = BarButtonItem(
        title: "_Sort",
        menu: Menu(
            title: "Sort",
            children: [
                Action(title: "Title A to Z") { [weak self] _ in self?.sortByTitle(descending: false) },
                Action(title: "Title Z to A") { [weak self] _ in self?.sortByTitle(descending: true) },
            ]))

    /// The toolbar's "Paste as Note": a new note with the clipboard's text, whoever copied it.
    public private(set) lazy var pasteItem = BarButtonItem(title: "_Paste as Note") { [weak self] in
        self?.pasteNote()
    }
    /// The toolbar's count of notes, in its centre.
    public let countLabel = Label()

    /// A list of `book`'s notes.
    public init(book: NoteBook) {
        self.book = book
        super.init()
        title = "Notes"
        tableView.emptyStateView = StatusPage(iconName: "text-x-generic-symbolic", title: "No Notes", description: "Press + to add one.")
        navigationItem.rightBarButtonItem = addItem
        navigationItem.leftBarButtonItem = sortItem
        tableView.allowsDeletion = true // Delete, and Delete in each row's context menu
        tableView.register(NoteCell.self, forCellReuseIdentifier: NoteCell.reuseIdentifier)
        toolbarItems = [pasteItem, .flexibleSpace(), BarButtonItem(customView: countLabel), .flexibleSpace()]
        updateCount()
    }

    required init?(coder: Coder) { nil }

    /// The list's toolbar shows with it (a pushed note's page has none).
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    /// "Paste as Note": the clipboard's text is asked for (on GNOME it is still with the
    /// program that copied it) and becomes a note; with no text there, a screen reader hears why
    /// nothing happened.
    public func pasteNote() {
        Task { @MainActor [weak self] in
            guard let text = await Pasteboard.general.readString(), !text.isEmpty else {
                return Accessibility.announce("The clipboard has no text to paste")
            }
            self?.addNote(text: text)
        }
    }

    private func updateCount() {
        countLabel.text = book.notes.count == 1 ? "1 note" : "\(book.notes.count) notes"
    }

    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { book.notes.count }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: NoteCell.reuseIdentifier, for: indexPath)
        (cell as? NoteCell)?.show(book.notes[indexPath.row])
        return cell
    }

    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        performSegue(withIdentifier: Self.showNoteSegue, sender: indexPath.row)
    }

    /// Hands the note's page its row and text, and where to send the edit back.
    public override func prepare(for segue: StoryboardSegue, sender: Any?) {
        guard let detail = segue.destination as? NoteDetailViewController, let row = sender as? Int else { return }
        book.opened(row: row)
        updateBadge()
        detail.text = book.notes[row].text
        detail.onDone = { [weak self] text in
            self?.book.update(row: row, text: text)
            self?.tableView.reloadRows(at: [IndexPath(row: row, section: 0)])
        }
    }

    /// A row's context menu (right click, Menu, Shift+F10): Rename, then the table's Delete.
    public override func tableView(_ tableView: TableView, trailingActionsForRowAt indexPath: IndexPath) -> [RowAction] {
        [
            RowAction(title: "_Rename…", iconName: "document-edit-symbolic") { [weak self] indexPath in
                self?.presentRename(row: indexPath.row)
            }
        ]
    }

    public override func tableView(_ tableView: TableView, commitDeletionForRowAt indexPath: IndexPath) {
        book.remove(row: indexPath.row)
        tableView.deleteRows(at: [indexPath])
        updateBadge()
        updateCount()
    }

    /// Rename: UIKit's alert with a text field — the note's title in it, Rename (Enter) greyed
    /// out while the field is empty, Cancel (Escape) leaving the note as it was.
    func presentRename(row: Int) {
        let alert = AlertController(title: "Rename Note", message: nil, preferredStyle: .alert)
        alert.addTextField { [book] field in
            field.text = book.notes[row].title
            field.placeholder = "Title"
        }
        let rename = AlertAction(title: "Rename", style: .default) { [weak self, weak alert] _ in
            guard let self, let title = alert?.textFields?.first?.text else { return }
            self.book.rename(row: row, to: title)
            self.tableView.reloadRows(at: [IndexPath(row: row, section: 0)])
        }
        alert.textFields?.first?.onChanged { [weak alert, weak rename] in
            rename?.isEnabled = !(alert?.textFields?.first?.text.isEmpty ?? true)
        }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(rename)
        alert.preferredAction = rename
        present(alert, animated: true)
    }

    /// "+": the "addNote" segue presents the New Note screen (in its own navigation controller,
    /// for its header); its Done unwinds to ``noteAdded(_:)``, Cancel adds nothing.
    public func presentAddNote() {
        performSegue(withIdentifier: Self.addNoteSegue, sender: self)
    }

    /// The "noteAdded" unwind segue's action (UIKit's `@IBAction func unwind…(_ segue:)`): adds
    /// what the New Note screen holds.
    public func noteAdded(_ segue: StoryboardSegue) {
        guard let add = segue.source as? AddNoteViewController, !add.titleField.text.isEmpty else { return }
        addNote(text: add.titleField.text)
    }

    /// Adds a note and shows it in the list (counted on the tab until opened), scrolled into view.
    public func addNote(text: String = "") {
        let row = book.add(text: text)
        let indexPath = IndexPath(row: row, section: 0)
        tableView.insertRows(at: [indexPath])
        tableView.scrollToRow(at: indexPath, at: .bottom, animated: true)
        updateBadge()
        updateCount()
    }

    /// Sort: the notes in their new order; the focus keeps its place in the list.
    func sortByTitle(descending: Bool) {
        book.sortByTitle(descending: descending)
        tableView.reloadData()
        updateBadge()
    }

    /// The badge is on the Notes tab, which is the navigation controller the list is the root of.
    func updateBadge() { navigationController?.tabBarItem.badgeValue = book.badge }
}

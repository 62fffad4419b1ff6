import FoundationEssentials
import GtkKit
import SegueCore

/// The single-selection editor (the seed's `ManagedObjectSingleSelectionListEditor`): the row's
/// options in a table, a check mark on the current one; choosing an option moves the check mark,
/// Save keeps it. The table is a plain ``TableView`` in the page, served by the editor, since this
/// editor's parent class is the editors' own (UIKit: a `UITableView` in a view controller's view).
@MainActor
final class ManagedObjectSingleSelectionListEditor: ManagedObjectEditor, TableViewDataSource, TableViewDelegate {
    override class var rule: HeroEditorRule { HeroEditorRule(valueKind: .text, takesOptions: true) }

    /// The options, as a table.
    let optionsTable = TableView()

    required init() {
        super.init()
        optionsTable.dataSource = self
        optionsTable.delegate = self
    }

    required init?(coder: Coder) { nil }

    override func loadView() {
        let page = StackView(axis: .vertical)
        optionsTable.accessibleListLabel = label // its list is named after the page, for screen readers
        optionsTable.expandsVertically = true
        page.addArrangedSubview(optionsTable)
        chrome.messageLabel.setMargins(18)
        page.addArrangedSubview(chrome.messageLabel)
        view = page
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        validate()
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { options.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(text: options[indexPath.row])
        cell.accessory = value.text == options[indexPath.row] ? .checkmark : .none
        return cell
    }

    /// Moves the check mark to the chosen option (and keeps focus on it).
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        choose(row: indexPath.row)
    }

    private func choose(row: Int) {
        let previous = options.firstIndex { $0 == value.text }
        value = .text(options[row])
        optionsTable.reloadRows(at: ([previous].compactMap { $0 } + [row]).map { IndexPath(row: $0, section: 0) })
        optionsTable.cellForRow(at: IndexPath(row: row, section: 0))?.grabFocus()
        validate()
    }

    /// The option that is chosen (or the first).
    override var initialFocusWidget: View? {
        optionsTable.cellForRow(at: IndexPath(row: options.firstIndex { $0 == value.text } ?? 0, section: 0))
    }

    /// The option chosen but not saved when Segue quit, checked and focused again.
    override func decodeRestorableState(with coder: Coder) {
        guard case .text(let option)? = decodeDraft(with: coder), let row = options.firstIndex(of: option) else { return }
        choose(row: row)
    }
}

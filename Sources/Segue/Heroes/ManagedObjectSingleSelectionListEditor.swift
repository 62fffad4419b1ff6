import FoundationEssentials
import GtkKit
import SegueCore

/// The single-selection editor: the configuration's options, a check mark on the current one;
/// choosing an option moves the check mark, Save keeps it.
@MainActor
final class HeroSingleSelectionEditorViewController: TableViewController, TableViewDataSource, TableViewDelegate, HeroValueEditing {
    var editing = HeroEditing() {
        didSet { if editing.label != oldValue.label { title = editing.label } }
    }
    /// Cancel, Save and the reason a value cannot be saved.
    private(set) lazy var chrome = HeroEditorChrome(editor: self)

    override init() {
        super.init()
        dataSource = self
        delegate = self
    }

    override func loadView() {
        super.loadView()
        let page = Box(.vertical)
        page.append(view)
        chrome.messageLabel.setMargins(18)
        page.append(chrome.messageLabel)
        view = page
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        chrome.validate(value)
    }

    func tableView(_ tableView: TableViewController, numberOfRowsInSection section: Int) -> Int { options.count }

    func tableView(_ tableView: TableViewController, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(text: options[indexPath.row])
        cell.accessory = value.text == options[indexPath.row] ? .checkmark : .none
        return cell
    }

    /// Moves the check mark to the chosen option (and keeps focus on it).
    func tableView(_ tableView: TableViewController, didSelectRowAt indexPath: IndexPath) {
        let previous = options.firstIndex { $0 == value.text }
        value = .text(options[indexPath.row])
        reloadRows(at: ([previous].compactMap { $0 } + [indexPath.row]).map { IndexPath(row: $0, section: 0) })
        cellForRow(at: indexPath)?.grabFocus()
        chrome.validate(value)
    }

    override var initialFocusWidget: Widget? {
        cellForRow(at: IndexPath(row: options.firstIndex { $0 == value.text } ?? 0, section: 0))
    }

    override func encodeRestorableState(with coder: RestorationCoder) { encodeDraft(with: coder) }

    /// The option chosen but not saved when Segue quit, checked and focused again.
    override func decodeRestorableState(with coder: RestorationCoder) {
        guard case .text(let option)? = decodeDraft(with: coder), let row = options.firstIndex(of: option) else { return }
        tableView(self, didSelectRowAt: IndexPath(row: row, section: 0))
    }
}

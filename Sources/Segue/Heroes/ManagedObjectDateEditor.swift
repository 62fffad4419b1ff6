import GtkKit
import SegueCore

/// The date editor (the seed's `ManagedObjectDateEditor`): the chosen date written out in the
/// user's locale above a month calendar.
@MainActor
final class ManagedObjectDateEditor: ManagedObjectEditor {
    override class var rule: HeroEditorRule { HeroEditorRule(valueKind: .date) }

    let chosenLabel = Label()
    let picker = DatePicker()

    /// The seed builds this editor's view in code, in `loadView` ("we have to create the date
    /// picker ourselves"); so does this one.
    override func loadView() {
        let box = StackView(axis: .vertical, spacing: 12)
        box.setMargins(18)
        chosenLabel.font = .preferredFont(forTextStyle: .title2)
        box.addArrangedSubview(chosenLabel)
        picker.accessibilityLabel = label
        picker.horizontalAlignment = .center
        box.addArrangedSubview(picker)
        box.addArrangedSubview(chrome.messageLabel)
        view = ReadableWidthView(content: box) // at most 600 px wide, centred, on a wide window
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let start = value.date ?? HeroDate.today()
        picker.date = (start.year, start.month, start.day)
        value = .date(start)
        picker.onDateChanged { [weak self] in self?.pickerChanged() }
        showChosenDate()
    }

    override var initialFocusWidget: View? { picker }

    /// The day picked but not saved when Segue quit.
    override func decodeRestorableState(with coder: Coder) {
        guard case .date(let date)? = decodeDraft(with: coder) else { return }
        picker.date = (date.year, date.month, date.day)
        pickerChanged()
    }

    private func pickerChanged() {
        let picked = picker.date
        guard let date = HeroDate(year: picked.year, month: picked.month, day: picked.day) else { return }
        value = .date(date)
        showChosenDate()
    }

    private func showChosenDate() {
        let text = value.display
        chosenLabel.text = text
        picker.accessibilityHint = text
        validate()
    }
}

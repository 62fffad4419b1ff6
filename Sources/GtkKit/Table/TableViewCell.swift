internal import CGtk
import FoundationEssentials

/// A table row, after UIKit's `UITableViewCell`: a `GtkListBoxRow` holding an optional icon, a
/// text label and an optional accessory.
///
/// The row's accessible name is its text. With ``Accessory-swift.enum/detailDisclosureButton`` the
/// row ends in a flat info button: clicking it calls the table delegate's accessory method and not
/// did-select, like UIKit's detail disclosure button.
@MainActor
open class TableViewCell: View {
    /// What the row shows at its end.
    public enum Accessory: Sendable {
        /// Nothing.
        case none
        /// A chevron: the row navigates (GNOME's `go-next-symbolic`).
        case disclosureIndicator
        /// A separate button that shows details, with its own action. UIKit draws a chevron
        /// after the button; GNOME's rows put nothing after a button, so it is the button alone.
        case detailDisclosureButton
        /// The same details button (UIKit's info button without the chevron).
        case detailButton
        /// A check mark: the row is the chosen one of a single-selection list. The row's
        /// accessible state is "checked", so a screen reader says so.
        case checkmark
    }

    /// The row's content (UIKit's `contentView`): a horizontal stack arranging the icon, the text,
    /// the value and the accessory in reading order. A cell of your own arranges its views in it
    /// too (`addArrangedSubview`, `insertArrangedSubview(_:at:)`), or adds them with
    /// `addSubview(_:)` and places them by constraints to it, as in UIKit.
    public let contentView = StackView(axis: .horizontal, spacing: 12)

    /// The label showing ``text`` (and ``detailText``); ``textLabel`` to the app.
    let mainLabel = Label()
    /// The label ``detailTextLabel`` hands out, once asked for: not shown itself, its text is
    /// ``detailText`` (drawn by ``mainLabel``, so a row with a subtitle costs no widget).
    private var detailLabelIfMade: Label?
    /// The image view ``imageView`` hands out, once asked for, at the row's start.
    private var leadingImageViewIfMade: ImageView?
    /// Set while the cell itself writes ``mainLabel``, so only others' writes are taken in.
    private var isWritingLabel = false
    /// ``mainLabel``'s text as the cell last wrote it.
    private var labelAsWritten = ""

    /// The accessory button, when ``accessory`` is `.detailDisclosureButton` or `.detailButton`.
    public private(set) var accessoryButton: Button?

    /// Where the row is in its table; set by the table view. A reused cell gets its new row's
    /// index path before the data source fills it, so a relay that reads it at the moment of a
    /// click never reports the row the cell showed before.
    public internal(set) var indexPath = IndexPath(row: 0, section: 0)

    /// The identifier the cell was dequeued with
    /// (``TableView/dequeueReusableCell(withIdentifier:for:)``), or nil for a cell made
    /// directly; only cells with one are reused.
    public internal(set) var reuseIdentifier: String?

    /// Called when the accessory button is clicked; set by the table view.
    var accessoryTapped: (@MainActor (TableViewCell) -> Void)?

    /// The segue a storyboard's prototype cell starts when its row is chosen (its identifier, or
    /// its Interface Builder id when it has none), and the scene's controller that performs it
    /// (nil: the table's own controller).
    private var selectionSegue: (key: String, controller: WeakViewController?)?

    /// Makes choosing the cell's row perform the segue `key` (a storyboard prototype's segue)
    /// with `controller`, or for nil the table's controller.
    func performsSegueWhenChosen(_ key: String, by controller: ViewController? = nil) {
        selectionSegue = (key, controller.map { WeakViewController(controller: $0) })
    }

    /// Performs the segue the cell's row starts when chosen, if it has one, the cell as sender.
    func performSelectionSegue(tableController: ViewController?) {
        guard let (key, holder) = selectionSegue else { return }
        (holder?.controller ?? tableController)?.performSegue(withIdentifier: key, sender: self)
    }

    private var iconImage: Image?
    private var valueLabel: Label?
    private var accessoryWidget: View?

    /// The view `init(text: "")` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init(text: "")
    }

    /// Creates a cell showing `text`. Required, so that a registered cell class
    /// (``TableView/register(_:forCellReuseIdentifier:)-(TableViewCell.Type,_)``) can be made by the table.
    public required init(text: String = "") {
        View.adopt(TableRowType.make(), ownership: .full)
        super.init(frame: .zero)
        // Rows act or navigate; they are never "selected" (the lists have no selection), and a
        // selectable row makes a screen reader say "not selected" after every one.
        gtk_list_box_row_set_selectable(pointer(), 0)
        contentView.setMargins(top: 6, bottom: 6, start: 12, end: 12)
        contentView.verticalAlignment = .center
        contentView.setMinimumSize(height: 40)
        mainLabel.xAlign = 0
        mainLabel.expandsHorizontally = true
        mainLabel.ellipsizeAtEnd()
        contentView.addArrangedSubview(mainLabel)
        gtk_list_box_row_set_child(pointer(), contentView.widget)
        self.text = text
        // Observers do not run for assignments in the class's own initialiser.
        updateLabel()
        accessibilityLabel = text
        connect("notify::has-focus", pointer: { [weak self] _ in self?.registerNeighboursIfFocused() })
        mainLabel.connect("notify::label", pointer: { [weak self] _ in self?.adoptLabelWrittenElsewhere() })
    }

    /// Takes in a text written on ``textLabel`` directly: it is the row's text, and its name;
    /// the write replaced the detail line too, which is drawn again under it.
    private func adoptLabelWrittenElsewhere() {
        // GTK may tell of the cell's own write later, when notifications were held back.
        let shown = mainLabel.text
        guard !isWritingLabel, shown != labelAsWritten else { return }
        text = shown
    }

    /// The main text; also the row's accessible name.
    public var text: String = "" {
        didSet {
            updateLabel()
            accessibilityLabel = text
        }
    }

    /// A second, smaller and dimmer line under the text (UIKit's `detailTextLabel` in the
    /// `.subtitle` style), or nil for none. Drawn by the same label: a row with a subtitle costs
    /// no extra widget, which matters in a list of a thousand rows.
    public var detailText: String? {
        didSet {
            updateLabel()
            describeSecondaryText()
        }
    }

    /// What the row shows besides its text, for screen readers: by default its detail and value
    /// texts, joined; set it when a subclass adds labels of its own. Orca 43 on GTK 4.8 reads a
    /// row by its name and description alone, so there it becomes the row's description
    /// (`AccessibilityRepair.describeRowLabels`); Orca 48 on GTK 4.18 reads a row's labels itself,
    /// and the same words as a description were said twice. (Like UIKit's VoiceOver, which
    /// reads a cell's labels together.)
    public var accessibleSecondaryText: String? {
        get {
            explicitSecondaryText ?? labelsSecondaryText
                ?? ([detailText, valueText].compactMap { $0 }.joined(separator: ", ").nilIfEmpty)
        }
        set {
            explicitSecondaryText = newValue
            describeSecondaryText()
        }
    }
    private var explicitSecondaryText: String?
    /// The name and secondary text taken from the cell's own labels (see
    /// ``nameFromLabelsIfUnnamed()``), while the cell has no text or name of its own.
    private var isNamedByLabels = false
    private var labelsSecondaryText: String?

    /// Names a row that has no ``text`` and no accessibility label from the labels it shows, in
    /// their order in its content — the first its name, the rest its secondary text — as
    /// VoiceOver reads a cell's labels together. A cell of a storyboard's prototype, or one of
    /// your own, shows its words in labels of its own; without this its row would be a nameless
    /// "row" to a screen reader. The table calls it each time the row is filled.
    func nameFromLabelsIfUnnamed() {
        guard text.isEmpty, isNamedByLabels || (accessibilityLabel ?? "").isEmpty else { return }
        var texts: [String] = []
        var pending: [View] = [contentView]
        while !pending.isEmpty {
            let next = pending.removeFirst()
            if let label = next as? Label, label !== mainLabel, label.isVisible, !label.text.isEmpty {
                texts.append(label.text)
            }
            pending.insert(contentsOf: next.subviews.filter { $0.isVisible }, at: 0)
        }
        guard let name = texts.first else {
            if isNamedByLabels { accessibilityLabel = nil }
            isNamedByLabels = false
            labelsSecondaryText = nil
            return
        }
        isNamedByLabels = true
        accessibilityLabel = name
        labelsSecondaryText = texts.dropFirst().joined(separator: ", ").nilIfEmpty
        describeSecondaryText()
    }

    private func describeSecondaryText() {
        guard AccessibilityRepair.describeRowLabels.isNeeded else { return }
        let text = accessibleSecondaryText
        // A reused row whose new content has no secondary text must not keep the old one's.
        if text != nil || accessibilityHint != nil { accessibilityHint = text }
    }

    /// The label whose text is ``detailText`` (UIKit's `detailTextLabel`).
    var detailLabel: Label {
        if let detailLabelIfMade { return detailLabelIfMade }
        let label = Label()
        label.text = detailText ?? ""
        label.connect(
            "notify::label",
            pointer: { [weak self, weak label] _ in
                guard let self, let label, !self.isWritingLabel else { return }
                self.detailText = label.text.isEmpty ? nil : label.text
            })
        detailLabelIfMade = label
        return label
    }

    /// The image view at the row's start (UIKit's `imageView`), made when first asked for.
    var leadingImageView: ImageView {
        if let leadingImageViewIfMade { return leadingImageViewIfMade }
        let view = ImageView()
        view.contentMode = .scaleAspectFit
        contentView.insertArrangedSubview(view, at: 0)
        leadingImageViewIfMade = view
        return view
    }

    private func updateLabel() {
        isWritingLabel = true
        defer { isWritingLabel = false }
        if let detailLabelIfMade, detailLabelIfMade.text != detailText ?? "" { detailLabelIfMade.text = detailText ?? "" }
        defer { labelAsWritten = mainLabel.text }
        guard let detailText else {
            mainLabel.text = text
            return
        }
        mainLabel.setMarkup(
            Label.escapingMarkup(text) + "\n<span size=\"smaller\" alpha=\"60%\">" + Label.escapingMarkup(detailText) + "</span>")
    }

    /// A value shown at the row's end, before the accessory, dimmed (UIKit's `.value1` style:
    /// "Birthdate … 24.12.2026"), or nil for none. Screen readers hear it with the row (see ``accessibleSecondaryText``).
    public var valueText: String? {
        didSet {
            if valueText != nil, valueLabel == nil {
                let label = Label()
                label.addCSSClass("dim-label")
                label.ellipsizeAtEnd()
                let text = contentView.arrangedSubviews.firstIndex { $0 === mainLabel }
                contentView.insertArrangedSubview(label, at: text.map { $0 + 1 } ?? contentView.arrangedSubviews.count)
                valueLabel = label
            }
            valueLabel?.text = valueText ?? ""
            valueLabel?.isVisible = valueText != nil
            describeSecondaryText()
        }
    }

    /// A themed icon at the start of the row, or nil for none.
    public var iconName: String? {
        didSet {
            iconImage?.removeFromSuperview()
            iconImage = iconName.map { Image(iconName: $0) }
            if let iconImage { contentView.insertArrangedSubview(iconImage, at: 0) }
        }
    }

    /// The accessory at the row's end.
    public var accessory: Accessory = .none {
        didSet { rebuildAccessory() }
    }

    /// A widget shown at the row's end, before the ``accessory`` (UIKit's `accessoryView`, which
    /// here does not replace the accessory: a check mark and a detail button can share a row, as
    /// the Checklists tutorial's items do). Give an icon-only button an accessible label.
    public var accessoryView: View? {
        didSet {
            if let oldValue, oldValue.superview === contentView { oldValue.removeFromSuperview() }
            rebuildAccessory()
        }
    }

    /// The editing mode's buttons (set by the table): at the row's start and at its end.
    var editingControls: (leading: [Button], trailing: [Button])? {
        didSet {
            for button in (oldValue?.leading ?? []) + (oldValue?.trailing ?? []) { button.removeFromSuperview() }
            for button in (editingControls?.leading ?? []).reversed() { contentView.insertArrangedSubview(button, at: 0) }
            for button in editingControls?.trailing ?? [] { contentView.addArrangedSubview(button) }
        }
    }

    /// The accessible name of the detail disclosure button (e.g. "Show details for Up").
    public var accessoryAccessibleLabel: String? {
        didSet {
            guard let accessoryButton else { return }
            accessoryButton.accessibilityLabel = accessoryAccessibleLabel
            accessoryButton.tooltip = accessoryAccessibleLabel
        }
    }

    private func rebuildAccessory() {
        accessoryWidget?.removeFromSuperview()
        if let accessoryView, accessoryView.superview === contentView { accessoryView.removeFromSuperview() }
        accessoryWidget = nil
        accessoryButton = nil
        switch accessory {
        case .none:
            break
        case .disclosureIndicator:
            accessoryWidget = Image(iconName: "go-next-symbolic")
        case .checkmark:
            let check = Image(iconName: "object-select-symbolic")
            check.isHiddenFromAccessibility = true // the row's checked state says it
            accessoryWidget = check
        case .detailDisclosureButton, .detailButton:
            let label = accessoryAccessibleLabel ?? gettextString("Details")
            let button = Button(iconName: "help-about-symbolic", accessibilityLabel: label)
            button.hasFrame = false
            button.verticalAlignment = .center
            button.onClicked { [weak self] in
                guard let self else { return }
                self.accessoryTapped?(self)
            }
            accessoryButton = button
            accessoryWidget = button
        }
        if let accessoryView { contentView.addArrangedSubview(accessoryView) }
        if let accessoryWidget { contentView.addArrangedSubview(accessoryWidget) }
        // Checked only when it is: a row without a check mark has no checked state at all, since a
        // state set to false makes it "checkable", read "not checked" on GTK 4.18 (like
        // VoiceOver, only the chosen row of a choice says so).
        if accessory == .checkmark {
            gtkkit_accessible_set_checked(raw, GTK_ACCESSIBLE_TRISTATE_TRUE)
        } else {
            gtkkit_accessible_reset_checked(raw)
        }
    }

    /// Called before a cell that left the table is handed out again by
    /// ``TableView/dequeueReusableCell(withIdentifier:for:)``. Override it to reset
    /// what a row sets only sometimes (a highlight, a loading picture) and call `super`; the
    /// data source then sets the content for the new row. As in UIKit, the base resets nothing
    /// of the content.
    open func prepareForReuse() {}

    /// Activates the row as Enter would (emits `row-activated` on its list).
    public func activate() { gtk_widget_activate(widget) }
}

extension String {
    /// The string, or nil when it is empty.
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}

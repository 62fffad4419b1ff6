import FoundationEssentials
import GtkKit
import SegueCore

/// An item's detail page (the book's `DetailViewController`): name, serial number and value are
/// editable, the creation date is shown in the user's locale, and the picture can be chosen
/// (through the image picker, as the book does), pasted, dropped or removed. Leaving the page in any way passes the edit back, as the task editor does;
/// a value that is not a whole number of dollars is explained under its field and not saved.
@MainActor
final class HomepwnerItemDetailViewController: ViewController, HomepwnerItemEditing {
    var item: HomepwnerItem?
    weak var editedItemReceiver: EditedItemReceiving?

    /// The item shown, for restoration (its edits are stored when the page goes away).
    override func encodeRestorableState(with coder: Coder) {
        if let item { coder.encode(Int(item.id), forKey: "itemID") }
    }

    let images: HomepwnerImageStore
    /// Name, serial and value, each with the reason under it when it cannot be saved; what
    /// cannot be saved is not passed back (the item keeps its stored text) until it is fixed.
    private(set) lazy var name = ValidatedField { [weak self] text in self?.problem(HomepwnerItem.nameProblem(text), field: .name) }
    private(set) lazy var serial = ValidatedField { [weak self] text in
        self?.problem(HomepwnerItem.serialProblem(text), field: .serialNumber)
    }
    private(set) lazy var value = ValidatedField { [weak self] text in self?.valueProblem(text) }
    var nameField: TextField { name.field }
    var serialField: TextField { serial.field }
    var valueField: TextField { value.field }
    var valueMessage: Label { value.message }
    let createdLabel = Label()
    let picture = ImageView()
    let noPictureLabel = Label(localized("No picture"))
    let chooseButton = Button(label: localized("_Choose Picture…"), mnemonic: true)
    let removeButton = Button(label: localized("_Remove Picture"), mnemonic: true)
    /// The picture key chosen on this page and not yet passed back (deleted if replaced).
    private var chosenKey: String?
    private let previews = BitmapCache(capacity: 2)

    init(images: HomepwnerImageStore) {
        self.images = images
        super.init()
        title = localized("Item")
    }

    required init?(coder: Coder) { nil }

    override func loadView() {
        let form = StackView(axis: .vertical, spacing: 12)
        form.setMargins(18)
        for (title, validated) in [(localized("Name"), name), (localized("Serial"), serial), (localized("Value"), value)] {
            form.addArrangedSubview(row(title, validated.field))
            form.addArrangedSubview(validated.message)
        }
        form.addArrangedSubview(row(localized("Date Created"), createdLabel))
        createdLabel.xAlign = 0
        createdLabel.isSelectable = true
        picture.contentFit = .contain
        picture.setMinimumSize(width: 240, height: 240)
        picture.addCSSClass("homepwner-thumbnail")
        picture.clipsToBounds = true
        noPictureLabel.textColor = .secondaryLabel
        let frame = Overlay(child: picture)
        frame.addOverlay(noPictureLabel)
        frame.horizontalAlignment = .center
        form.addArrangedSubview(frame)
        let buttons = StackView(axis: .horizontal, spacing: 12)
        buttons.horizontalAlignment = .center
        buttons.addArrangedSubview(chooseButton)
        buttons.addArrangedSubview(removeButton)
        form.addArrangedSubview(buttons)
        // At a readable width on a wide window: beside the list at 2560 px the fields were 2,000 px long.
        let scroller = ScrollView(content: ReadableWidthView(content: form))
        // A picture can also be dropped from the file manager anywhere on the page, or pasted with
        // Ctrl+V when the focus is not in a text field (which pastes text, as always).
        scroller.addController(
            FileDropTarget { [weak self] paths in
                guard let self, let path = paths.first else { return false }
                Task { @MainActor in await self.importPicture(at: path) }
                return true
            })
        let keys = ShortcutController(global: false)
        keys.add("<Control>v") { [weak self] in
            guard let self, Pasteboard.general.hasImages else { return false }
            self.pastePicture()
            return true
        }
        scroller.addController(keys)
        view = scroller
    }

    /// A title and its field side by side, anchored as the book's item page is: the titles in a
    /// 110-px column at the leading margin, each field from 12 px after its title to the
    /// trailing edge, on its title's baseline. (Leading and trailing mirror in right to left.)
    private func row(_ title: String, _ field: View) -> View {
        let label = Label(title)
        label.xAlign = 0
        label.textColor = .secondaryLabel
        field.accessibilityLabel = title
        let row = View()
        for view in [label, field] {
            view.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(view)
        }
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 110),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 12),
            field.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            field.topAnchor.constraint(equalTo: row.topAnchor),
            field.bottomAnchor.constraint(equalTo: row.bottomAnchor),
            label.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
        ])
        return row
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        valueField.purpose = .digits
        for field in [nameField, serialField, valueField] { field.delegate = self }
        chooseButton.onClicked { [weak self] in self?.choosePicture() }
        removeButton.onClicked { [weak self] in self?.setPicture(key: nil) }
    }

    override var initialFocusWidget: View? { nameField }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let item else { return }
        // A name far beyond what is allowed (written by another program) is shown in part — a
        // text field lays out every character — and stays as stored until the user shortens it.
        nameField.text = String(item.name.prefix(HomepwnerItem.maximumNameLength * 10))
        serialField.text = String(item.serialNumber.prefix(HomepwnerItem.maximumSerialLength * 10))
        valueField.text = item.valueInDollars.map(String.init) ?? "" // unreadable on disk: empty, "Not set"
        valueField.placeholder = item.valueInDollars == nil ? localized("Not set") : nil
        createdLabel.text = item.dateCreated.localDateText
        for field in [name, serial, value] { field.validate() }
        showPicture(key: item.imageKey)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        follower.start()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        follower.stop()
    }

    /// Follows another program's changes while the page shows (HomepwnerItemDetailViewController+Follow.swift).
    private lazy var follower = StoreFollower { [weak self] in self?.showNewerStoredFields() }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard let edited = editedItem else { return }
        item = edited
        chosenKey = nil // now the list's to keep or delete
        editedItemReceiver?.receive(editedItem: edited)
    }

    /// The item as the fields say now; an invalid value keeps the item's stored value.
    var editedItem: HomepwnerItem? {
        guard var edited = item else { return nil }
        if HomepwnerItem.nameProblem(nameField.text) == nil { edited.name = nameField.text }
        if HomepwnerItem.serialProblem(serialField.text) == nil { edited.serialNumber = serialField.text }
        if case .success(let value) = HomepwnerItemValue.parse(valueField.text) { edited.valueInDollars = value }
        return edited
    }

    private enum Field { case name, serialNumber }

    private func problem(_ reason: String?, field: Field) -> String? {
        guard let reason else { return nil }
        switch field {
        case .name: return reason + " " + localized("The name is not saved until it is fixed.")
        case .serialNumber: return reason + " " + localized("The serial number is not saved until it is fixed.")
        }
    }

    /// An empty field is fine while the stored value is unreadable ("Not set" stays as it was).
    private func valueProblem(_ text: String) -> String? {
        switch HomepwnerItemValue.parse(text) {
        case .success: return nil
        case .failure(.empty) where item?.valueInDollars == nil: return nil
        case .failure(let error): return error.description + " " + localized("The value is not saved until it is fixed.")
        }
    }

    // MARK: The picture

    /// Copies the picture into the image store and makes its thumbnail (off the main thread);
    /// a file that is not a usable picture is explained and changes nothing.
    func importPicture(at path: String) async {
        let images = images
        await importPicture(from: path) {
            // Refuses what is not a regular file without opening it (reading a FIFO blocked the
            // main loop until something wrote to it), then what is not a picture (or is too
            // large) by its header, before copying it, so the message names the user's file.
            try HomepwnerImageStore.checkCandidate(atPath: path)
            _ = try Bitmap.dimensions(of: path)
            return try images.importFile(at: URL(fileURLWithPath: path))
        }
    }

    /// Pastes a picture from the clipboard: copied files, or copied pixels.
    func pastePicture() {
        Pasteboard.general.readPicture { [weak self] picture in
            guard let self else { return }
            switch picture {
            case .files(let paths)?:
                guard let path = paths.first else { return }
                Task { @MainActor in await self.importPicture(at: path) }
            case .png(let data)?:
                Task { @MainActor in await self.importPastedPicture(data) }
            case .tooLarge(let width, let height)?:
                let error = BitmapError.tooLarge(path: "", width: width, height: height)
                self.showProblem(localized("This picture cannot be used"), error.pastedDescription)
            case nil:
                self.showProblem(localized("Nothing to paste"), localized("The clipboard holds no picture."))
            }
        }
    }

    /// Stores pasted pixels like a chosen file, once their header shows a size Segue takes —
    /// nothing is written for pixels it refuses. A refusal speaks of "the pasted picture", never
    /// of the copy's internal path under `images/`.
    func importPastedPicture(_ data: Data) async {
        let (images, name) = (images, localized("the pasted picture"))
        await importPicture(pasted: true) {
            _ = try Bitmap.dimensions(ofPNG: data, name: name)
            return try images.importData(data)
        }
    }

    /// Stores a picture with `store` — off the main thread: reading a header or copying a file
    /// on a slow disk must not freeze the window — checks it decodes by making its thumbnail,
    /// then shows it; any failure is explained, the stored copy deleted, and the item left as it was.
    func importPicture(pasted: Bool = false, from source: String? = nil, _ store: @escaping @Sendable () throws -> String) async {
        do {
            let key = try await Self.offMainThread(store)
            guard let stored = images.imagePath(forKey: key), let thumbnail = images.thumbnailPath(forKey: key) else { return }
            do {
                try await Bitmap.writeThumbnail(of: stored, to: thumbnail, side: 2 * HomepwnerItemCell.thumbnailSide)
            } catch {
                images.delete(key: key)
                throw error
            }
            setPicture(key: key)
        } catch let error as BitmapError where pasted {
            showProblem(localized("This picture cannot be used"), error.pastedDescription)
        } catch let error as BitmapError {
            showProblem(
                localized("This picture cannot be used"), source.map(error.naming)?.description ?? error.description)
        } catch {
            showProblem(localized("This picture cannot be used"), String(describing: error))
        }
    }

    @concurrent
    private static func offMainThread(_ work: @Sendable () throws -> String) async throws -> String { try work() }

    private func setPicture(key: String?) {
        guard item != nil, item?.imageKey != key else { return }
        if let chosenKey, chosenKey != key { images.delete(key: chosenKey) }
        chosenKey = key
        item?.imageKey = key
        showPicture(key: key)
    }

    private func showPicture(key: String?) {
        removeButton.isEnabled = key != nil
        picture.bitmap = nil
        noPictureLabel.isVisible = true
        guard let path = key.flatMap(images.imagePath(forKey:)) else { return }
        previews.load(path, fittingIn: (480, 480)) { [weak self] bitmap in
            guard let self, self.item?.imageKey == key else { return }
            self.picture.bitmap = bitmap
            self.noPictureLabel.isVisible = bitmap == nil
            if bitmap == nil, let failure = self.previews.failure(for: path) { self.noPictureLabel.text = failure.description }
        }
    }
}

import GtkKit

/// The drill-down detail (the seed's `BIDDisclosureDetailController`): one centred label.
///
/// As in the seed, ``message`` is set before the push, when the view may not be loaded yet, and
/// copied into the label in `viewWillAppear`, because the controller is reused for every movie and
/// `viewDidLoad` runs only once.
@MainActor
final class DisclosureDetailViewController: ViewController {
    var message: String?
    /// The movie's place in the catalogue (not its row, which a search changes), saved for restoration.
    var row: Int?
    static let restorationID = "movie"
    let label = Label()

    override func encodeRestorableState(with coder: Coder) {
        if let row { coder.encode(row, forKey: "row") }
    }

    override func loadView() {
        label.wraps = true
        label.justification = .center
        label.isSelectable = false
        label.horizontalAlignment = .center
        label.verticalAlignment = .center
        label.expandsVertically = true
        label.setMargins(24)
        label.font = .systemFont(ofSize: 21) // GNOME's 11-point body at 1.25 times
        // Not laid out with anchors, as the seed's xib is: inside an anchored View the label is
        // no longer the article's own child, and Orca 48 reads the message twice (tried and
        // measured on Debian 13). The box centres it the same way.
        let box = StackView(article: .vertical)
        box.addArrangedSubview(label)
        // The page itself takes focus when it opens, named by the message, so a screen reader
        // reads the message out: it speaks focus changes, and GTK 4.8 has no announcement API.
        // (A focused selectable label would do, but Orca 43 calls any selectable GTK 4.8 label
        // "selected".) An article, so Orca 48 reads it by its name, once (StackView(article:)); the
        // name is set in viewWillAppear, as the label's text is.
        box.isFocusable = true
        view = box
    }

    override var initialFocusWidget: View? { view }

    override func viewWillAppear(_ animated: Bool) {
        showMessage()
        super.viewWillAppear(animated)
    }

    /// Shows ``message``: when the page appears, or when it is already beside the list and
    /// another movie's button is pressed.
    func showMessage() {
        label.text = message ?? ""
        view.accessibilityLabel = message
    }
}

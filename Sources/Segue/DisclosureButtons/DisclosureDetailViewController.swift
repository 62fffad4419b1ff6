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
        label.font = .systemFont(ofSize: 21) // GNOME's 11-point body at 1.25 times
        // Laid out as the seed's xib lays it out: from the left guideline to the right one,
        // centred vertically, its text centred.
        let page = View(article: .zero)
        page.directionalLayoutMargins = DirectionalEdgeInsets(top: 24, leading: 24, bottom: 24, trailing: 24)
        label.translatesAutoresizingMaskIntoConstraints = false
        page.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: page.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: page.layoutMarginsGuide.trailingAnchor),
            label.centerYAnchor.constraint(equalTo: page.centerYAnchor),
            label.topAnchor.constraint(greaterThanOrEqualTo: page.layoutMarginsGuide.topAnchor),
        ])
        page.expandsVertically = true
        // The page itself takes focus when it opens, named by the message, so a screen reader
        // reads the message out: it speaks focus changes, and GTK 4.8 has no announcement API.
        // (A focused selectable label would do, but Orca 43 calls any selectable GTK 4.8 label
        // "selected".) An article, so Orca 48 reads it by its name, once, with the label its own
        // child (View(article:)); the name is set in viewWillAppear, as the label's text is.
        page.isFocusable = true
        view = page
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

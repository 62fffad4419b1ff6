import Foundation
import GtkKit

/// The drill-down detail (the seed's `BIDDisclosureDetailController`): one centred label, its
/// view in `DisclosureDetail.xib` as the seed's nib (`Resources/`, compiled into the program).
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
    @Outlet var label: Label!

    /// The controller with its view from the seed's nib.
    override init() {
        super.init(nibName: "DisclosureDetail", bundle: nil)
    }

    required init?(coder: Coder) { nil }

    override func encodeRestorableState(with coder: Coder) {
        if let row { coder.encode(row, forKey: "row") }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // The nib lays it out as the seed's: from the left guideline to the right one, centred
        // vertically, its text centred; its view is one accessibility element (an article: see
        // View(article:)), named in viewWillAppear as the label's text is set. The page itself
        // takes focus when it opens, so a screen reader reads the message out: it speaks focus
        // changes, and GTK 4.8 has no announcement API. (A focused selectable label would do,
        // but Orca 43 calls any selectable GTK 4.8 label "selected".)
        label.isSelectable = false
        view.expandsVertically = true
        view.isFocusable = true
    }

    override var initialFocusWidget: View? { view }

    override func viewWillAppear(_ animated: Bool) {
        showMessage()
        super.viewWillAppear(animated)
    }

    /// Shows ``message``: when the page appears, or when it is already beside the list and
    /// another movie's button is pressed. The movie's title (the page's title) is set in bold
    /// wherever the translation puts it; the words and what a screen reader says stay the seed's.
    func showMessage() {
        let message = message ?? ""
        let text = NSMutableAttributedString(string: message)
        if let title, !title.isEmpty, let range = message.range(of: title, options: .backwards) {
            text.addAttribute(.font, value: Font.boldSystemFont(ofSize: Font.labelFontSize), range: NSRange(range, in: message))
        }
        label.attributedText = text
        view.accessibilityLabel = message
    }
}

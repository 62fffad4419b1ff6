import GtkKit

/// One note's page: a text view, focused when the page opens. Leaving the page in any way (Back,
/// Alt+Left, Escape, closing the window) hands the text back through ``onDone``.
@MainActor
public final class NoteDetailViewController: ViewController {
    /// The editor.
    public let textView = TextView()
    /// The text to edit (set before the page is shown).
    public var text = ""
    /// Receives the edited text when the page goes away.
    public var onDone: (@MainActor (String) -> Void)?

    public override init() {
        super.init()
        title = "Note"
    }

    required init?(coder: Coder) { nil }

    public override func loadView() {
        textView.accessibilityLabel = "Note text"
        textView.expandsVertically = true
        let scroller = ScrollView(content: textView)
        view = scroller
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        textView.text = text
        textView.moveCursorToEnd()
    }

    public override var initialFocusWidget: View? { textView }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        onDone?(textView.text)
    }
}

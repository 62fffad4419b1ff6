internal import CGtk
import Foundation

/// A multi-line `GtkTextView` editing plain text (UIKit's `UITextView`).
@MainActor
public final class TextView: View {
    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(pointer())! }

    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init()
    }

    /// An empty text view at `frame` (UIKit's `init(frame:)`; `.zero` sets no frame, and
    /// the view takes its natural size until one is set or constraints place it).
    public override convenience init(frame: Rect) {
        self.init()
        if frame != .zero { self.frame = frame }
    }

    /// Creates an editable, word-wrapping text view with undo.
    public init() {
        View.adopt(untyped(gtk_text_view_new()), ownership: .full)
        super.init(frame: .zero)
        gtk_text_view_set_wrap_mode(pointer(), GTK_WRAP_WORD_CHAR)
        gtk_text_buffer_set_enable_undo(buffer, 1)
        gtk_text_view_set_top_margin(pointer(), 12)
        gtk_text_view_set_bottom_margin(pointer(), 12)
        gtk_text_view_set_left_margin(pointer(), 12)
        gtk_text_view_set_right_margin(pointer(), 12)
    }

    /// The whole text. Setting it replaces the text as one step that cannot be undone past.
    public var text: String {
        get {
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            guard let chars = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
            defer { g_free(chars) }
            return String(cString: chars)
        }
        set {
            delegation?.isSettingText = true
            gtk_text_buffer_begin_irreversible_action(buffer)
            attributeTags?.removeAll()
            gtk_text_buffer_set_text(buffer, newValue, -1)
            gtk_text_buffer_end_irreversible_action(buffer)
            delegation?.isSettingText = false
        }
    }

    /// The text with its attributes (UIKit's `attributedText`): fonts, colours, underlines,
    /// spacing, links drawn as links, and each paragraph's alignment, spacing and indents (see
    /// ``ParagraphStyle``), as GTK text tags. Reading it gives the text now, with the attributes
    /// set wherever the user has not replaced that text; what the user typed reads back plain.
    /// Setting it replaces the text as one step that cannot be undone past, as ``text`` does; a
    /// theme colour is set again when the desktop's style changes.
    public var attributedText: NSAttributedString {
        get { attributeTags?.attributedText() ?? NSAttributedString(string: text) }
        set {
            let tags = attributeTags ?? TextAttributeTags(buffer: buffer)
            attributeTags = tags
            delegation?.isSettingText = true
            gtk_text_buffer_begin_irreversible_action(buffer)
            tags.show(AttributedRuns(newValue), rightToLeft: isRightToLeft)
            gtk_text_buffer_end_irreversible_action(buffer)
            delegation?.isSettingText = false
        }
    }
    /// The tags of the attributed text, once some was set.
    private var attributeTags: TextAttributeTags?

    /// Whether the user can change the text (UIKit's `isEditable`). A read-only view still takes the
    /// focus, moves its cursor and selects, so the keyboard and a screen reader can read it all;
    /// GTK reports it to accessibility as not editable.
    public var isEditable: Bool {
        get { gtk_text_view_get_editable(pointer()) != 0 }
        set {
            gtk_text_view_set_editable(pointer(), newValue ? 1 : 0)
            gtk_text_view_set_cursor_visible(pointer(), 1)
        }
    }

    /// Puts the cursor at the end of the text (after ``text`` is set, where a user expects it).
    public func moveCursorToEnd() {
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(buffer, &end)
        gtk_text_buffer_place_cursor(buffer, &end)
    }

    /// Inserts `text` at the cursor, replacing any selection, as typing it would (UIKit's
    /// `insertText(_:)`): the delegate is asked and told, the step can be undone, and nothing
    /// happens in a view that is not editable.
    public func insertText(_ text: String) {
        gtk_text_buffer_begin_user_action(buffer)
        gtk_text_buffer_delete_selection(buffer, 1, gtk_text_view_get_editable(pointer()))
        gtk_text_buffer_insert_interactive_at_cursor(buffer, text, -1, gtk_text_view_get_editable(pointer()))
        gtk_text_buffer_end_user_action(buffer)
    }

    /// Where the cursor is, in characters from the start (UIKit's `selectedRange.location`).
    /// Setting it clamps to the text and places the cursor there (restoring an editor).
    public var cursorOffset: Int {
        get {
            var iter = GtkTextIter()
            gtk_text_buffer_get_iter_at_mark(buffer, &iter, gtk_text_buffer_get_insert(buffer))
            return Int(gtk_text_iter_get_offset(&iter))
        }
        set {
            var iter = GtkTextIter()
            gtk_text_buffer_get_iter_at_offset(buffer, &iter, Int32(clamping: max(0, newValue)))
            gtk_text_buffer_place_cursor(buffer, &iter)
        }
    }

    /// Calls `handler` whenever the text changes (typing, pasting, undo, or an accessible edit).
    public func onChanged(_ handler: @escaping @MainActor () -> Void) {
        // The buffer is a separate GObject; its wrapper lives as long as this view's.
        bufferWrapper.connect("changed", handler)
    }

    private lazy var bufferWrapper = Object(UnsafeMutableRawPointer(buffer), ownership: .none)

    /// What the text view tells while it is edited, and asks before each change (UIKit's
    /// `delegate`). Weak, as in UIKit.
    public weak var delegate: TextViewDelegate? {
        didSet { if delegate != nil, delegation == nil { delegation = TextViewDelegation(view: self, buffer: bufferWrapper) } }
    }
    private var delegation: TextViewDelegation?
}

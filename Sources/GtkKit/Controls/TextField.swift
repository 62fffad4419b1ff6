internal import CGtk

/// A one-line text field (`GtkEntry`), after UIKit's `UITextField`: a ``Control`` that sends
/// `.editingDidBegin` and `.editingDidEnd` as the keyboard focus comes and goes,
/// `.editingChanged` for each change the user makes (not for setting ``text`` in code, as in
/// UIKit), and `.primaryActionTriggered` at Return.
///
/// ```swift
/// let name = TextField()
/// name.placeholder = "Name"
/// name.addAction(Action { _ in item.name = name.text }, for: .editingChanged)
/// ```
@MainActor
public final class TextField: Control {
    /// What the field expects; on-screen keyboards and input methods follow it.
    public enum Purpose: Sendable {
        /// Any text.
        case text
        /// Digits only (the field still accepts any text: validate it).
        case digits
    }

    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init()
    }

    /// An empty text field at `frame` (UIKit's `init(frame:)`; `.zero` sets no frame, and
    /// the view takes its natural size until one is set or constraints place it).
    public override convenience init(frame: Rect) {
        self.init()
        if frame != .zero { self.frame = frame }
    }

    /// An empty field.
    public init() {
        View.adopt(untyped(gtk_entry_new()), ownership: .full)
        super.init(frame: .zero)
        connect("changed") { [weak self] in
            guard let self, !self.isSettingInCode else { return }
            self.sendActions(for: .editingChanged)
        }
        connect("activate") { [weak self] in self?.sendActions(for: .primaryActionTriggered) }
    }

    /// Set while code sets the text, so only the user's changes send `.editingChanged`.
    private var isSettingInCode = false
    /// Whether the focus watch that sends the editing events is installed.
    private var watchesEditing = false

    override func eventsWereAdded(_ events: Event) {
        guard !watchesEditing, !events.isDisjoint(with: [.editingDidBegin, .editingDidEnd]) else { return }
        watchesEditing = true
        EditingFocusWatch.install(
            on: self, began: { [weak self] in self?.sendActions(for: .editingDidBegin) },
            ended: { [weak self] in self?.sendActions(for: .editingDidEnd) })
    }

    private var buffer: UnsafeMutablePointer<GtkEntryBuffer> { gtk_entry_get_buffer(pointer())! }

    /// The text.
    public var text: String {
        get { String(cString: gtk_entry_buffer_get_text(buffer)) }
        set {
            isSettingInCode = true
            defer { isSettingInCode = false }
            gtk_entry_buffer_set_text(buffer, newValue, -1)
        }
    }

    /// The selected characters, as offsets; an empty range is the cursor's place. What a test or
    /// a container keeping the user's place reads (UIKit's `selectedTextRange`, by offsets).
    package var selectedOffsets: Range<Int> {
        get {
            var start: Int32 = 0
            var end: Int32 = 0
            guard Bool(gboolean: gtk_editable_get_selection_bounds(OpaquePointer(widget), &start, &end)) else {
                let position = Int(gtk_editable_get_position(OpaquePointer(widget)))
                return position..<position
            }
            return Int(min(start, end))..<Int(max(start, end))
        }
        set { gtk_editable_select_region(OpaquePointer(widget), Int32(newValue.lowerBound), Int32(newValue.upperBound)) }
    }

    /// Grey text shown while the field is empty.
    public var placeholder: String? {
        get { gtk_entry_get_placeholder_text(pointer()).map { String(cString: $0) } }
        set { gtk_entry_set_placeholder_text(pointer(), newValue) }
    }

    /// What the field expects.
    public var purpose: Purpose = .text {
        didSet { gtk_entry_set_input_purpose(pointer(), purpose == .digits ? GTK_INPUT_PURPOSE_DIGITS : GTK_INPUT_PURPOSE_FREE_FORM) }
    }

    /// What kind of text the field takes (UIKit's `keyboardType`): on a desktop there is no
    /// keyboard to change, so it becomes GTK's input purpose, which on-screen keyboards and input
    /// methods follow. The field still accepts any text: validate it.
    public var keyboardType: KeyboardType = .default {
        didSet { gtk_entry_set_input_purpose(pointer(), isSecureTextEntry ? GTK_INPUT_PURPOSE_PASSWORD : keyboardType.inputPurpose) }
    }

    /// Whether the text is hidden as it is typed, for a password (UIKit's `isSecureTextEntry`).
    /// The field then also tells input methods and screen readers it holds a password: Orca says
    /// "password text" and does not speak the characters.
    public var isSecureTextEntry = false {
        didSet {
            gtk_entry_set_visibility(pointer(), (!isSecureTextEntry).gboolean)
            gtk_entry_set_input_purpose(pointer(), isSecureTextEntry ? GTK_INPUT_PURPOSE_PASSWORD : keyboardType.inputPurpose)
        }
    }

    /// What the field tells while it is edited, and asks before each change and at Return
    /// (UIKit's `delegate`). Weak, as in UIKit.
    public weak var delegate: TextFieldDelegate? {
        didSet { if delegate != nil, delegation == nil { delegation = TextFieldDelegation(field: self) } }
    }
    private var delegation: TextFieldDelegation?

    /// Shows the field in the theme's error style (a red outline). Colour is never the only
    /// sign: also say what is wrong in words, e.g. in the accessible description.
    public var showsError = false {
        didSet { showsError ? addCSSClass("error") : removeCSSClass("error") }
    }

    /// Calls `handler` whenever the text changes (typing, pasting, or an accessible edit).
    public func onChanged(_ handler: @escaping @MainActor () -> Void) {
        connect("changed", handler)
    }

    /// Calls `handler` when Enter is pressed in the field.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        connect("activate", handler)
    }
}

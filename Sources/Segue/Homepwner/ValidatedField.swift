import GtkKit

/// A text field and, under it, the reason its text cannot be saved — in words, and as the field's
/// accessible description so a screen reader says it with the field — never by colour alone.
@MainActor
final class ValidatedField {
    let field = TextField()
    /// The reason, under the field (hidden while the text is fine).
    let message = Label()
    private let problem: @MainActor (String) -> String?

    /// A field whose text is checked by `problem` (nil: it can be saved) as it changes.
    init(problem: @escaping @MainActor (String) -> String?) {
        self.problem = problem
        message.xAlign = 0
        message.wraps = true
        message.addCSSClass("error")
        message.isVisible = false
        field.onChanged { [weak self] in self?.validate() }
    }

    /// Whether the text now can be saved.
    var isValid: Bool { problem(field.text) == nil }

    /// Shows or hides the reason for the text now; returns whether it can be saved.
    @discardableResult
    func validate() -> Bool {
        let reason = problem(field.text)
        field.showsError = reason != nil
        field.accessibilityHint = reason
        message.text = reason ?? ""
        message.isVisible = reason != nil
        return reason == nil
    }
}

/// A screen that can be handed a task to edit: the seed's `respondsToSelector:@selector(setSelection:)`
/// check, as a protocol. The list asks only this of its destination, never its class.
@MainActor
public protocol TaskSelectionReceiving: AnyObject {
    /// The task to show.
    var selection: TaskSelection? { get set }
    /// Who receives the edited selection when editing ends (held weakly).
    var editedSelectionReceiver: EditedTaskSelectionReceiving? { get set }
}

/// A screen that takes an edited task back: the seed's `setEditedSelection:`. The detail asks only
/// this of its delegate, never its class.
@MainActor
public protocol EditedTaskSelectionReceiving: AnyObject {
    /// Editing ended with `editedSelection` (same index path, new text).
    func receive(editedSelection: TaskSelection)
    /// The text changed while editing; saved as a draft so a crash loses at most a second.
    func saveDraft(_ draft: TaskSelection)
    /// Whether the selection's task is still in the list: false once another program deleted it
    /// while it was open (the editor then says so; a new task is always listed).
    func isListed(_ selection: TaskSelection) -> Bool
    /// Puts the selection's task back, with `edited`'s text, after another program deleted it.
    func putBack(_ edited: TaskSelection)
    /// The task's text as another program stored it since the editor took its text, if nothing
    /// was typed meanwhile (`shown` holds what the editor shows): the editor shows it instead.
    func newerStoredText(for shown: TaskSelection) -> String?
}

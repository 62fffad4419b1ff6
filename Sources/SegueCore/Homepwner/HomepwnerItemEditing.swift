/// A screen that can be handed an item to edit: the list asks only this of its destination,
/// never its class (as the task list does with ``TaskSelectionReceiving``).
@MainActor
public protocol HomepwnerItemEditing: AnyObject {
    /// The item to show and edit.
    var item: HomepwnerItem? { get set }
    /// Who receives the edited item when editing ends (held weakly).
    var editedItemReceiver: EditedItemReceiving? { get set }
}

/// A screen that takes an edited item back.
@MainActor
public protocol EditedItemReceiving: AnyObject {
    /// Editing ended (or a picture was set) with `item` (same id, new fields).
    func receive(editedItem item: HomepwnerItem)
    /// The item as an open page showing `shown` should show it now, if another program changed
    /// fields the page has not touched; nil if not (the page looks every second).
    func newerStoredFields(for shown: HomepwnerItem) -> HomepwnerItem?
}

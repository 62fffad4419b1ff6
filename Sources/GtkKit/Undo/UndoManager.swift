/// One window's undo and redo stacks, after Foundation's `UndoManager` as UIKit apps use it.
///
/// A change registers how to reverse it with ``registerUndo(_:)`` and names itself with
/// ``setActionName(_:)`` ("Delete Task" → the menu's "Undo Delete Task"). Everything registered
/// while one user action is handled — one key press, one click — is one group, undone and redone
/// together: the group closes when the main loop next goes idle. An undo action registers the
/// change that reverses *it*, which becomes the redo, exactly as with Foundation's.
///
/// Knowingly different from Foundation's: no targets or selectors (closures on the main actor),
/// and ``registerUndo(_:onDiscard:)`` tells a change when it can no longer be undone (so files
/// kept for an undo can be deleted). Undo does not survive a restart.
@MainActor
public final class UndoManager {
    private struct Group {
        var name = ""
        var actions: [Step] = []
    }

    private struct Step {
        let action: @MainActor () -> Void
        let onDiscard: (@MainActor () -> Void)?
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroup: Group?
    private var closer: MainLoop.Timer?
    private var replaying: Replay = .none

    private enum Replay { case none, undoing, redoing }

    /// How many user actions can be undone; older ones are discarded (0: no limit).
    public var levelsOfUndo = 100

    /// Called whenever what can be undone or redone changes (to update menu items).
    public var onChange: (@MainActor () -> Void)?

    /// An empty undo manager.
    public init() {}

    /// Registers how to reverse the change just made. Registered while undoing, it is the redo.
    public func registerUndo(_ action: @escaping @MainActor () -> Void) { registerUndo(action, onDiscard: nil) }

    /// Registers how to reverse the change just made, and what to do when it can no longer be
    /// undone or redone (the limit dropped it, or a new change cleared the redos).
    public func registerUndo(_ action: @escaping @MainActor () -> Void, onDiscard: (@MainActor () -> Void)?) {
        if openGroup == nil {
            openGroup = Group()
            if replaying == .none { closer = MainLoop.after(milliseconds: 0) { [weak self] in self?.closeGroup() } }
        }
        openGroup?.actions.append(Step(action: action, onDiscard: onDiscard))
    }

    /// Registers how to reverse the change just made to `target`, after Foundation's
    /// `registerUndo(withTarget:handler:)`: the target is held weakly, so an undo never keeps a
    /// screen alive (once it is gone the undo does nothing), and the group is named `actionName`.
    public func registerUndo<Target: AnyObject>(
        withTarget target: Target, named actionName: String? = nil, onDiscard: (@MainActor () -> Void)? = nil,
        handler: @escaping @MainActor (Target) -> Void
    ) {
        registerUndo(
            { [weak target] in
                if let target { handler(target) }
            }, onDiscard: onDiscard)
        if let actionName { setActionName(actionName) }
    }

    /// Names the open group for the menu ("Edit Task").
    public func setActionName(_ name: String) {
        // Undoing "Add Task" registers a deletion; its redo is still "Add Task", as in Foundation.
        guard openGroup != nil, replaying == .none else { return }
        openGroup?.name = name
    }

    /// Closes the group being registered now, without waiting for the main loop.
    public func closeGroup() {
        closer = nil
        guard let group = openGroup else { return }
        openGroup = nil
        guard !group.actions.isEmpty else { return }
        switch replaying {
        case .undoing: redoStack.append(group)
        case .redoing: undoStack.append(group)
        case .none:
            undoStack.append(group)
            discard(redoStack)
            redoStack = []
        }
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { discard([undoStack.removeFirst()]) }
        onChange?()
    }

    /// Whether there is something to undo.
    public var canUndo: Bool {
        closeGroup()
        return !undoStack.isEmpty
    }
    /// Whether there is something to redo.
    public var canRedo: Bool {
        closeGroup()
        return !redoStack.isEmpty
    }
    /// The name of what ``undo()`` would undo ("Delete Task"), or "" if nothing.
    public var undoActionName: String {
        closeGroup()
        return undoStack.last?.name ?? ""
    }
    /// The name of what ``redo()`` would redo, or "".
    public var redoActionName: String {
        closeGroup()
        return redoStack.last?.name ?? ""
    }

    /// Undoes the last group: runs its actions, newest first; what they register is the redo.
    public func undo() {
        closeGroup()
        guard let group = undoStack.popLast() else { return }
        replay(group, as: .undoing)
    }

    /// Redoes the last undone group.
    public func redo() {
        closeGroup()
        guard let group = redoStack.popLast() else { return }
        replay(group, as: .redoing)
    }

    /// Forgets every undo and redo (each told through its `onDiscard`).
    public func removeAllActions() {
        closeGroup()
        discard(undoStack + redoStack)
        undoStack = []
        redoStack = []
        onChange?()
    }

    private func replay(_ group: Group, as mode: Replay) {
        replaying = mode
        openGroup = Group(name: group.name)
        for step in group.actions.reversed() { step.action() }
        let reverse = openGroup ?? Group(name: group.name)
        openGroup = nil
        replaying = .none
        if !reverse.actions.isEmpty {
            if mode == .undoing { redoStack.append(reverse) } else { undoStack.append(reverse) }
        }
        onChange?()
    }

    private func discard(_ groups: [Group]) {
        for group in groups { for step in group.actions { step.onDiscard?() } }
    }
}

/// What an editor's write does, decided from three versions of one value: the one the editor
/// started from (`base`: as it was handed over, or as this editor last wrote it), the user's
/// (`mine`) and the store's now (`theirs`, which another program may have changed meanwhile).
///
/// An editor writes only what the user changed: with nothing typed it never writes, so another
/// program's newer value stands; when both changed, the user's is written and the other kept to
/// be offered back (Undo), never overwritten without a word. Every editable list decides this way.
public enum EditMerge<Value: Equatable>: Equatable {
    /// The user changed nothing since `base` (or typed it back): nothing is written.
    case nothingTyped
    /// Only the user changed it, or both changed it alike: `mine` is written (if it differs).
    case write
    /// Both changed it, differently: `mine` is written and `theirs` is what it replaced.
    case overwrite(theirs: Value)

    /// The decision for these three versions.
    public init(base: Value, mine: Value, theirs: Value) {
        if mine == base {
            self = .nothingTyped
        } else if theirs == base || theirs == mine {
            self = .write
        } else {
            self = .overwrite(theirs: theirs)
        }
    }
}

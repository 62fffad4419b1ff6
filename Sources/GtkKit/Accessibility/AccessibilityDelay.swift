/// Every wait the screen-reader repairs make, in milliseconds, in one place. Each waits for
/// something GTK or the screen reader does first; docs/accessibility.md has the measurements.
package enum AccessibilityDelay {
    /// First focus set again after a window first becomes active: the accessibility registry's
    /// answer to GTK's asynchronous registration of the app.
    static let firstFocus = 500
    /// First focus set again after a registration the registry answered late: the screen reader
    /// taking in the registry's news of the app. Orca 48 remembers as dead the objects it heard
    /// from before the answer, and forgets that only as it handles the news; a focus event that
    /// came first was ignored (measured: docs/accessibility.md, "Where the repairs live").
    static let registryNews = 300
    /// A popped page kept (hidden) before it leaves the stack: the screen reader handling the
    /// focus's move to the page below, which it compares with the focus it had on the popped
    /// page (measured: docs/accessibility.md, "Where the repairs live"). At least this long, and
    /// then until the reader has taken in the move (`WindowAccessibility.readerWait(near:)`).
    static let poppedPage = 1000
    /// A deleted row that had the focus kept (hidden) before it leaves its list: the same wait,
    /// for the screen reader handling the key that deleted it, and the same wait for the reader.
    static let deletedRow = 1000
    /// A secondary window (About, shortcuts) shown after the primary menu: the menu handing the
    /// focus back to its button.
    static let secondaryWindow = 150
    /// An announcement written after a key press: that key press moving the focus too.
    static let announcement = 150
    /// An announcement written into the focused widget's description (GTK 4.8) only once the
    /// focus has been still this long: the screen reader finishing what it says of a widget that
    /// has just taken the focus: written before it had, the message was read with the row and
    /// again as the description's change (docs/accessibility.md has the figures).
    package static let focusSettle = 400
    /// With the screen reader's questions watched (`AccessibilityBusActivity`), the quiet after
    /// its last question that says it has finished with the newly focused widget: longer than the
    /// gaps between a reader's questions, shorter than its pauses (docs/accessibility.md).
    static let readerQuiet = 200
    /// …the wait for a first question, after which no screen reader is taken to be listening.
    static let readerSilence = 1500
    /// …and the longest wait, for a reader that never stops asking.
    static let readerLimit = 3000
    /// A widget's own description put back after the focus left it: the screen reader hearing
    /// that the focus moved.
    static let descriptionRestore = 300
    /// The rows beside a focused row registered: the focus settling, so nothing is said meanwhile.
    static let neighbourRegistration = 300
    /// The row after an inserted one announced again: GTK's cache entry for the new row, sent on
    /// the main loop's next turn.
    static let rowRepair = 0
}

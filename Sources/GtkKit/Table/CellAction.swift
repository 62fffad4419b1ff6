/// A message a table cell relays to whichever controller handles it — the typed form of the
/// Big Nerd Ranch guide's selector relay (`showImage:` becomes `showImage:atIndexPath:`, sent
/// only if the controller `respondsToSelector:`).
///
/// The cell calls ``TableViewCell/send(_:from:)``; GTK looks for the action up the widget tree from
/// the cell and finds the ``TableViewController`` that registered it with
/// ``TableViewController/handle(_:_:)``, which receives the cell's index path (or with
/// ``TableViewController/handle(_:withSender:)``, also the control the cell sent it from, as the
/// book's relay passes its sender). A cell never
/// knows its controller's class, and a controller that does not handle a message simply never
/// hears it.
///
/// The name is a string literal (an action name in GTK's syntax: letters, digits, "-" and "."),
/// so no text from data ever becomes an action name.
public struct CellAction: Hashable, Sendable {
    /// The action's name in the table's "cell" action group.
    public let name: String

    /// An action called `name`, such as `"show-image"`.
    public init(_ name: StaticString) { self.name = "\(name)" }
}

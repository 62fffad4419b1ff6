/// The widgets of one table section: an optional heading, then a box holding the space that stands
/// for the unbuilt rows above the window, the list of built rows, and the space for those below,
/// then an optional footer.
@MainActor
final class TableSectionView {
    /// The section's heading, if it has a title.
    let heading: Label?
    /// The rows built now (a `GtkListBox`).
    let list: ListBox
    /// Spacer, list, spacer: no spacing between them, so the spacers' heights are exactly the
    /// estimated heights of the rows they stand for.
    let box: Box
    /// Stands for the unbuilt rows above the window.
    let spaceAbove: Box
    /// Stands for the unbuilt rows below the window.
    let spaceBelow: Box
    /// The section's footer, if it has a title (under the box).
    var footer: Label?
    /// The delegate's view in place of the heading (above the box), if it gave one.
    var headerView: View?
    /// The delegate's view in place of the footer (at the end of the box), if it gave one.
    var footerView: View?

    /// A section's widgets: its heading, if any, its list, and the box with the spaces around it.
    init(heading: Label?, list: ListBox, box: Box, spaceAbove: Box, spaceBelow: Box) {
        self.heading = heading
        self.list = list
        self.box = box
        self.spaceAbove = spaceAbove
        self.spaceBelow = spaceBelow
    }
}

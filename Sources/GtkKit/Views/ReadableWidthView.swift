internal import CGtk

/// Holds one content view at a readable width: as wide as the view up to
/// ``TableView/readableContentWidth``, centred beyond it — libadwaita's `AdwClamp`, which GTK 4.8
/// has not, for pages that are not tables (a table follows the readable width itself). Its
/// height is the content's at that width, so it scrolls in a ``ScrollView`` as the content
/// would. Package-only: UIKit's counterpart is ``View/readableContentGuide``; this one needs no
/// constraints, for GtkKit's own pages.
@MainActor
package final class ReadableWidthView: View {
    private let content: View

    /// The view `init(content: View())` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    package required convenience init?(coder: Coder) {
        self.init(content: View())
    }

    /// A view holding `content` at a readable width.
    package init(content: View) {
        self.content = content
        super.init(frame: .zero)
        expandsHorizontally = true
        addSubview(content)
    }

    private func measure(_ orientation: GtkOrientation, forSize: Int) -> (minimum: Int, natural: Int) {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(content.widget, orientation, Int32(forSize), &minimum, &natural, nil, nil)
        return (Int(minimum), Int(natural))
    }

    override func measureSubviews(horizontal: Bool, forSize: Int) -> (minimum: Int, natural: Int) {
        if horizontal {
            let width = measure(GTK_ORIENTATION_HORIZONTAL, forSize: -1)
            return (width.minimum, max(width.minimum, min(width.natural, TableView.readableContentWidth)))
        }
        return measure(GTK_ORIENTATION_VERTICAL, forSize: forSize < 0 ? -1 : min(forSize, TableView.readableContentWidth))
    }

    override func allocateSubviews(width: Int, height: Int) {
        let minimum = measure(GTK_ORIENTATION_HORIZONTAL, forSize: -1).minimum
        let contentWidth = max(min(width, TableView.readableContentWidth), minimum)
        let x = max((width - contentWidth) / 2, 0)
        allocate(content, x: Double(x), y: 0, width: Double(contentWidth), height: Double(height))
    }
}

internal import CGtk

/// A split view controller's view: the primary column, a separator and the secondary column
/// side by side, laid out from its own width, which also decides whether the split view is
/// collapsed.
@MainActor
final class SplitContainerView: View {
    weak var controller: SplitViewController?
    /// The line between the columns (GNOME's sidebar border).
    let separator = View.wrapping(untyped(gtk_separator_new(GTK_ORIENTATION_VERTICAL)), ownership: .full)
    /// The width last laid out at, so a collapse is decided once per change.
    private var laidOutWidth = -1.0

    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    required convenience init?(coder: Coder) {
        self.init()
    }

    init() {
        super.init(frame: .zero)
        expandsHorizontally = true
        expandsVertically = true
        addSubview(separator)
        let keys = ShortcutController(global: false)
        keys.add("F6") { [weak self] in self?.controller?.focusOtherColumn() ?? false }
        addController(keys)
    }

    override func layoutSubviews() {
        guard let controller else { return }
        let size = bounds.size
        if size.width != laidOutWidth {
            laidOutWidth = size.width
            controller.containerDidResize(to: size)
        }
        let columns = controller.columnFrames(in: size, rightToLeft: isRightToLeft)
        separator.isVisible = columns.separator != nil
        if let line = columns.separator { separator.frame = line }
        if let primary = columns.primary, let view = controller.paneView(.primary) { view.frame = primary }
        if let secondary = columns.secondary, let view = controller.paneView(.secondary) { view.frame = secondary }
    }
}

internal import CGtk

/// UIKit's `UIPageControl`: a row of dots, one per page, the current one solid. It takes the
/// keyboard focus: Left and Right (mirrored in right to left), Home and End move between pages;
/// a click before or after the current dot goes back or forward one, as a tap does in UIKit.
/// Screen readers meet a slider described "Page 2 of 5" (GNOME has no page-dots control outside
/// libadwaita's carousel indicator, which takes no focus).
///
/// ```swift
/// let pages = PageControl()
/// pages.numberOfPages = 5
/// pages.accessibilityLabel = "Tour"
/// pages.addAction(Action { _ in tour.show(page: pages.currentPage) }, for: .valueChanged)
/// ```
@MainActor
public final class PageControl: Control {
    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init()
    }

    /// A control with no pages.
    public init() {
        View.adopt(gtkkit_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_SLIDER)!, ownership: .full)
        super.init(frame: .zero)
        gtk_box_set_spacing(pointer(), 8)
        isFocusable = true
        horizontalAlignment = .center
        verticalAlignment = .center
        addCSSClass("gtkkit-page-control")
        let keys = ShortcutController(global: false)
        keys.add("Left") { [weak self] in self?.userMoves(by: self?.isRightToLeft == true ? 1 : -1) ?? false }
        keys.add("Right") { [weak self] in self?.userMoves(by: self?.isRightToLeft == true ? -1 : 1) ?? false }
        keys.add("Home") { [weak self] in self?.userMoves(to: 0) ?? false }
        keys.add("End") { [weak self] in self?.userMoves(to: (self?.numberOfPages ?? 1) - 1) ?? false }
        addController(keys)
        addController(
            GestureClick(
                button: 1,
                onPressed: { [weak self] x, _ in
                    guard let self else { return }
                    _ = self.grabFocus()
                    let before = x < self.centreOfCurrentDot
                    _ = self.userMoves(by: before != self.isRightToLeft ? -1 : 1)
                }))
    }

    /// How many pages there are (UIKit's `numberOfPages`); a dot for each.
    public var numberOfPages = 0 {
        didSet {
            numberOfPages = max(numberOfPages, 0)
            rebuildDots()
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
            update()
        }
    }

    /// The page shown (UIKit's `currentPage`, from 0). Setting it sends no event, as in UIKit.
    public var currentPage = 0 {
        didSet {
            currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            update()
        }
    }

    /// Whether the control hides when there is only one page (UIKit's `hidesForSinglePage`).
    public var hidesForSinglePage = false {
        didSet { update() }
    }

    /// The dots, in page order.
    private var dots: [View] = []

    /// Moves by `step` pages at the user's request; true if the key was the control's.
    private func userMoves(by step: Int) -> Bool { userMoves(to: currentPage + step) }

    private func userMoves(to page: Int) -> Bool {
        guard numberOfPages > 0 else { return false }
        let target = min(max(page, 0), numberOfPages - 1)
        guard target != currentPage else { return true }
        currentPage = target
        sendActions(for: .valueChanged)
        return true
    }

    /// Where the current dot's centre is, across the control.
    private var centreOfCurrentDot: Double {
        guard dots.indices.contains(currentPage) else { return bounds.width / 2 }
        let frame = dots[currentPage].frame
        return frame.minX + frame.width / 2
    }

    private func rebuildDots() {
        while dots.count > numberOfPages { gtk_box_remove(pointer(), dots.removeLast().widget) }
        while dots.count < numberOfPages {
            let dot = Image(iconName: "media-record-symbolic")
            dot.pixelSize = 8
            dot.accessibilityElementsHidden = true
            gtk_box_append(pointer(), dot.widget)
            dots.append(dot)
        }
    }

    private func update() {
        for (index, dot) in dots.enumerated() { dot.alpha = index == currentPage ? 1 : 0.35 }
        isVisible = !(hidesForSinglePage && numberOfPages <= 1)
        let text = accessibilityPageText
        // GTK exposes AT-SPI's Value only for widgets that are ranges in GTK's own terms (a
        // scale, a spin button; GtkAccessibleRange from 4.10), never for a box: measured on GTK
        // 4.8 and 4.18. So the page is the description, which screen readers say on focus.
        AccessibleDescription.set(text, on: widget)
    }

    /// What a screen reader says of the page shown ("Page 2 of 5").
    package var accessibilityPageText: String {
        gettextString(format: "Page %1$@ of %2$@", String(currentPage + 1), String(numberOfPages))
    }
}

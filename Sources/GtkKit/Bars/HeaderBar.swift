internal import CGtk
import Foundation

/// A `GtkHeaderBar` with a title label and start / end slots (UIKit's `UINavigationBar`).
///
/// UI tests find it as a navigation bar by its title (`app.navigationBars["Details"]`), as
/// XCUITest finds UIKit's: GTK leaves a header bar an unnamed panel, so GtkKit publishes it
/// beside the accessibility tree with the identifiers (see ``View/accessibilityIdentifier``).
@MainActor
public final class HeaderBar: View {
    /// The centred title.
    public let titleLabel = Label()
    private var packed: [View] = []
    /// Whether large titles were asked for (UIKit's `prefersLargeTitles`; see HeaderBar+UIKit.swift).
    public var prefersLargeTitles = false {
        didSet { applyTitleAttributes() }
    }
    /// Whether the bar was asked to be see-through (UIKit's `isTranslucent`): GNOME's header
    /// bars are opaque, so it stays opaque.
    public var isTranslucent = true
    /// The title's attributes (UIKit's `titleTextAttributes`): its font and colour are applied.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { applyTitleAttributes() }
    }
    /// A large title's attributes (UIKit's `largeTitleTextAttributes`): the title is the header
    /// bar's, so these apply to it when ``prefersLargeTitles`` is on.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { applyTitleAttributes() }
    }

    /// The bar's look (UIKit's `standardAppearance`), copied when set as UIKit copies it: its
    /// background, the line under it and the title's attributes. GNOME's header bar looks the
    /// same however far the content is scrolled and at any height, so this one is drawn.
    public var standardAppearance = NavigationBarAppearance() {
        didSet {
            standardAppearance = standardAppearance.copy()
            setsStandardAppearance = true
            applyAppearance()
        }
    }
    /// The look UIKit shows with the content scrolled to its top (UIKit's
    /// `scrollEdgeAppearance`); kept, and drawn only when no standard one was set (see
    /// ``standardAppearance``).
    public var scrollEdgeAppearance: NavigationBarAppearance? {
        didSet {
            scrollEdgeAppearance = scrollEdgeAppearance?.copy()
            applyAppearance()
        }
    }
    /// The look UIKit shows in a compact height (UIKit's `compactAppearance`); kept, not drawn.
    public var compactAppearance: NavigationBarAppearance?
    /// Whether an app set ``standardAppearance``.
    private var setsStandardAppearance = false
    /// The class the drawn appearance's declarations are worn by.
    private var appearanceClass: String?

    /// Wears the drawn appearance: the standard one, or the scroll edge one when only that was set.
    private func applyAppearance() {
        if let appearanceClass { removeCSSClass(appearanceClass) }
        appearanceClass = nil
        let drawn = scrollEdgeAppearance.map { edge in setsStandardAppearance ? standardAppearance : edge } ?? standardAppearance
        titleTextAttributes = drawn.titleTextAttributes.isEmpty ? nil : drawn.titleTextAttributes
        largeTitleTextAttributes = drawn.largeTitleTextAttributes.isEmpty ? nil : drawn.largeTitleTextAttributes
        let declarations = drawn.barDeclarations
        guard !declarations.isEmpty else { return }
        let name = ViewStyle.className(for: declarations.joined(separator: "; "))
        appearanceClass = name
        addCSSClass(name)
    }

    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init()
    }

    /// Creates a header bar showing `title`.
    public init(title: String = "") {
        View.adopt(untyped(gtk_header_bar_new()), ownership: .full)
        super.init(frame: .zero)
        titleLabel.text = title
        titleLabel.addCSSClass("title")
        titleLabel.ellipsizeAtEnd()
        gtk_header_bar_set_title_widget(opaque, titleLabel.widget)
        AccessibilityIdentifiers.shared.register(navigationBar: self)
    }

    /// The title text.
    public var title: String {
        get { titleLabel.text }
        set {
            titleLabel.text = newValue
            tellTitle()
        }
    }

    /// Told the new title whenever it is set (the window hosting the bar follows it).
    var onTitleChange: (@MainActor (String) -> Void)?

    /// While true, the hosting window keeps its old title; it is told the current one when this
    /// becomes false. A navigation controller holds it for a slide, so the window's new name
    /// reaches a screen reader with the focus that follows the slide: on its own, Orca 48 says a
    /// window's new name, and then again as the name of the page the focus lands in.
    var holdsWindowTitle = false {
        didSet { if oldValue, !holdsWindowTitle { tellTitle() } }
    }

    private func tellTitle() {
        if !holdsWindowTitle { onTitleChange?(titleLabel.text) }
    }

    private var itemWidgets: (leading: [View], trailing: [View]) = ([], [])

    /// Shows a controller's header content: `title` (or `titleView` in its place), `leading`
    /// widgets after whatever was packed at the start before (a Back button), and `trailing`
    /// widgets at the end — replacing the items the last call showed, and nothing else.
    func showItems(title: String, titleView: View?, leading: [View], trailing: [View]) {
        // The order screen readers have always met: the title first, the items, then the window
        // title (its name change reaches Orca after the header's own changes).
        titleLabel.text = title
        setTitleWidget(titleView)
        for widget in itemWidgets.leading + itemWidgets.trailing { remove(widget) }
        itemWidgets = (leading, trailing)
        for widget in trailing.reversed() { packEnd(widget) }
        for widget in leading { packStart(widget) }
        applyContentHidden()
        tellTitle()
    }

    /// Hides (or shows again) everything packed and the title, leaving the window's own buttons
    /// (a navigation controller's hidden navigation bar). The widgets keep their own visibility:
    /// each is only taken off screen by its parent (GTK's child visibility).
    func setContentHidden(_ hidden: Bool) {
        contentHidden = hidden
        applyContentHidden()
    }
    private var contentHidden = false

    private func applyContentHidden() {
        for widget in packed + [customTitle ?? titleLabel] { gtk_widget_set_child_visible(widget.widget, (!contentHidden).gboolean) }
    }

    /// Shows `widget` in place of the title label (nil restores the label).
    public func setTitleWidget(_ widget: View?) {
        customTitle = widget
        gtk_header_bar_set_title_widget(opaque, (widget ?? titleLabel).widget)
    }
    private var customTitle: View?

    /// The title's view shown: the custom one, or the title label.
    var shownTitleView: View { customTitle ?? titleLabel }

    /// Packs a widget at the start (left in left-to-right locales).
    public func packStart(_ child: View) {
        packed.append(child)
        gtk_header_bar_pack_start(opaque, child.widget)
        gtk_widget_set_child_visible(child.widget, (!contentHidden).gboolean)
        AccessibleRegistration.registerWhenMapped(child)
    }

    /// Packs a widget at the end.
    public func packEnd(_ child: View) {
        packed.append(child)
        gtk_header_bar_pack_end(opaque, child.widget)
        gtk_widget_set_child_visible(child.widget, (!contentHidden).gboolean)
        AccessibleRegistration.registerWhenMapped(child)
    }

    /// Removes a packed widget.
    public func remove(_ child: View) {
        guard let index = packed.firstIndex(where: { $0 === child }) else { return }
        gtk_header_bar_remove(opaque, child.widget)
        gtk_widget_set_child_visible(child.widget, 1) // elsewhere, it shows as its own visibility says
        packed.remove(at: index)
    }
}

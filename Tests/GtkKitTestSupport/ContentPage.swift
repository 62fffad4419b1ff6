import CGtk
import GtkKit
import XCTest

/// A screen whose view is a given widget, for tests that lay a view out in a real window.
@MainActor
public final class ContentPage: ViewController {
    /// The page's view.
    public let content: View

    /// A page showing `content`.
    public init(_ content: View) {
        self.content = content
        super.init()
    }

    required init?(coder: Coder) { nil }

    public override func loadView() { view = content }
}

extension GtkTestCase {
    /// Shows `content` at the top left of a new window, at least `width` × `height`, in right to
    /// left if asked; returns the window once the content is laid out at that width.
    @MainActor
    public func show(_ content: View, width: Int = 400, height: Int = 300, rightToLeft: Bool = false) -> Window {
        if rightToLeft { Self.setRightToLeft(content.widget) }
        content.setMinimumSize(width: width, height: height)
        content.horizontalAlignment = .start
        content.verticalAlignment = .start
        let window = presentInWindow(ContentPage(content))
        XCTAssertTrue(pump(until: { content.bounds.width == Double(width) }), "laid out at \(width): \(content.bounds)")
        return window
    }

    /// Lays `widget` and everything in it out right to left (GTK 4's direction is each widget's
    /// own: a child does not inherit its parent's).
    @MainActor
    public static func setRightToLeft(_ widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_set_direction(widget, GTK_TEXT_DIR_RTL)
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            setRightToLeft(current)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}

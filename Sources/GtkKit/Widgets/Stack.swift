package import CGtk

/// A `GtkStack`: several pages, one visible, switched with a transition.
///
/// GtkStack keeps no history; ``NavigationController`` keeps the navigation stack itself.
@MainActor
public final class Stack: View {
    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init()
    }

    /// Creates an empty stack.
    public init() {
        View.adopt(untyped(gtk_stack_new()), ownership: .full)
        super.init(frame: .zero)
    }

    /// Adds `child` as an untitled page.
    public func addPage(_ child: View) {
        gtk_stack_add_child(opaque, child.widget)
    }

    /// Adds `child` as a page called `name`, with a title (shown by a stack switcher).
    public func addPage(_ child: View, name: String, title: String? = nil) {
        gtk_stack_add_titled(opaque, child.widget, name, title)
    }

    /// Names a page for screen readers (otherwise announced by its class name, "GtkStackPage").
    public func setAccessibleLabel(_ label: String, forPage child: View) {
        guard let page = gtk_stack_get_page(opaque, child.widget) else { return }
        gtkkit_accessible_set_string(UnsafeMutableRawPointer(page), GTK_ACCESSIBLE_PROPERTY_LABEL, label)
    }

    /// Names every page of every `GtkStack` inside `root` — stacks GTK builds into its own widgets
    /// (a popover menu, the shortcuts window) — so a screen reader says `name`, not "GtkStackPage".
    static func nameInternalPages(under root: UnsafeMutablePointer<GtkWidget>, _ name: String) {
        var pending = [root]
        while let widget = pending.popLast() {
            if Bool(gboolean: gtkkit_is_a(widget, gtk_stack_get_type())), let pages = gtk_stack_get_pages(OpaquePointer(widget)) {
                for index in 0..<g_list_model_get_n_items(pages) {
                    guard let page = g_list_model_get_item(pages, index) else { continue }
                    gtkkit_accessible_set_string(page, GTK_ACCESSIBLE_PROPERTY_LABEL, name)
                    g_object_unref(page)
                }
                g_object_unref(UnsafeMutableRawPointer(pages))
            }
            pending.append(contentsOf: WidgetChildren(of: widget))
        }
    }

    /// Removes a page.
    public func removePage(_ child: View) {
        gtk_stack_remove(opaque, child.widget)
    }

    /// Whether `child` is one of the stack's pages.
    public func hasPage(_ child: View) -> Bool {
        gtk_widget_get_parent(child.widget) == widget
    }

    /// The page a child is shown in (its title, icon and badge properties live there).
    package func page(for child: View) -> OpaquePointer? {
        gtk_stack_get_page(opaque, child.widget)
    }

    /// How the stack animates from one page to the next (a subset of `GtkStackTransitionType`).
    public enum Transition: Sendable, CaseIterable {
        /// No animation.
        case none
        /// The old page fades into the new one.
        case crossfade
        /// The new page slides in from the right (a navigation push).
        case slideLeft
        /// The new page slides in from the left (a navigation pop).
        case slideRight
        /// The new page slides in from below.
        case slideUp
        /// The new page slides in from above.
        case slideDown

        var gtkValue: GtkStackTransitionType {
            switch self {
            case .none: GTK_STACK_TRANSITION_TYPE_NONE
            case .crossfade: GTK_STACK_TRANSITION_TYPE_CROSSFADE
            case .slideLeft: GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT
            case .slideRight: GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT
            case .slideUp: GTK_STACK_TRANSITION_TYPE_SLIDE_UP
            case .slideDown: GTK_STACK_TRANSITION_TYPE_SLIDE_DOWN
            }
        }
    }

    /// Shows `child` with the given transition (skipped when animations are off system-wide).
    public func show(_ child: View, transition: Transition) {
        gtk_stack_set_transition_type(opaque, transition.gtkValue)
        gtk_stack_set_visible_child(opaque, child.widget)
    }

    /// Whether `child` is the page shown now.
    public func isVisibleChild(_ child: View) -> Bool { gtk_stack_get_visible_child(opaque) == child.widget }

    /// The visible page's widget.
    package var visibleChild: UnsafeMutablePointer<GtkWidget>? { gtk_stack_get_visible_child(opaque) }

    /// Whether a transition animation is running now.
    public var isTransitionRunning: Bool { Bool(gboolean: gtk_stack_get_transition_running(opaque)) }

    /// Transition length in milliseconds.
    public var transitionDuration: Int {
        get { Int(gtk_stack_get_transition_duration(opaque)) }
        set { gtk_stack_set_transition_duration(opaque, UInt32(clamping: max(0, newValue))) }
    }
}

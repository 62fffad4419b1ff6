internal import CGtk

/// A top-level `GtkApplicationWindow` presenting a root view controller.
///
/// The root's header becomes the window's title bar, wherever it comes from: a
/// ``NavigationController`` root's own; with a ``TabBarController`` root, the selected tab's
/// navigation controller's (UIKit's usual shape: a navigation stack in each tab), or the tab bar
/// controller's own showing its title and items and the selected tab's. The window title follows
/// the header's title. GtkKit's style classes are installed with the first root, and a window
/// given no size opens at 560 × 640. When the window is destroyed it releases its root
/// controller, so closing the window frees every controller.
@MainActor
public final class Window: View {
    /// The controller whose view fills the window.
    public var rootViewController: ViewController? {
        didSet { install(oldValue) }
    }

    /// The window's undo and redo stacks (UIKit's `undoManager`), made on first use with
    /// Ctrl+Z and Ctrl+Shift+Z bound to them from anywhere in the window — except in a text field
    /// or text view, where the keys stay the widget's own text undo.
    public private(set) lazy var undoManager: UndoManager = makeUndoManager()

    private var appeared = false
    /// The window's screen-reader repairs (`Accessibility/`), made when it is first presented.
    private(set) lazy var accessibility = WindowAccessibility(window: self)

    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init()
    }

    /// Creates a window belonging to `application` (which keeps running while it is open).
    public convenience init(application: Application?) {
        if let application {
            self.init(borrowing: untyped(gtk_application_window_new(application.pointer())))
        } else {
            self.init(borrowing: untyped(gtk_window_new()))
        }
    }

    /// A window of the running application (``Application/shared``), so the app runs while it is
    /// open, as every `UIWindow` belongs to its app; a plain window when none runs yet.
    public convenience init() {
        self.init(application: Application.shared)
    }

    /// A window that opens at `frame`'s size (UIKit's `UIWindow(frame:)`, usually the screen's
    /// bounds). GNOME's convention wins for the rest: the desktop places windows, and a window as
    /// big as the screen opens at that size, no larger than the largest monitor.
    public override convenience init(frame: Rect) {
        self.init()
        if frame.size.width > 0, frame.size.height > 0 { setDefaultSize(width: Int(frame.size.width), height: Int(frame.size.height)) }
    }

    /// Wraps a `GtkWindow` that GTK owns (it keeps top-level windows in its toplevel list): the
    /// wrapper borrows a reference of its own.
    package init(borrowing window: UnsafeMutableRawPointer) {
        View.adopt(window, ownership: .none)
        super.init(frame: .zero)
        // gtk_window_destroy only disposes the window once its last reference goes, and this wrapper
        // holds one, so "destroy" would never fire. It does unrealize the window after taking it off
        // GTK's toplevel list: that is the moment the window is gone for good.
        connect("unrealize") { [weak self] in
            guard let self, !self.isToplevel else { return }
            self.windowDestroyed()
        }
    }

    /// The window title (shown by the desktop's task switcher).
    public var title: String {
        get { gtk_window_get_title(pointer()).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(pointer(), newValue) }
    }

    /// Sets the size the window opens at, no larger than the largest monitor: a size remembered
    /// from a larger screen (or from a window something once widened) never opens the window past
    /// the screen's edge, where its header's buttons cannot be reached.
    public func setDefaultSize(width: Int, height: Int) {
        let screen = Self.largestMonitorSize()
        let width = screen.map { min(width, $0.width) } ?? width
        let height = screen.map { min(height, $0.height) } ?? height
        gtk_window_set_default_size(pointer(), Int32(clamping: width), Int32(clamping: height))
    }

    /// The largest monitor's size in logical pixels, or nil if the display reports none (yet).
    /// Before the window is shown GTK cannot say which monitor it will be on; the largest one is
    /// the bound that never shrinks a window the user sized on it.
    static func largestMonitorSize() -> (width: Int, height: Int)? {
        guard let display = gdk_display_get_default(), let monitors = gdk_display_get_monitors(display) else { return nil }
        var largest: (width: Int, height: Int)?
        for index in 0..<g_list_model_get_n_items(monitors) {
            guard let item = g_list_model_get_item(monitors, index) else { continue }
            defer { g_object_unref(item) }
            var geometry = GdkRectangle()
            gdk_monitor_get_geometry(OpaquePointer(item), &geometry)
            let size = (width: Int(geometry.width), height: Int(geometry.height))
            guard size.width > 0, size.height > 0 else { continue }
            if largest.map({ size.width * size.height > $0.width * $0.height }) ?? true { largest = size }
        }
        return largest
    }

    /// Shows the window and raises it; the root controller gets its appearance calls. A window
    /// with a root controller and no size set opens at 560 × 640 rather than GTK's smallest.
    public func present() {
        if rootViewController != nil, defaultSize.width <= 0, defaultSize.height <= 0 { setDefaultSize(width: 560, height: 640) }
        let root = rootViewController
        let firstAppearance = !appeared
        appeared = true
        if firstAppearance { root?.viewWillAppear(false) }
        // viewDidAppear once the window is really shown, which for a secondary window is later.
        accessibility.present { [weak self] in
            guard firstAppearance else { return }
            root?.viewDidAppear(false)
            let appeared = self?.onFirstAppearance
            self?.onFirstAppearance = nil
            appeared?()
        }
        followTraits()
    }

    /// Adds a window action ("win.<name>"), e.g. "close" for Ctrl+W; the window keeps it.
    public func addAction(_ action: Action) {
        actions.append(action)
        if Bool(gboolean: gtkkit_is_a(raw, gtk_application_window_get_type())) {
            g_action_map_add_action(OpaquePointer(raw), OpaquePointer(action.raw))
        } else {
            // A window without an application has no "win" group of its own: give it one.
            if windowActions == nil {
                let group = Object(untyped(g_simple_action_group_new()), ownership: .full)
                gtk_widget_insert_action_group(widget, "win", OpaquePointer(group.raw))
                windowActions = group
            }
            g_action_map_add_action(OpaquePointer(windowActions!.raw), OpaquePointer(action.raw))
        }
    }
    private var actions: [Action] = []
    private var windowActions: Object?
    /// The scene the window belongs to (UIKit's `windowScene`), when made with
    /// ``init(windowScene:)``.
    public internal(set) weak var windowScene: WindowScene?

    /// Runs once, after the root controller's first `viewDidAppear` (a modal presentation's end).
    var onFirstAppearance: (@MainActor () -> Void)?
    /// The frame clock whose layouts tell the root controller's traits (Window+Traits.swift).
    let traitWatch = KeptWatch()
    /// A trait change found during a layout, given to the controllers just after it.
    let traitUpdate = PutOffStep()
    /// Showing or hiding header items for the window's width, after a layout.
    let itemWidthCheck = PutOffStep()

    /// The window's size now (the size the user gave it, not counting maximizing).
    public var defaultSize: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(pointer(), &width, &height)
        return (Int(width), Int(height))
    }

    /// Whether the window is maximized.
    public var isMaximized: Bool {
        get { Bool(gboolean: gtk_window_is_maximized(pointer())) }
        set { newValue ? gtk_window_maximize(pointer()) : gtk_window_unmaximize(pointer()) }
    }

    /// Called when the user (or ``close()``) asks the window to close, before it is destroyed.
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Void) {
        connect(
            "close-request",
            returning: {
                handler()
                return false
            })
    }

    /// Asks the window to close, as the close button does.
    public func close() { gtk_window_close(pointer()) }

    /// Whether the window is still one of GTK's top-level windows (false once destroyed).
    public var isToplevel: Bool { Window.isToplevel(self) }

    /// Whether `window` (any GtkWindow wrapper) is still one of GTK's top-level windows.
    package static func isToplevel(_ window: Object) -> Bool {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        return g_list_find(list, window.raw) != nil
    }

    /// The window this one stays above and is centred on (a dialog's parent), if any. A window
    /// given a parent that belongs to an application joins that application too.
    public var transientParent: Window? {
        get { gtk_window_get_transient_for(pointer()).flatMap { Object.wrapper(of: $0) as? Window } }
        set {
            gtk_window_set_transient_for(pointer(), newValue?.pointer())
            if let newValue { Window.joinApplication(of: newValue.pointer(), window: pointer()) }
        }
    }

    /// Makes `window` one of the application's windows that `parent` belongs to, if it is in
    /// none. On Wayland a window's app ID is its application's ID, or the program's name when it
    /// has none, and the desktop groups windows, icons and the desktop file by it: a dialog left
    /// outside showed as another program ("segue", not the app's ID, under sway).
    static func joinApplication(of parent: UnsafeMutablePointer<GtkWindow>, window: UnsafeMutablePointer<GtkWindow>) {
        guard gtk_window_get_application(window) == nil, let application = gtk_window_get_application(parent) else { return }
        gtk_window_set_application(window, application)
    }

    /// Whether the window blocks input to its ``transientParent`` while it is open.
    public var isModal: Bool {
        get { Bool(gboolean: gtk_window_get_modal(pointer())) }
        set { gtk_window_set_modal(pointer(), newValue.gboolean) }
    }

    /// Whether a modal dialog is open over this window.
    public var hasModalDialog: Bool {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var node = list
        while let current = node {
            let candidate = current.pointee.data.assumingMemoryBound(to: GtkWindow.self)
            if gtk_window_get_transient_for(candidate) == pointer(),
                Bool(gboolean: gtk_window_get_modal(candidate)),
                Bool(gboolean: gtk_widget_get_visible(UnsafeMutableRawPointer(candidate).assumingMemoryBound(to: GtkWidget.self)))
            {
                return true
            }
            node = current.pointee.next
        }
        return false
    }

    private func install(_ old: ViewController?) {
        old?.place.root(of: nil)
        hostedHeader?.onTitleChange = nil
        hostedHeader = nil
        guard let root = rootViewController else {
            gtk_window_set_child(pointer(), nil)
            return
        }
        // A GtkKit app looks right with no set-up call: tables' borders, tab badges.
        StyleSheet.install()
        root.place.root(of: self)
        gtk_window_set_child(pointer(), root.view.widget)
        refreshTitlebar()
    }

    /// The header bar shown as the title bar now, if the root hosts one.
    private var hostedHeader: HeaderBar?
    /// Holds the title bar when it can change (a tab bar controller root: each tab's navigation
    /// controller has its own header). Setting a new title bar on a shown window makes GTK hide,
    /// unrealize and show it again; swapping the child of a title bar that stays does not.
    private var titlebarSlot: Box?

    /// Shows the root's current header as the title bar (after a tab switch) and follows its title.
    func refreshTitlebar() {
        guard let root = rootViewController else { return }
        let header = root.headerHost
        guard header !== hostedHeader || header == nil else { return }
        hostedHeader?.onTitleChange = nil
        hostedHeader = header
        guard let header else {
            title = root.title ?? ""
            return
        }
        if root is NavigationController {
            gtk_window_set_titlebar(pointer(), header.widget) // the header never changes
        } else {
            let slot = titlebarSlot ?? Box(.vertical)
            if titlebarSlot == nil {
                titlebarSlot = slot
                gtk_window_set_titlebar(pointer(), slot.widget)
            }
            for child in slot.children { slot.remove(child) }
            slot.append(header)
        }
        header.onTitleChange = { [weak self] title in self?.title = title }
        title = header.title
    }

    var isRetainedWhileOpen: Bool {
        get { Self.retainedWhileOpen.contains { $0 === self } }
        set { if newValue, !isRetainedWhileOpen { Self.retainedWhileOpen.append(self) } }
    }

    /// Windows GtkKit opened for the app and keeps until they close (dialogs, builder windows).
    private static var retainedWhileOpen: [Window] = []

    /// Keeps this wrapper, and so its handlers, until the window is destroyed: for windows the
    /// app opens and forgets (About, the shortcuts window).
    package func retainWhileOpen() {
        isRetainedWhileOpen = true
    }

    /// Destroys the window (`gtk_window_destroy`) and forgets it at once, shown or not: GTK sends
    /// no "unrealize" for a window destroyed before it was shown (an alert dismissed while it
    /// waited to open), which must then neither stay retained nor open later.
    package func destroy() {
        let wasRealized = Bool(gboolean: gtk_widget_get_realized(widget))
        gtk_window_destroy(pointer())
        if !wasRealized { windowDestroyed() }
    }

    private func windowDestroyed() {
        Self.retainedWhileOpen.removeAll { $0 === self }
        if appeared {
            rootViewController?.viewWillDisappear(false)
            rootViewController?.viewDidDisappear(false)
            appeared = false
        }
        rootViewController = nil
    }
}

internal import CGtk

/// Asked for a view's context menu when the user opens it (UIKit's
/// `UIContextMenuInteractionDelegate`).
@MainActor
public protocol ContextMenuInteractionDelegate: AnyObject {
    /// The menu to show for a press at `location` (in the view's coordinates; its centre when the
    /// keyboard opened it); nil shows none.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point)
        -> ContextMenuConfiguration?
}

/// A context menu on any view (UIKit's `UIContextMenuInteraction`), opened as GNOME opens one: a
/// right click, a long press on a touch screen, or — with the focus in the view — the Menu key
/// or Shift+F10; a popover of the configuration's actions at the place, which Escape closes and
/// which gives the focus back to the view. GNOME has no preview (see
/// ``ContextMenuConfiguration``).
///
/// ```swift
/// view.addInteraction(ContextMenuInteraction(delegate: self))
/// ```
@MainActor
public final class ContextMenuInteraction: Interaction {
    /// Asked for the menu each time it opens (weak, as UIKit's).
    public private(set) weak var delegate: (any ContextMenuInteractionDelegate)?
    /// The view the interaction is on.
    public private(set) weak var view: View?
    private var controllers: [EventController] = []
    private lazy var menu = ContextMenuPopover(accessibilityLabel: gettextString("Context Menu"))

    /// An interaction asking `delegate` for its menu (UIKit's `init(delegate:)`).
    public init(delegate: any ContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    /// Part of ``Interaction``: nothing to do before a move.
    public func willMove(to view: View?) {
        if let old = self.view { for controller in controllers { old.removeController(controller) } }
        controllers = []
    }

    /// Part of ``Interaction``: installs the right click, the long press and the keys on `view`.
    public func didMove(to view: View?) {
        self.view = view
        guard let view else { return }
        let keys = ShortcutController(global: false)
        for accelerator in ["Menu", "<Shift>F10"] {
            keys.add(accelerator) { [weak self] in self?.open(at: nil) ?? false }
        }
        let click = GestureClick(button: 3, onPressed: { [weak self] x, y in self?.open(at: Point(x: x, y: y)) })
        let press: EventController = EventController(untyped(gtk_gesture_long_press_new()), ownership: .full)
        gtk_gesture_single_set_touch_only(press.opaque, 1)
        press.connect("pressed", pair: { [weak self] x, y in self?.open(at: Point(x: x, y: y)) })
        controllers = [keys, click, press]
        for controller in controllers { view.addController(controller) }
    }

    /// Opens the menu at `point` (the view's centre when nil); false when there is nothing to
    /// offer, so the key goes on.
    @discardableResult
    func open(at point: Point?) -> Bool {
        guard let view, let delegate else { return false }
        let location = point ?? Point(x: view.bounds.width / 2, y: view.bounds.height / 2)
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location) else { return false }
        let actions = configuration.actions().map { action in
            (
                title: action.title, iconName: action.image, destructive: action.attributes.contains(.destructive),
                run: { @MainActor in action.perform() }
            )
        }
        guard !actions.isEmpty else { return false }
        menu.show(actions, for: view, at: point, in: Self.container(for: view))
        return true
    }

    /// The view the menu's popover belongs to: the nearest view that holds subviews (a popover
    /// needs a parent that lays out others), from `view` up.
    private static func container(for view: View) -> View {
        var candidate: View? = view
        while let current = candidate {
            if current.isContainer { return current }
            candidate = current.superview
        }
        return view
    }
}

internal import CGtk
import Foundation

/// The base of every screen, after UIKit's `UIViewController`.
///
/// The view is loaded lazily: the first read of ``view`` calls ``loadView()`` and then
/// ``viewDidLoad()``, once. The four appearance methods are called by the container
/// (``NavigationController``, ``Window``) every time the view is shown or hidden, in UIKit's order:
/// on a push, the old top's `viewWillDisappear` then the new top's `viewWillAppear`, and once the
/// transition ends the old top's `viewDidDisappear` then the new top's `viewDidAppear`.
@MainActor
open class ViewController {
    /// Creates a controller; its view is not loaded until first used.
    public init() {}

    /// A controller whose view is loaded from the xib `nibName` in `bundle` (UIKit's
    /// `init(nibName:bundle:)`): its top-level view, connected to the controller as its File's
    /// Owner (the `view` outlet, and the other outlets and actions). A nil name is the xib named
    /// for the class, as UIKit looks for it (`DetailView.xib`, then `DetailViewController.xib`);
    /// with none, the view is an empty ``View``. Only a controller made this way looks for a xib:
    /// ``init()`` does not search the disk at every screen. Overriding ``loadView()`` replaces it.
    public init(nibName: String?, bundle: Bundle?) {
        source.loadNib(named: nibName, in: bundle)
    }

    /// Where the view and the segues come from (a xib, a storyboard scene); changed through its
    /// own methods (`ViewSource`).
    var source = ViewSource()

    /// The name of the xib the view is loaded from (UIKit's `nibName`), if one was given.
    public var nibName: String? { source.nibName }
    /// The bundle the xib is found in (UIKit's `nibBundle`); nil for the app's own.
    public var nibBundle: Bundle? { source.nibBundle }

    /// A controller made from `coder` (UIKit's `init?(coder:)`): as ``init()`` makes; the
    /// coder's values are the subclass's to read. Required, as in UIKit, because an interface
    /// file names a controller's class and makes it through this initialiser: a controller with
    /// a designated initialiser of its own implements it too, returning nil if it cannot be
    /// made from a file.
    public required init?(coder: Coder) {}

    /// The title shown in the header bar while this controller is on top.
    open var title: String? {
        didSet { headerContentDidChange() }
    }

    /// The controller above this one and how it holds this one, its children, its split view and
    /// whether it is moving onto or off a stack (see `ParentLink`; read through ``parent`` and the
    /// containers' names in ViewController+Containment.swift).
    var parentLink = ParentLink()

    /// This controller's tab: title, icon and badge (created on first use, titled after ``title``;
    /// UIKit's `tabBarItem`, replaced as a whole with a system item or one with a picture).
    public var tabBarItem: TabBarItem {
        get {
            if let item = storedTabBarItem { return item }
            let item = TabBarItem(title: defaultTabBarTitle)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            tabParent?.tabBarItemReplaced(of: self)
        }
    }
    private var storedTabBarItem: TabBarItem?

    /// What this controller shows in the header bar while it is on screen: title, title view,
    /// left and right items, the Back button (UIKit's `navigationItem`).
    public private(set) lazy var navigationItem = NavigationItem(owner: self)

    // MARK: Hosting the header (see ViewController+Header.swift)

    /// What the header bar hosting this controller shows for it (a tab bar controller adds its
    /// selected tab's items to its own).
    var headerContent: HeaderContent { ownHeaderContent }
    /// The header bar this controller brings, if it hosts one: a navigation controller's own; a
    /// tab bar controller's selected tab's, or its own. nil for a plain page, which is shown in its
    /// container's header.
    var headerHost: HeaderBar? { nil }
    /// What this controller knows of its window: the window it is the root of, its traits, the
    /// focus to restore, the undo manager last seen; changed through its own methods
    /// (`WindowPlace`).
    var place = WindowPlace()
    /// The window whose root this controller is (see `WindowPlace`).
    var hostWindow: Window? { place.hostWindow }
    /// The title a tab gets when its item has none set: the controller's title (a navigation
    /// controller's: its root controller's, as in UIKit).
    var defaultTabBarTitle: String { title ?? "" }

    /// A header property changed: whichever container shows this controller's header updates it.
    func headerContentDidChange() {
        navigationController?.childTitleDidChange(self)
        tabParent?.tabHeaderDidChange(self)
        owningSplitViewController?.columnHeaderDidChange(self)
    }

    /// The root widget of this screen, loaded on first access.
    public var view: View {
        get {
            loadViewIfNeeded()
            return source.view!
        }
        set { source.loaded(newValue) }
    }

    /// Whether ``view`` has been loaded.
    public var isViewLoaded: Bool { source.view != nil }

    /// The view if it is loaded, without loading it (UIKit's `viewIfLoaded`).
    public var viewIfLoaded: View? { source.view }

    /// The window showing this controller: the window whose root is this controller or one of its
    /// containers (a modal's window for a presented controller); nil while it is in none.
    public var window: Window? { outermostContainer.hostWindow }

    // MARK: Modal presentation and moving (see ViewController+Presentation.swift)

    /// This controller's part in modal presentation, both sides; changed through its own methods
    /// (`PresentationLink`, set by `ViewController+Presentation.swift` and the presentations).
    var presentation = PresentationLink()
    /// The controller this one presented modally and that is still shown (UIKit's
    /// `presentedViewController`); this controller keeps it.
    public var presentedViewController: ViewController? { presentation.presented }
    /// The controller that presented this one — or this one's navigation or tab bar controller —
    /// modally (UIKit's `presentingViewController`).
    public var presentingViewController: ViewController? {
        presenter ?? parentLink.controller?.presentingViewController
    }
    /// The controller that presented this one, while it is presented.
    var presenter: ViewController? { presentation.presenter }
    /// The window and bookkeeping of this controller's modal presentation, while it is presented.
    var modalPresentation: ModalPresentation? { presentation.modal }
    /// The popover this controller is presented in, while it is (see ``ModalPresentationStyle/popover``).
    var popoverPresentation: PopoverPresentation? { presentation.popover }
    /// How ``present(_:animated:completion:)`` shows this controller (UIKit's
    /// `modalPresentationStyle`); set it before presenting.
    public var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// The size this controller would like when shown as a form sheet or a popover (UIKit's
    /// `preferredContentSize`); zero leaves the style's own size.
    public var preferredContentSize: Size = .zero
    /// Whether only the app can dismiss this presented controller (UIKit's
    /// `isModalInPresentation`): Escape and the window's close button then run
    /// ``onAttemptedUserDismissal`` instead — ask the user about unsaved changes there.
    public var isModalInPresentation = false
    /// Runs when the user tries to close this presented controller while
    /// ``isModalInPresentation`` is true (UIKit: `presentationControllerDidAttemptToDismiss(_:)`).
    public var onAttemptedUserDismissal: (@MainActor () -> Void)?
    /// What manages this controller's presentation (a popover's points somewhere), made on first use.
    var presentationSource: PresentationController? { presentation.controller }
    /// True during the appearance calls of a modal presentation (UIKit's `isBeingPresented`).
    public var isBeingPresented: Bool { presentation.isBeingPresented }
    /// True during the disappearance calls of a modal dismissal (UIKit's `isBeingDismissed`).
    public var isBeingDismissed: Bool { presentation.isBeingDismissed }
    /// True during the appearance calls of a push onto a navigation controller (UIKit's
    /// `isMovingToParent`).
    public var isMovingToParent: Bool { parentLink.isMovingToParent }
    /// True during the disappearance calls of a pop from a navigation controller (UIKit's
    /// `isMovingFromParent`): an editor popped by Escape or Back can tell it was left, not covered.
    public var isMovingFromParent: Bool { parentLink.isMovingFromParent }
    /// Whether the controller is in its editing mode (UIKit's `isEditing`); set it with
    /// ``setEditing(_:animated:)``.
    public private(set) var isEditing = false

    /// Turns the editing mode on or off (a ``TableViewController`` shows its rows' Delete and
    /// Move buttons) and updates ``editButtonItem``. Override to add to it; call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        editButtonItem.button?.label = editing ? gettextString("_Done") : gettextString("_Edit")
        if editing { editButtonItem.view.addCSSClass("suggested-action") } else { editButtonItem.view.removeCSSClass("suggested-action") }
    }

    /// An Edit button that turns the editing mode on, reading Done while it is on (UIKit's
    /// `editButtonItem`); put it in the ``navigationItem``.
    public private(set) lazy var editButtonItem = BarButtonItem(title: gettextString("_Edit")) { [weak self] in
        guard let self else { return }
        self.setEditing(!self.isEditing, animated: true)
    }

    /// The buttons of the toolbar under this controller's page while it is on a navigation
    /// stack whose ``NavigationController/isToolbarHidden`` is false (UIKit's `toolbarItems`).
    /// See ``Toolbar`` for how they are laid out.
    public var toolbarItems: [BarButtonItem]? {
        didSet { pushingNavigationController?.updateToolbar(of: self) }
    }

    /// Sets ``toolbarItems`` (UIKit's `setToolbarItems(_:animated:)`; GNOME's bars do not
    /// animate their items).
    public func setToolbarItems(_ items: [BarButtonItem]?, animated: Bool) {
        toolbarItems = items
    }

    /// Whether the tab bar hides while this controller is on a navigation stack in a tab (UIKit's
    /// `hidesBottomBarWhenPushed`), for a page that needs the whole window; set before pushing.
    public var hidesBottomBarWhenPushed = false

    // MARK: Child containment (see ViewController+Containment.swift)

    /// The children added with ``addChild(_:)``, in order (changed by ``appendChild(_:)`` and
    /// ``removeChild(_:)``).
    var containedChildren: [ViewController] { parentLink.children.all }

    /// Adds `child` to ``containedChildren`` and holds it as a child.
    func appendChild(_ child: ViewController) {
        parentLink.adds(child)
        child.hold(by: self, as: .child)
    }

    /// Takes `child` out of ``containedChildren`` and lets it go.
    func removeChild(_ child: ViewController) {
        parentLink.removes(child)
        child.release(from: self)
    }
    /// The traits a container gave this controller (see ``traitCollection``).
    var storedTraitCollection: TraitCollection? { place.traits }
    /// The split view controller whose column this controller is, wherever it is shown now.
    var owningSplitViewController: SplitViewController? { parentLink.splitViewController }

    /// Runs when the user closes this modally presented controller — Escape, or the window's
    /// close button — rather than the app calling ``dismiss(animated:completion:)``: the presenting
    /// side treats it as Cancel (UIKit: `presentationControllerDidDismiss(_:)`).
    public var onUserDismissal: (@MainActor () -> Void)?

    /// Loads the view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard source.view == nil else { return }
        loadView()
        if source.view == nil {
            // UIKit would crash later on a nil view; an empty view keeps the app on its feet.
            source.loaded(View())
        }
        viewWasLoaded()
        viewDidLoad()
    }

    /// Creates the view; override to build your own and assign it to ``ViewController/view``.
    /// The default is the view of the storyboard scene or xib the controller was made from, else
    /// an empty ``View``, as UIKit's is an empty `UIView`: it takes subviews placed by frame or
    /// by constraints to its edges, margins and safe area.
    open func loadView() {
        if let sceneView = source.sceneView {
            view = sceneView()
        } else if source.loadsNib, let nibView = Nib.view(of: self, named: nibName, bundle: nibBundle) {
            view = nibView
        } else {
            view = View()
        }
    }

    /// The Interface Builder id of the storyboard scene this controller was made from: where its
    /// storyboard finds the segues the scene starts.
    var interfaceSceneID: String? { source.sceneID }

    /// Notes that the controller was made from the storyboard scene of controller id `id`.
    func madeFromScene(_ id: String) { source.madeFromScene(id) }

    /// Makes the controller's view with `make` when it loads (a storyboard scene's view), as
    /// UIKit's `loadView()` loads a scene's view from its file.
    func loadsView(_ make: @escaping @MainActor () -> View) { source.madeFromScene(nil, view: make) }

    /// Called once the controller is made from an interface file, its outlets to other
    /// controllers connected (UIKit's `awakeFromNib()`): a controller of your own prepares what
    /// a storyboard cannot set here. The view is not loaded yet.
    open func awakeFromNib() {}

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}

    /// Called once the view is loaded, before ``viewDidLoad()``, for GtkKit's own controllers
    /// (a subclass need not call `super` in its `viewDidLoad` for this to run).
    func viewWasLoaded() {}

    /// Called just before this controller is added to or removed from a parent (nil) with
    /// ``addChild(_:)``, or before a container takes it; override to prepare. Does nothing here.
    open func willMove(toParent parent: ViewController?) {}

    /// Called just after this controller moved to `parent` (nil: it was removed); the parent
    /// calls it once the child's view is in place. Does nothing here.
    open func didMove(toParent parent: ViewController?) {}

    /// Called before the view is shown, every time. This implementation forwards the call to the
    /// child controllers added with ``addChild(_:)``: as in UIKit, call `super` when you override.
    open func viewWillAppear(_ animated: Bool) { for child in containedChildren { child.viewWillAppear(animated) } }

    /// Called after the view is shown (after the transition), every time. Forwarded to children.
    open func viewDidAppear(_ animated: Bool) { for child in containedChildren { child.viewDidAppear(animated) } }

    /// Called before the view is hidden, every time. Forwarded to children.
    open func viewWillDisappear(_ animated: Bool) { for child in containedChildren { child.viewWillDisappear(animated) } }

    /// Called after the view is hidden (after the transition), every time. Forwarded to children.
    open func viewDidDisappear(_ animated: Bool) { for child in containedChildren { child.viewDidDisappear(animated) } }

    /// The widget to focus when this screen appears (UIKit's first responder). Nil lets GTK
    /// choose, or restores the widget that had focus when another screen was pushed over it.
    open var initialFocusWidget: View? { nil }

    /// The controller's traits changed (UIKit's `traitCollectionDidChange(_:)`): a size class
    /// crossed its breakpoint. Called on a container before its children.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// The controller's view is about to change size across a size class (UIKit's
    /// `viewWillTransition(to:with:)`), before ``traitCollectionDidChange(_:)``. Run work
    /// alongside with the coordinator.
    open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// Gives this controller `traits` from its container and, if they differ from what it had,
    /// tells it and then its children, parent first, as UIKit does. A split view keeps the size
    /// classes of its own width.
    func updateTraitCollection(_ traits: TraitCollection) {
        // Its own last traits, not the inherited ones (which may already be the new ones).
        let previous = place.give(traits)
        guard traits != previous else { return }
        traitCollectionDidChange(previous)
        for child in children { child.updateTraitCollection(traits) }
    }

    /// The split view this controller is in collapsed or expanded: each controller below it
    /// looks again at whether it is beside a page (a table keeps its selected row drawn there).
    func splitColumnsDidChange() {
        for child in children { child.splitColumnsDidChange() }
    }

    /// Whether the segue `identifier` should happen now (UIKit's
    /// `shouldPerformSegue(withIdentifier:sender:)`): return false to stop it before its
    /// destination is made. The default returns true. Unlike UIKit, GtkKit asks it for every
    /// ``performSegue(withIdentifier:sender:)``, since no storyboard file triggers segues here.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Whether this controller takes the unwind segue `identifier` from `source` (UIKit's
    /// `canPerformUnwindSegueAction(_:from:sender:)`, which names the action by selector; here by
    /// the segue's identifier). The default returns true: a controller registered as the
    /// segue's destination (``Storyboard/register(unwindSegue:to:action:)``) takes it.
    open func canPerformUnwindSegueAction(_ identifier: String, from source: ViewController, sender: Any?) -> Bool { true }

    /// Called before a segue shows its destination: hand it what it needs. The default does
    /// nothing. `sender` is what was passed to ``performSegue(withIdentifier:sender:)``.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// The widget that had focus when another controller was pushed over this one.
    var focusToRestore: WeakWidgetReference? { place.focusToRestore }

    /// The undo manager of the window this controller's view is in (UIKit's `undoManager`) — or,
    /// while the view is off screen (popped, its undo run from another page), of the window it was
    /// last in, so an undo can still register its redo. Nil before the view was ever in a window.
    public var undoManager: UndoManager? {
        if isViewLoaded, let root = gtk_widget_get_root(view.widget),
            let manager = (Object.wrapper(of: UnsafeMutableRawPointer(root)) as? Window)?.undoManager
        {
            place.saw(manager)
        }
        return place.undoManager
    }

    // MARK: State restoration

    /// Opts this controller into state restoration, after UIKit's `restorationIdentifier`: when
    /// the app saves its navigation stack (``NavigationController/restorationArchive(version:)``),
    /// controllers with an identifier are saved, from the root up, with their state. A segue's
    /// destination gets the segue's identifier unless it has one.
    public var restorationIdentifier: String?

    /// Saves what this controller needs to come back as it was (UIKit's
    /// `encodeRestorableState(with:)`): the item it shows, a draft, a selected tab. The default
    /// saves nothing; ``TableViewController`` saves its focused row and scroll position.
    open func encodeRestorableState(with coder: Coder) {}

    /// Puts back what ``encodeRestorableState(with:)`` saved (UIKit's
    /// `decodeRestorableState(with:)`). Called once the restored stack is in place and every
    /// view is loaded, before the window's first frame. Anything missing or stale is ignored.
    open func decodeRestorableState(with coder: Coder) {}

    /// The controller that was above this one, made again from its identifier and saved state, or
    /// nil if it cannot be any more (what it showed was deleted): restoration then stops here,
    /// silently. UIKit asks the app delegate or a restoration class; here the controller below
    /// knows best, as in ``prepare(for:sender:)``. The default replays a segue: if the storyboard
    /// has a segue named `identifier` and ``restorationSender(forSegue:coder:)`` gives a sender,
    /// it makes the destination and prepares it.
    open func viewControllerToRestore(withIdentifier identifier: String, coder: Coder) -> ViewController? {
        guard let segue = storyboard?.makeSegue(identifier: identifier, source: self),
            let sender = restorationSender(forSegue: identifier, coder: coder)
        else { return nil }
        segue.destination.restorationIdentifier = identifier
        prepare(for: segue, sender: sender)
        return segue.destination
    }

    /// The sender to perform the segue `identifier` with again, found from the state its
    /// destination saved (the task or item it showed), or nil if that no longer exists. The
    /// default is nil: the destination is not restored.
    open func restorationSender(forSegue identifier: String, coder: Coder) -> Any? { nil }
}

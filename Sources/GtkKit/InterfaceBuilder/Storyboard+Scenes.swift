/// Scenes by identifier, after UIKit's `instantiateViewController(withIdentifier:)` and
/// `instantiateInitialViewController()`: a controller registered under a storyboard identifier
/// is made anew each time it is asked for, knowing its storyboard, as a UIKit scene does.
extension Storyboard {
    /// Registers a scene: `make` makes a new controller each time `identifier` is asked for.
    /// Registering an identifier again replaces it.
    public func register(viewControllerWithIdentifier identifier: String, _ make: @escaping @MainActor () -> ViewController) {
        registry.register(scene: identifier, make)
    }

    /// The scene identifiers registered, and those of the storyboard file's scenes, sorted.
    public var viewControllerIdentifiers: [String] { Set(registry.sceneIdentifiers).union(file?.storyboardIdentifiers ?? []).sorted() }

    /// The identifier of the scene ``instantiateInitialViewController()`` makes (UIKit's "Is
    /// Initial View Controller"); nil for none.
    public var initialViewControllerIdentifier: String? {
        get { registry.initialIdentifier }
        set { registry.setInitial(newValue) }
    }

    /// A new controller of the scene registered as `identifier`. An identifier the storyboard
    /// does not know is said, not fatal as in UIKit: a GLib critical names it, and the
    /// controller returned shows "This screen is missing" with the identifier, so the user sees
    /// why the screen is empty and the app runs on.
    public func instantiateViewController(withIdentifier identifier: String) -> ViewController {
        if registry.scene(identifier) == nil, let controller = file?.instantiate(identifier: identifier) {
            controller.source.adopt(self)
            return controller
        }
        guard let make = registry.scene(identifier) else {
            logProgrammingError(
                "instantiateViewController(withIdentifier: “\(identifier)”): the storyboard has no scene with that identifier")
            return MissingSceneViewController(identifier: identifier)
        }
        let controller = make()
        controller.source.adopt(self)
        return controller
    }

    /// A new controller of the scene `identifier` made by `creator` (UIKit's
    /// `instantiateViewController(identifier:creator:)`): the app's own initialiser, for a
    /// controller that needs more than a coder (`{ coder in TaskListController(coder: coder,
    /// store: store) }`), which calls its superclass's `init?(coder:)`; then the scene fills it
    /// as it fills one made by the class's `init?(coder:)` — which is used when there is no
    /// creator or it returns nil, as in UIKit.
    ///
    /// An identifier the storyboard does not know, or a scene of another class, is said (a GLib
    /// critical naming it); the controller is then the creator's (or the class's) without the
    /// scene, so the app runs on. Only when neither makes one does it stop, as UIKit does.
    public func instantiateViewController<Controller: ViewController>(
        identifier: String, creator: ((Coder) -> Controller?)? = nil
    ) -> Controller {
        let creating = creator.map { creator in { (coder: Coder) -> ViewController? in creator(coder) } }
        if registry.scene(identifier) == nil, let made = file?.instantiate(identifier: identifier, creator: creating) {
            made.source.adopt(self)
            if let controller = made as? Controller { return controller }
            logProgrammingError(
                "instantiateViewController(identifier: “\(identifier)”): the scene's controller is a \(type(of: made)), not a \(Controller.self)"
            )
        } else if registry.scene(identifier) != nil, let controller = instantiateViewController(withIdentifier: identifier) as? Controller {
            return controller
        } else {
            logProgrammingError("instantiateViewController(identifier: “\(identifier)”): the storyboard has no scene with that identifier")
        }
        guard let controller = creator?(Coder()) ?? Controller(coder: Coder()) else {
            preconditionFailure("instantiateViewController(identifier: “\(identifier)”): no scene, and \(Controller.self) cannot be made")
        }
        controller.source.adopt(self)
        return controller
    }

    /// A new controller of the initial scene, or nil when none is set (as in UIKit).
    public func instantiateInitialViewController() -> ViewController? {
        if registry.initialIdentifier == nil, let id = file?.initialControllerID, let controller = file?.instantiate(id: id) {
            controller.source.adopt(self)
            return controller
        }
        return registry.initialIdentifier.map(instantiateViewController(withIdentifier:))
    }
}

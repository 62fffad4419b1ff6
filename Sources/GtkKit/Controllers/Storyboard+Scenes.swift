/// Scenes by identifier, after UIKit's `instantiateViewController(withIdentifier:)` and
/// `instantiateInitialViewController()`: a controller registered under a storyboard identifier
/// is made anew each time it is asked for, knowing its storyboard, as a UIKit scene does.
extension Storyboard {
    /// Registers a scene: `make` makes a new controller each time `identifier` is asked for.
    /// Registering an identifier again replaces it.
    public func register(viewControllerWithIdentifier identifier: String, _ make: @escaping @MainActor () -> ViewController) {
        sceneFactories[identifier] = make
    }

    /// The scene identifiers registered, and those of the storyboard file's scenes, sorted.
    public var viewControllerIdentifiers: [String] { Set(sceneFactories.keys).union(file?.storyboardIdentifiers ?? []).sorted() }

    /// The identifier of the scene ``instantiateInitialViewController()`` makes (UIKit's "Is
    /// Initial View Controller"); nil for none.
    public var initialViewControllerIdentifier: String? {
        get { initialIdentifier }
        set { initialIdentifier = newValue }
    }

    /// A new controller of the scene registered as `identifier`. An identifier the storyboard
    /// does not know is said, not fatal as in UIKit: a GLib critical names it, and the
    /// controller returned shows "This screen is missing" with the identifier, so the user sees
    /// why the screen is empty and the app runs on.
    public func instantiateViewController(withIdentifier identifier: String) -> ViewController {
        if sceneFactories[identifier] == nil, let controller = file?.instantiate(identifier: identifier) {
            if controller.ownStoryboard == nil { controller.ownStoryboard = self }
            return controller
        }
        guard let make = sceneFactories[identifier] else {
            logProgrammingError(
                "instantiateViewController(withIdentifier: “\(identifier)”): the storyboard has no scene with that identifier")
            return MissingSceneViewController(identifier: identifier)
        }
        let controller = make()
        if controller.ownStoryboard == nil { controller.ownStoryboard = self }
        return controller
    }

    /// A new controller of the initial scene, or nil when none is set (as in UIKit).
    public func instantiateInitialViewController() -> ViewController? {
        if initialIdentifier == nil, let id = file?.initialControllerID, let controller = file?.instantiate(id: id) {
            if controller.ownStoryboard == nil { controller.ownStoryboard = self }
            return controller
        }
        return initialIdentifier.map(instantiateViewController(withIdentifier:))
    }
}

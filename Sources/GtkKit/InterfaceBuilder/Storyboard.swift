internal import CGtk

/// Where an app's segues lead, after UIKit's `UIStoryboard`: each segue identifier is registered
/// once, in the app's composition code, with the kind of transition and a factory for its
/// destination. Source controllers only name segues; they never know their destinations' classes.
///
/// Give the root controller (usually the ``NavigationController``) the storyboard: every
/// controller pushed on it, and every destination the storyboard makes, finds it through
/// ``ViewController/storyboard``.
///
/// ```swift
/// let storyboard = Storyboard()
/// storyboard.register(segue: "showTask") { TaskDetailViewController() }
/// navigationController.storyboard = storyboard
/// // in the list: performSegue(withIdentifier: "showTask", sender: selection)
/// ```
///
/// A storyboard is either read from Xcode's file (``init(name:bundle:)``), or a registry written in
/// code, checked by the compiler; scenes and segues registered in code are found first.
@MainActor
public final class Storyboard {
    private struct Scene {
        let kind: StoryboardSegue.Kind
        let makeDestination: @MainActor () -> ViewController
    }

    private var scenes: [String: Scene] = [:]
    /// Scenes by storyboard identifier (see Storyboard+Scenes.swift).
    var sceneFactories: [String: @MainActor () -> ViewController] = [:]
    /// The identifier of the initial scene.
    var initialIdentifier: String?
    /// Unwind segues by identifier: each gives, for a controller it can unwind to, the action to
    /// call there (see Storyboard+Unwind.swift).
    var unwindActions: [String: @MainActor (ViewController) -> (@MainActor (StoryboardSegue) -> Void)?] = [:]

    /// The storyboard file the scenes come from, if the storyboard was read from one.
    var file: StoryboardFile?

    /// An empty storyboard.
    public init() {}

    /// Registers the segue `identifier`: performing it makes a new destination with
    /// `destination` and shows it as `kind` says. Registering an identifier again replaces it.
    public func register(
        segue identifier: String, kind: StoryboardSegue.Kind = .push,
        destination: @escaping @MainActor () -> ViewController
    ) {
        scenes[identifier] = Scene(kind: kind, makeDestination: destination)
    }

    /// The identifiers registered, sorted.
    public var segueIdentifiers: [String] { scenes.keys.sorted() }

    /// A segue from `source` to a new destination, or nil when `identifier` is not registered.
    func makeSegue(identifier: String, source: ViewController) -> StoryboardSegue? {
        guard let scene = scenes[identifier] else {
            // A segue the storyboard file's scene of the source starts.
            guard let sceneID = source.interfaceSceneID, let segue = file?.makeSegue(identifier, fromScene: sceneID, source: source)
            else { return nil }
            segue.destination.source.adopt(self)
            return segue
        }
        let destination = scene.makeDestination()
        // Like a scene instantiated from a UIKit storyboard, the destination knows its storyboard.
        destination.source.adopt(self)
        return StoryboardSegue(identifier: identifier, source: source, destination: destination, kind: scene.kind)
    }
}

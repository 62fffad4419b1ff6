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
    /// Scenes, the initial scene and unwind segues registered in code (see Storyboard+Scenes.swift
    /// and Storyboard+Unwind.swift); changed through its own methods (`StoryboardRegistry`).
    var registry = StoryboardRegistry()

    /// The storyboard file the scenes come from, if the storyboard was read from one.
    let file: StoryboardFile?

    /// An empty storyboard.
    public init() { file = nil }

    /// A storyboard of the scenes in `file` (nil: none).
    init(file: StoryboardFile?) { self.file = file }

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

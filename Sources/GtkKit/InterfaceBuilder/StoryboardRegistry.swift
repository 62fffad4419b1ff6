/// What code registered with a storyboard, beside what its file holds: scenes by storyboard
/// identifier (a maker each, called anew each time), the initial scene's identifier, and unwind
/// segues by identifier (each gives, for a controller it can unwind to, the action to call there).
/// Changed only through its methods; registering an identifier again replaces it.
@MainActor
struct StoryboardRegistry {
    /// A controller the unwind segue can go back to, mapped to the action to call there.
    typealias UnwindMatch = @MainActor (ViewController) -> (@MainActor (StoryboardSegue) -> Void)?

    private var scenes: [String: @MainActor () -> ViewController] = [:]
    private var unwinds: [String: UnwindMatch] = [:]
    /// The identifier of the initial scene.
    private(set) var initialIdentifier: String?

    /// The identifiers of the scenes registered.
    var sceneIdentifiers: Dictionary<String, @MainActor () -> ViewController>.Keys { scenes.keys }

    /// The maker of the scene registered as `identifier`, if any.
    func scene(_ identifier: String) -> (@MainActor () -> ViewController)? { scenes[identifier] }

    /// The unwind segue registered as `identifier`, if any.
    func unwind(_ identifier: String) -> UnwindMatch? { unwinds[identifier] }

    /// `make` makes the scene `identifier`.
    mutating func register(scene identifier: String, _ make: @escaping @MainActor () -> ViewController) {
        scenes[identifier] = make
    }

    /// The initial scene is `identifier` (nil: none).
    mutating func setInitial(_ identifier: String?) { initialIdentifier = identifier }

    /// The unwind segue `identifier` goes back as `match` says.
    mutating func register(unwind identifier: String, _ match: @escaping UnwindMatch) { unwinds[identifier] = match }
}

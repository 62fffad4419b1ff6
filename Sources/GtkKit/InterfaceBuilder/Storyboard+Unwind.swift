/// Unwind segues (UIKit's exit segues): a segue that goes back — popping or dismissing — to a
/// controller below the one performing it, and calls an action of that controller with the
/// segue, so it can take what the source made. UIKit wires the exit to an `@IBAction` found by
/// its selector; GtkKit registers the action, typed, with the identifier.
///
/// ```swift
/// storyboard.register(unwindSegue: "saveNote", to: NoteListViewController.self) { list, segue in
///     list.unwindToList(segue)   // UIKit's @IBAction func unwindToList(_ segue: UIStoryboardSegue)
/// }
/// // in the editor, presented or pushed from the list:
/// performSegue(withIdentifier: "saveNote", sender: self)
/// ```
extension Storyboard {
    /// Registers the unwind segue `identifier`: performing it from any controller above a
    /// `Destination` (pushed over it, or presented by it or by its navigation or tab bar
    /// controller) asks that controller ``ViewController/canPerformUnwindSegueAction(_:from:sender:)``,
    /// calls the source's ``ViewController/prepare(for:sender:)``, then `action`, and then pops
    /// or dismisses back to it, as UIKit does.
    public func register<Destination: ViewController>(
        unwindSegue identifier: String, to destination: Destination.Type,
        action: @escaping @MainActor (Destination, StoryboardSegue) -> Void
    ) {
        registry.register(unwind: identifier) { candidate in
            guard let destination = candidate as? Destination else { return nil }
            return { segue in action(destination, segue) }
        }
    }

    /// Performs the unwind segue `identifier` from `source`; false when `identifier` is not an
    /// unwind segue. No controller to unwind to is a programming error, logged as a GLib critical
    /// (UIKit does nothing).
    func performUnwind(_ identifier: String, from source: ViewController, sender: Any?) -> Bool {
        guard let match = registry.unwind(identifier) else { return false }
        for candidate in Self.unwindCandidates(from: source) {
            guard let action = match(candidate), candidate.canPerformUnwindSegueAction(identifier, from: source, sender: sender) else {
                continue
            }
            let segue = StoryboardSegue(
                identifier: identifier, source: source, destination: candidate,
                kind: .custom { Self.goBack(to: $0.destination, from: $0.source) })
            source.prepare(for: segue, sender: sender)
            action(segue)
            segue.perform()
            return true
        }
        logProgrammingError(
            "performSegue(withIdentifier: “\(identifier)”): no controller below \(type(of: source)) takes this unwind segue")
        return true
    }

    /// The controllers an unwind from `source` can go back to, nearest first: those below it on
    /// its navigation stack, then, level by level, the controllers that presented it (each
    /// navigation stack top down, a tab bar controller's selected tab, the containers too).
    static func unwindCandidates(from source: ViewController) -> [ViewController] {
        var candidates: [ViewController] = []
        if let navigation = source.navigationController,
            let index = navigation.viewControllers.firstIndex(where: { $0 === source || $0 === source.tabParent })
        {
            candidates += navigation.viewControllers[..<index].reversed()
            candidates.append(navigation)
        }
        var presenter = source.presentingViewController
        while let level = presenter {
            candidates += shownControllers(in: level)
            presenter = level.presentingViewController
        }
        return candidates
    }

    /// `container`'s controllers a user sees or went through, top first, then itself.
    private static func shownControllers(in container: ViewController) -> [ViewController] {
        if let navigation = container as? NavigationController {
            return navigation.viewControllers.reversed().flatMap { shownControllers(in: $0) } + [navigation]
        }
        if let tabs = container as? TabBarController, let selected = tabs.selectedViewController {
            return shownControllers(in: selected) + [tabs]
        }
        return [container]
    }

    /// The unwind segue of an interface file (an exit connection): its destination is the nearest
    /// controller below `source` that has the `@IBAction` `selector` (found in the table the
    /// `InterfaceBuilderActions` plugin writes) and takes the segue; performing it calls that
    /// action with the segue, then pops or dismisses back, as UIKit's exit does. Nil, and said,
    /// when no controller below has the action.
    static func unwindSegue(action selector: String, identifier: String, from source: ViewController, sender: Any?) -> StoryboardSegue? {
        for candidate in unwindCandidates(from: source) {
            guard let action = InterfaceActions.action(selector, of: candidate),
                candidate.canPerformUnwindSegueAction(identifier, from: source, sender: sender)
            else { continue }
            return StoryboardSegue(
                identifier: identifier, source: source, destination: candidate,
                kind: .custom { segue in
                    if !action.perform(segue.destination, segue) {
                        logProgrammingError("the unwind action \(selector) of \(type(of: segue.destination)) does not take a segue")
                    }
                    goBack(to: segue.destination, from: segue.source)
                })
        }
        logProgrammingError(
            "an unwind segue to \(selector): no controller below \(type(of: source)) has this @IBAction (or takes the segue)")
        return nil
    }

    /// Dismisses what covers `destination` and pops the controllers above it.
    private static func goBack(to destination: ViewController, from source: ViewController) {
        if let presented = destination.outermostContainer.presentedViewController ?? destination.presentedViewController {
            presented.dismiss(animated: true)
        }
        if let navigation = destination.navigationController, navigation !== destination,
            let entry = navigation.viewControllers.first(where: { $0 === destination || $0 === destination.tabParent })
        {
            navigation.popToViewController(entry, animated: true)
        }
    }
}

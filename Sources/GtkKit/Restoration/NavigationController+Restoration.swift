import FoundationEssentials

extension NavigationController {
    /// The stack, saved for the next launch (UIKit's state preservation): every controller from
    /// the root up that has a ``ViewController/restorationIdentifier`` — stopping at the first
    /// that has none — with what its ``ViewController/encodeRestorableState(with:)`` saves, as
    /// text tagged with `version`. Nil when the root has no identifier. Store it with the app's
    /// other state (GSettings, a file) when the window closes.
    public func restorationArchive(version: String) -> String? {
        var path: [RestorationArchive.Entry] = []
        for controller in viewControllers {
            // A split view's item page, pushed while it is collapsed, is saved by the split view.
            if let split = controller.owningSplitViewController, split.collapsing.pushedSecondary === controller { continue }
            guard let identifier = controller.restorationIdentifier else { break }
            let coder = Coder()
            controller.encodeRestorableState(with: coder)
            path.append(RestorationArchive.Entry(identifier: identifier, state: coder.values))
        }
        guard !path.isEmpty else { return nil }
        return RestorationArchive(version: version, path: path).encoded()
    }

    /// Rebuilds the stack saved by ``restorationArchive(version:)``, without animation, before
    /// the window is first shown (UIKit's state restoration). Each controller is asked for the
    /// next with ``ViewController/viewControllerToRestore(withIdentifier:coder:)``; then every
    /// restored controller, the root first, decodes its state (a split view decodes at once, to
    /// reopen the item's page the next controller is asked of). Returns how many controllers were
    /// pushed. An archive from another version, a damaged one, or one whose root is not this
    /// stack's root is ignored (0); a controller that cannot be made any more ends the path
    /// there, silently. Only on a stack holding just its root.
    @discardableResult
    public func restore(fromArchive text: String, version: String) -> Int {
        guard viewControllers.count == 1, let archive = RestorationArchive(text: text, version: version),
            archive.path[0].identifier == topViewController.restorationIdentifier
        else { return 0 }
        var restored: [(ViewController, Coder)] = []
        func decode(_ controller: ViewController, _ coder: Coder) {
            // A split view reopens its item's page as it decodes, and the pages pushed from that
            // page are asked of it: it decodes before the next controller is asked for.
            if controller is SplitViewController {
                controller.decodeRestorableState(with: coder)
            } else {
                restored.append((controller, coder))
            }
        }
        decode(topViewController, Coder(values: archive.path[0].state))
        var count = 0
        for entry in archive.path.dropFirst() {
            let coder = Coder(values: entry.state)
            guard let next = topViewController.viewControllerToRestore(withIdentifier: entry.identifier, coder: coder) else { break }
            if next.restorationIdentifier == nil { next.restorationIdentifier = entry.identifier }
            pushViewController(next, animated: false)
            count += 1
            decode(next, coder)
        }
        for (controller, coder) in restored { controller.decodeRestorableState(with: coder) }
        return count
    }
}

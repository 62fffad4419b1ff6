/// Performing a storyboard's segues (UIKit's `performSegue(withIdentifier:sender:)`); the
/// overridable hooks (`shouldPerformSegue`, `prepare(for:sender:)`) are in the class.
extension ViewController {
    /// The storyboard this controller performs segues with: its own, or its navigation or tab bar
    /// controller's (so one storyboard given to the root serves every screen).
    public var storyboard: Storyboard? {
        get { source.storyboard ?? parent?.storyboard }
        set { source.use(newValue) }
    }

    /// Performs the segue registered as `identifier` in ``storyboard``: makes its destination,
    /// calls ``prepare(for:sender:)``, then shows it. An identifier the storyboard does not know
    /// (or no storyboard) is a programming error, logged as a GLib critical naming it; nothing
    /// else happens.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let storyboard else {
            logProgrammingError("performSegue(withIdentifier: “\(identifier)”): \(type(of: self)) has no storyboard")
            return
        }
        // Asked here, not only for segues a storyboard file triggers as in UIKit: a GtkKit app's
        // segues are all performed in code, and a ported check must still guard them.
        guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return }
        if storyboard.performUnwind(identifier, from: self, sender: sender) { return }
        guard let segue = storyboard.makeSegue(identifier: identifier, source: self) else {
            logProgrammingError("performSegue(withIdentifier: “\(identifier)”): the storyboard has no segue with that identifier")
            return
        }
        // A segue's destination is restorable by its segue's identifier (see restorationSender).
        if segue.destination.restorationIdentifier == nil { segue.destination.restorationIdentifier = identifier }
        prepare(for: segue, sender: sender)
        segue.perform()
    }
}

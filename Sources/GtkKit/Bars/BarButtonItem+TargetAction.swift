extension BarButtonItem {
    /// How a titled item looks (UIKit's `UIBarButtonItem.Style`).
    public enum Style: Sendable {
        /// A plain button.
        case plain
        /// The suggested action (GNOME's blue button), as UIKit draws `.done` bold.
        case done
    }

    /// A system item calling `action` on `target` with the item when clicked (UIKit's
    /// `init(barButtonSystemItem:target:action:)`; the action is `Type.method` where UIKit has a
    /// `#selector`, its sender typed as `BarButtonItem` or `Any`). `target` is held weakly.
    public convenience init<Target: AnyObject, Sender>(
        barButtonSystemItem: SystemItem, target: Target, action: @escaping (Target) -> @MainActor (Sender) -> Void
    ) {
        self.init(systemItem: barButtonSystemItem, action: {})
        send(to: target, action)
    }

    /// A system item calling `action`, a method of `target` that takes no sender, when clicked.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem: SystemItem, target: Target, action: @escaping (Target) -> @MainActor () -> Void
    ) {
        self.init(systemItem: barButtonSystemItem, action: {})
        send(to: target) { target in { (_: BarButtonItem) in action(target)() } }
    }

    /// A button labelled `title` calling `action` on `target` with the item when clicked (UIKit's
    /// `init(title:style:target:action:)`). `target` is held weakly.
    public convenience init<Target: AnyObject, Sender>(
        title: String, style: Style, target: Target, action: @escaping (Target) -> @MainActor (Sender) -> Void
    ) {
        self.init(title: title, prominent: style == .done, action: {})
        send(to: target, action)
    }

    /// A button labelled `title` calling `action`, a method of `target` that takes no sender.
    public convenience init<Target: AnyObject>(
        title: String, style: Style, target: Target, action: @escaping (Target) -> @MainActor () -> Void
    ) {
        self.init(title: title, prominent: style == .done, action: {})
        send(to: target) { target in { (_: BarButtonItem) in action(target)() } }
    }

    /// Makes a click call `action` on `target` (held weakly) with this item as the sender.
    func send<Target: AnyObject, Sender>(to target: Target, _ action: @escaping (Target) -> @MainActor (Sender) -> Void) {
        button?.onClicked { [weak self, weak target] in
            guard let self, let target else { return }
            guard let sender = self as? Sender else {
                return logProgrammingError("BarButtonItem: an action's sender is a \(Sender.self), not a BarButtonItem")
            }
            action(target)(sender)
        }
    }
}

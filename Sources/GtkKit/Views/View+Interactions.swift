/// A behaviour added to a view as a whole (UIKit's `UIInteraction`): a
/// ``ContextMenuInteraction`` is one.
@MainActor
public protocol Interaction: AnyObject {
    /// The view the interaction is on, if any.
    var view: View? { get }
    /// Called before the interaction is added to `view`, or taken off (nil).
    func willMove(to view: View?)
    /// Called after the interaction was added to `view`, or taken off (nil): where it installs
    /// its event controllers.
    func didMove(to view: View?)
}

extension View {
    /// The interactions on the view, in the order they were added (UIKit's `interactions`).
    public var interactions: [any Interaction] {
        get { interactionList.all }
        set {
            for old in interactionList.all { removeInteraction(old) }
            for new in newValue { addInteraction(new) }
        }
    }

    /// Adds `interaction` to the view, taking it off any other view first (UIKit's
    /// `addInteraction(_:)`).
    public func addInteraction(_ interaction: any Interaction) {
        if let other = interaction.view { other.removeInteraction(interaction) }
        interaction.willMove(to: self)
        interactionList.attach(interaction)
        interaction.didMove(to: self)
    }

    /// Takes `interaction` off the view (UIKit's `removeInteraction(_:)`); one not on it is left.
    public func removeInteraction(_ interaction: any Interaction) {
        guard interactionList.contains(interaction) else { return }
        interaction.willMove(to: nil)
        interactionList.detach(interaction)
        interaction.didMove(to: nil)
    }
}

import GtkKit
import SegueCore

/// One scene of the Counting tab bar (the seed's `GenericViewController`): a centred label showing
/// all three counts and a Count button. As in the seed, the scene does its own work: Count
/// increments its counter in the tab bar controller (reached through `tabBarController`, as the
/// seed reaches it through `parentViewController`), then updates its own tab item's badge
/// (`updateBadge`) and its own label (`updateCounts`).
@MainActor
final class CountingSceneViewController: ViewController {
    let scene: CountingScene
    let outputLabel = Label()
    let countButton = Button(label: localized("_Count"), mnemonic: true)

    init(scene: CountingScene) {
        self.scene = scene
        super.init()
        title = scene.title
    }

    required init?(coder: Coder) { nil }

    /// The tab bar controller, as the holder of the counts.
    private var counts: CountHolding? { tabBarController as? CountHolding }

    override func loadView() {
        let box = StackView(axis: .vertical, spacing: 24)
        box.verticalAlignment = .center
        box.horizontalAlignment = .center
        outputLabel.justification = .center
        outputLabel.font = .systemFont(ofSize: 24) // GNOME's 11-point body at 1.4 times
        countButton.addCSSClass("suggested-action")
        countButton.addCSSClass("pill")
        countButton.horizontalAlignment = .center
        countButton.onClicked { [weak self] in self?.incrementCount() }
        box.addArrangedSubview(outputLabel)
        box.addArrangedSubview(countButton)
        view = box
    }

    /// The seed's `incrementCountFirst:` (one action serves each scene's own counter here).
    func incrementCount() {
        let badge = updateBadge()
        counts?.incrementCount(of: scene, badge: badge)
        updateCounts()
        // The label and the badge change away from the focus, where a screen reader does not
        // look: the new counts are announced.
        Accessibility.announce(spokenCounts)
    }

    /// Refreshed on appearing too, so switching tabs always shows current counts.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateCounts()
    }

    /// The seed's `updateCounts`: the label shows all three counts, read from the tab bar
    /// controller.
    func updateCounts() {
        guard let counts else { return }
        outputLabel.text = CountingLogic.labelText(first: counts.firstCount, second: counts.secondCount, third: counts.thirdCount)
    }

    /// The seed's `updateBadge`: the tab item's badge string, read as an integer, plus one, back
    /// to a string. Returns the new badge.
    @discardableResult
    func updateBadge() -> String {
        let badge = CountingBadge.incremented(tabBarItem.badgeValue)
        tabBarItem.badgeValue = badge
        return badge
    }

    /// Shows the counts and the badge as kept (after a restart, an undo or Reset).
    func showStoredState() {
        tabBarItem.badgeValue = counts?.storedBadge(of: scene)
        updateCounts()
    }

    /// The counts as one sentence, with this tab's badge ("First: 2, Second: 0, Third: 0. 2 new").
    private var spokenCounts: String {
        var spoken = outputLabel.text.split(separator: "\n").joined(separator: ", ")
        if let badge = tabBarItem.badgeValue { spoken += ". " + localized(format: "%1$@ new", badge) }
        return spoken
    }
}

import GtkKit
import SegueCore

/// One scene of the Counting tab bar (the seed's `GenericViewController`): a centred label showing
/// all three counts and a Count button. It reaches the counts through its tab bar controller, as
/// the seed does through `parentViewController`.
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

    private var counting: CountingTabBarController? { tabBarController as? CountingTabBarController }

    override func loadView() {
        let box = Box(.vertical, spacing: 24)
        box.verticalAlignment = .center
        box.horizontalAlignment = .center
        outputLabel.justification = .center
        outputLabel.addCSSClass("counting-output")
        countButton.addCSSClass("suggested-action")
        countButton.addCSSClass("pill")
        countButton.horizontalAlignment = .center
        countButton.onClicked { [weak self] in
            guard let self else { return }
            self.counting?.count(in: self.scene)
            // The label and the badge change away from the focus, where a screen reader does
            // not look: the new counts are announced.
            Accessibility.announce(self.spokenCounts)
        }
        box.append(outputLabel)
        box.append(countButton)
        view = box
    }

    /// Refreshed on appearing too, so switching tabs always shows current counts.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateCounts()
    }

    /// The seed's `updateCounts`.
    func updateCounts() {
        outputLabel.text = counting?.logic.labelText ?? ""
    }

    /// The counts as one sentence, with this tab's badge ("First: 2, Second: 0, Third: 0. 2 new").
    private var spokenCounts: String {
        guard let logic = counting?.logic else { return "" }
        var spoken = logic.labelText.split(separator: "\n").joined(separator: ", ")
        if let badge = logic.badges[scene] { spoken += ". " + localized(format: "%1$@ new", badge) }
        return spoken
    }
}

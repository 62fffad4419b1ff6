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

    /// The seed's `updateCounts`. The counts (and this tab's badge) are also the Count button's
    /// description: a screen reader speaks a change to the focused button's description, while the
    /// label and the badge change where the focus is not and would go unheard.
    func updateCounts() {
        guard let logic = counting?.logic else {
            outputLabel.text = ""
            return
        }
        outputLabel.text = logic.labelText
        var spoken = logic.labelText.split(separator: "\n").joined(separator: ", ")
        if let badge = logic.badges[scene] { spoken += ". " + localized(format: "%1$@ new", badge) }
        countButton.accessibleDescription = spoken
    }
}

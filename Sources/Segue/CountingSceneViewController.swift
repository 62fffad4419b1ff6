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
        countButton.accessibleDescription = localized(format: "Adds one to the count of the %1$@ tab", scene.title)
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

    /// The seed's `updateCounts`.
    func updateCounts() {
        outputLabel.text = counting?.logic.labelText ?? ""
    }
}

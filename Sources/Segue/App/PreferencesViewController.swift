import GtkKit
import SegueCore

/// Segue's Preferences (primary menu, Ctrl+comma), built only from GtkKit's controls. Every
/// change is kept and applied to the open demos at once, as GNOME's preferences are: there is
/// no Save, and Escape or the close button closes the window.
@MainActor
final class PreferencesViewController: ViewController {
    let preferences: AppPreferences
    let confirmSwitch = Switch()
    let positionControl = SegmentedControl(items: [localized("Bottom"), localized("Top")])
    let stepStepper = Stepper()
    let sizeSlider = Slider()
    let layoutControl = SegmentedControl(items: [localized("List"), localized("Grid")])

    init(preferences: AppPreferences) {
        self.preferences = preferences
        super.init()
        title = localized("Preferences")
    }

    required init?(coder: Coder) { nil }

    override func loadView() {
        let page = StackView(axis: .vertical, spacing: 18)
        page.setMargins(24)
        page.addArrangedSubview(
            group(
                localized("Counting Tabs"),
                [
                    row(localized("Confirm before resetting counts"), confirmSwitch),
                    row(localized("Tab bar position"), positionControl),
                    row(localized("Count by"), stepStepper),
                ]))
        page.addArrangedSubview(
            group(localized("Homepwner"), [row(localized("Thumbnail size"), sizeSlider), row(localized("Show items as"), layoutControl)]))
        view = page
    }

    override var initialFocusWidget: View? { confirmSwitch }

    override func viewDidLoad() {
        super.viewDidLoad()
        stepStepper.minimumValue = Double(AppPreferences.countStepRange.lowerBound)
        stepStepper.maximumValue = Double(AppPreferences.countStepRange.upperBound)
        sizeSlider.minimumValue = Float(AppPreferences.thumbnailSizeRange.lowerBound)
        sizeSlider.maximumValue = Float(AppPreferences.thumbnailSizeRange.upperBound)
        // The thumbnails are drawn again once the knob rests, not at every pixel of a drag.
        sizeSlider.isContinuous = false
        sizeSlider.keyboardStep = 1 // a pixel per arrow key
        sizeSlider.setMinimumSize(width: 200)
        showPreferences()
        confirmSwitch.addTarget(self, action: PreferencesViewController.confirmChanged, for: .valueChanged)
        positionControl.addTarget(self, action: PreferencesViewController.positionChanged, for: .valueChanged)
        stepStepper.addTarget(self, action: PreferencesViewController.stepChanged, for: .valueChanged)
        sizeSlider.addTarget(self, action: PreferencesViewController.sizeChanged, for: .valueChanged)
        layoutControl.addTarget(self, action: PreferencesViewController.layoutChanged, for: .valueChanged)
    }

    /// The controls show the kept values.
    func showPreferences() {
        confirmSwitch.isOn = preferences.confirmsReset
        positionControl.selectedSegmentIndex = preferences.tabBarPosition == .top ? 1 : 0
        stepStepper.value = Double(preferences.countStep)
        sizeSlider.value = Float(preferences.thumbnailSize)
        layoutControl.selectedSegmentIndex = preferences.homepwnerLayout == .grid ? 1 : 0
    }

    private func confirmChanged(_ control: Control) { preferences.confirmsReset = confirmSwitch.isOn }
    private func positionChanged(_ control: Control) {
        preferences.tabBarPosition = positionControl.selectedSegmentIndex == 1 ? .top : .bottom
    }
    private func stepChanged(_ control: Control) { preferences.countStep = Int(stepStepper.value.rounded()) }
    private func sizeChanged(_ control: Control) { preferences.thumbnailSize = Int(sizeSlider.value.rounded()) }
    private func layoutChanged(_ control: Control) { preferences.homepwnerLayout = layoutControl.selectedSegmentIndex == 1 ? .grid : .list }

    /// A heading and its rows.
    private func group(_ title: String, _ rows: [View]) -> StackView {
        let box = StackView(axis: .vertical, spacing: 12)
        let heading = Label(title)
        heading.font = .preferredFont(forTextStyle: .headline)
        heading.accessibilityTraits = .header
        heading.xAlign = 0
        box.addArrangedSubview(heading)
        for row in rows { box.addArrangedSubview(row) }
        return box
    }

    /// A row: the setting's name at the leading edge, its control at the trailing one, and the
    /// control named by it for screen readers.
    private func row(_ title: String, _ control: Control) -> StackView {
        let label = Label(title)
        label.xAlign = 0
        label.wraps = true
        label.expandsHorizontally = true
        control.horizontalAlignment = .end
        // Labelled by the row's text, not only named after it: a label that labels nothing is
        // read by Orca 48 as the dialog's own text when it opens.
        control.setAccessibleLabelledBy(label)
        let box = StackView(axis: .horizontal, spacing: 12)
        box.addArrangedSubview(label)
        box.addArrangedSubview(control)
        return box
    }
}

import GtkKit
import SegueCore

/// The seed's `CountingTabBarController`: three scenes whose counts live here, not in the scenes.
/// Each scene counts, badges and labels itself (``CountingSceneViewController``); this class holds
/// the counts (``CountHolding``) and adds what the seed has not: they are kept in the store, Reset,
/// and undo.
@MainActor
final class CountingTabBarController: TabBarController, CountHolding {
    let logic: CountingLogic
    /// Count by, Reset's question and where the tabs are, applied as soon as they change.
    let preferences: AppPreferences
    let resetButton = Button(label: localized("_Reset"), mnemonic: true)
    /// Says while a count is kept in memory because the store refused it, and retries it.
    let unsavedEdits: UnsavedEditsNotice

    init(logic: CountingLogic, preferences: AppPreferences = AppPreferences(store: nil)) {
        self.logic = logic
        self.preferences = preferences
        unsavedEdits = UnsavedEditsNotice(retrying: logic)
        super.init()
        title = logic.title
        applyPreferences()
        preferences.observe(owner: self) { [weak self] _ in self?.applyPreferences() }
        let scenes = CountingScene.allCases.map { CountingSceneViewController(scene: $0) }
        setViewControllers(scenes)
        showStoredState()
        resetButton.tooltip = localized("Reset all counts")
        resetButton.onClicked { [weak self] in
            guard let self else { return }
            if self.preferences.confirmsReset { self.confirmReset() } else { self.reset() }
        }
        navigationItem.rightBarButtonItem = BarButtonItem(customView: resetButton)
    }

    required init?(coder: Coder) { nil }

    /// The "kept but not saved" bar goes under the tabs.
    override func loadView() {
        super.loadView()
        appendBars([unsavedEdits.makeBar()])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        follower.start()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        follower.stop()
    }

    /// Looks every second, while the tabs show, whether another Segue counted.
    private lazy var follower = StoreFollower { [weak self] in
        guard let self, (try? self.logic.followStore()) == true else { return }
        self.showStoredState()
    }

    /// The tabs where the preferences put them (the bottom, where the seed's iOS tab bar is, by
    /// default) and Count adding what they say.
    private func applyPreferences() {
        placement = preferences.tabBarPosition == .top ? .top : .bottom
        logic.step = preferences.countStep
    }

    var firstCount: Int { logic.firstCount }
    var secondCount: Int { logic.secondCount }
    var thirdCount: Int { logic.thirdCount }

    /// A scene counted: its counter goes up and is kept with its new badge. A count the store
    /// refuses still counts: it is kept, and the bar says it is not saved yet.
    func incrementCount(of scene: CountingScene, badge: String) {
        let before = logic.snapshot
        do {
            // Another Segue counted meanwhile: every scene shows the counts as stored now.
            if try logic.count(scene, badge: badge) { showStoredState() }
        } catch {
            unsavedEdits.failed(error)
        }
        registerUndo(localized("Count"), restoring: before)
    }

    func storedBadge(of scene: CountingScene) -> String? { logic.badges[scene] }

    /// After a restart, an undo or Reset, every scene shows the kept counts and badge.
    func showStoredState() {
        for case let controller as CountingSceneViewController in viewControllers ?? [] { controller.showStoredState() }
    }

    /// Reset asks first, as an action sheet at its button (a popover, as GNOME apps ask at the
    /// control); Escape or a click outside keeps the counts.
    private func confirmReset() {
        let sheet = AlertController(
            title: localized("Reset all counts?"), message: localized("The three counters and their badges go back to zero."),
            preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: localized("Reset"), style: .destructive) { [weak self] _ in self?.reset() })
        sheet.addAction(AlertAction(title: localized("Cancel"), style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        present(sheet, animated: true)
    }

    func reset() {
        let before = logic.snapshot
        do { try logic.reset() } catch {
            showProblem(localized("The counts could not be reset"), error.description)
        }
        showStoredState()
        registerUndo(localized("Reset Counts"), restoring: before)
    }

    /// Registers, in the window's undo manager, putting the counts and badges back as `before`
    /// has them; that undo registers the counts it replaces, which is the redo.
    private func registerUndo(_ name: String, restoring before: CountingLogic.Snapshot) {
        guard before != logic.snapshot else { return }
        undoManager?.registerUndo(withTarget: self, named: name) { $0.restore(before, named: name) }
    }

    private func restore(_ snapshot: CountingLogic.Snapshot, named name: String) {
        let replaced = logic.snapshot
        do { try logic.restore(snapshot) } catch {
            unsavedEdits.failed(error)
        }
        showStoredState()
        registerUndo(name, restoring: replaced)
    }
}

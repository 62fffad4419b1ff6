import FoundationEssentials
import GtkKit
import SegueCore

/// What screens share across the app: the data locator and the store, opened on first use so
/// launching to the first-level list touches no database.
@MainActor
final class AppServices {
    let locator: DataLocator
    /// The database file; nil when there is no home folder (Segue then runs without saving).
    let storeURL: URL?
    /// Homepwner's pictures, beside the database.
    let imageStore: HomepwnerImageStore
    private(set) var openedStore: SegueStore?
    /// The user's preferences: in GSettings once the main window has opened them, else kept
    /// for this run.
    var preferences = AppPreferences(store: nil)

    /// The environment the folders were found in.
    private let environment: [String: String]

    init(locator: DataLocator = DataLocator(), environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.locator = locator
        self.environment = environment
        storeURL = SegueStore.defaultURL(environment: environment)
        imageStore = HomepwnerImageStore(folder: HomepwnerImageStore.defaultFolder(environment: environment))
    }

    /// Where the bundle's files live (`/io/github/segue/Segue/<name>`).
    static func resourcePath(_ name: String) -> String { "/io/github/segue/Segue/" + name }

    private static var resourcesRegistered = false

    /// Registers the resource bundle once: the one compiled into the binary, else `segue.gresource`
    /// (installed, or built by `make`); false if neither can be had.
    func registerResources() -> Bool {
        if Self.resourcesRegistered { return true }
        // Compiled into the binary by SwiftPM (Plugins/CompileResources); the installed bundle
        // file is the fallback.
        if let data = Data(base64Encoded: compiledResourceBundle), ResourceBundle.register(data: data) {
            Self.resourcesRegistered = true
            return true
        }
        guard let url = try? locator.url(for: "segue.gresource", in: .resources),
            ResourceBundle.register(path: url.path)
        else { return false }
        Self.resourcesRegistered = true
        return true
    }

    /// The hero page's sections and rows, from `hero-detail.json` in the resource bundle (or
    /// `heroConfigurationOverride`, which tests set), checked once and kept.
    func heroConfiguration() throws -> HeroDetailConfiguration {
        if let loadedHeroConfiguration { return loadedHeroConfiguration }
        let name = "hero-detail.json"
        let data: Data
        if let heroConfigurationOverride {
            data = heroConfigurationOverride
        } else {
            guard registerResources(), let bundled = ResourceBundle.data(atPath: Self.resourcePath(name)) else {
                throw DataError.missing(file: "segue.gresource", searched: locator.candidates(for: .resources).map(\.path))
            }
            data = bundled
        }
        let configuration = try HeroDetailConfiguration(data: data, fileName: name, editors: HeroEditorRegistry.rules)
        loadedHeroConfiguration = configuration
        return configuration
    }
    /// A configuration to use instead of the bundled one (tests: a file that adds a row).
    var heroConfigurationOverride: Data?
    private var loadedHeroConfiguration: HeroDetailConfiguration?

    /// Compiled GSettings schemas of an uninstalled build (`make` compiles them into
    /// `.build/schemas`); an installed Segue finds its schema among the system's.
    var uninstalledSchemaDirectories: [String] {
        locator.candidates(for: .data).map { $0.deletingLastPathComponent().appendingPathComponent(".build/schemas").path }
    }

    /// The store, opened (and on first run seeded from `data/tasks.json`) on first call.
    /// The second value is what to tell the user about opening it (reported once: empty after).
    func store() -> (SegueStore, [StoreProblem]) {
        if let openedStore { return (openedStore, []) }
        let locator = self.locator
        let images = imageStore
        let store = SegueStore.open(atOptional: storeURL) { database, version throws(StoreError) in
            switch version {
            case 1: try TaskRepository.seed((try? TaskSeeds.load(using: locator)) ?? [], into: database)
            case 3:
                guard let (seeds, folder) = try? ItemSeed.load(using: locator) else { return }
                try ItemSeed.seed(seeds, from: folder, images: images, into: database, now: Date())
            case 4: try HeroSeed.seed((try? HeroSeed.load(using: locator)) ?? [], into: database)
            default: break
            }
        }
        // Deleted or replaced under the running app: the store writes the data again and says so.
        store.database.onRelocation = { [weak self] relocation in
            MainActor.assumeIsolated { self?.report(.relocated(relocation)) }
        }
        openedStore = store
        var problems = store.problems
        // Sample pictures that could not be copied when the items were made (a broken `images/`)
        // are copied now if they can be, and said if they still cannot.
        if store.isPersistent, let (_, folder) = try? ItemSeed.load(using: locator),
            let waiting = try? ItemSeed.importPendingPictures(into: store.database, images: images, from: folder)
        {
            problems.append(.samplePicturesNotCopied(waiting))
        }
        if let path = store.pathToCheck {
            // A large file's integrity check runs after start-up (once the window is up and the
            // first screens are built: reading a large file beside them slows the start), off
            // the main thread.
            integrityCheckTimer = MainLoop.after(milliseconds: 3_000) { [weak self] in
                Task { @MainActor [weak self] in
                    guard let reason = await SegueStore.checkIntegrity(ofFileAt: path) else { return }
                    self?.report(.damagedWhileRunning(path: path, reason: reason))
                }
            }
        }
        return (store, problems)
    }

    /// The notices of the lists open now, which keep the edits their store refused.
    private var keptEditNotices: [() -> UnsavedEditsNotice?] = []

    /// Keeps the edits `notice`'s list cannot save in the list's ``KeptEditsJournal`` (taking back
    /// those an earlier run left there), and saves them once more at quit.
    func keepEdits(of notice: UnsavedEditsNotice, for demo: Demo) {
        keptEditNotices.append { [weak notice] in notice }
        notice.keep(in: KeptEditsJournal(list: demo.rawValue, environment: environment, storeURL: storeURL))
    }

    /// Says a problem found with the store while the app runs on the bars of the lists open now
    /// (where kept edits are said), never in a dialog; false if no list shows a bar.
    func sayOnListBars(_ problem: StoreProblem) -> Bool {
        let said = keptEditNotices.compactMap { $0() }.map { $0.say(problem.title + ". " + problem.message) }
        return said.contains(true)
    }

    /// At a clean quit, after the windows closed (and their editors passed their text back): kept
    /// edits are written once more if the store takes them now (they stay in their journals if
    /// not), and the store is closed, so its one file holds everything.
    func finish() {
        for notice in keptEditNotices.compactMap({ $0() }) where notice.isShowing { notice.retry() }
        keptEditNotices = []
        openedStore?.database.close()
    }

    /// Shows a problem found with the store while the app runs (the main window sets it; one
    /// found before that waits for it).
    var onStoreProblem: (@MainActor (StoreProblem) -> Void)? {
        didSet {
            guard let onStoreProblem else { return }
            let waiting = pendingStoreProblems
            pendingStoreProblems = []
            for problem in waiting { onStoreProblem(problem) }
        }
    }
    private var pendingStoreProblems: [StoreProblem] = []
    private var integrityCheckTimer: MainLoop.Timer?

    private func report(_ problem: StoreProblem) {
        if let onStoreProblem { onStoreProblem(problem) } else { pendingStoreProblems.append(problem) }
    }
}

// UIKit's app template as Xcode writes it, with one screen made in code: what GtkKit must start
// as written, with `import UIKit` changed to `import GtkKitUIKitNames`. The environment picks a
// variant for the tests: TEMPLATE_NO_WINDOW makes no window (UIKit's blank launch),
// TEMPLATE_HIDE_AND_SHOW hides the window once and shows it again, and TEMPLATE_LOG names a file
// each life-cycle call is written to.
import GtkKitUIKitNames

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    {
        log("didFinishLaunching")
        if ProcessInfo.processInfo.environment["TEMPLATE_NO_WINDOW"] != nil { return true }
        window = UIWindow()
        window?.rootViewController = UINavigationController(rootViewController: GreetingViewController())
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        log("didBecomeActive")
        // TEMPLATE_HIDE_AND_SHOW: the window hidden once and shown again (to the background and back).
        guard ProcessInfo.processInfo.environment["TEMPLATE_HIDE_AND_SHOW"] != nil, !hidOnce else { return }
        hidOnce = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { [weak self] in
            self?.window?.isHidden = true
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) { self?.window?.makeKeyAndVisible() }
        }
    }
    private var hidOnce = false
    func applicationWillResignActive(_ application: UIApplication) { log("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log("didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { log("willEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { log("willTerminate") }

    private func log(_ event: String) {
        guard let path = ProcessInfo.processInfo.environment["TEMPLATE_LOG"] else { return }
        let previous = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        try? (previous + event + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
}

class GreetingViewController: UIViewController {
    let greeting = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Template"
        greeting.text = NSLocalizedString("Hello from an app delegate", comment: "The screen's greeting")
        view = greeting
    }
}

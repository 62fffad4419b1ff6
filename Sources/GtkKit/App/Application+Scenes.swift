import Foundation

/// Connecting the app's scene at launch, as UIKit does for an app whose Info.plist declares a
/// scene manifest, and telling its delegate the app's life.
extension Application {
    /// Connects the scene Info.plist's manifest declares, after the delegate's
    /// `didFinishLaunching`: asks the delegate for its configuration, makes the configuration's
    /// delegate class (or the class the manifest names), and tells it the scene is connecting.
    /// Returns a sentence saying what is missing when the manifest names no class that can be
    /// made; nil when there is no manifest or the scene connected.
    package func connectDeclaredScene(info: AppInfo?, program: String) -> String? {
        guard let manifest = info?.sceneManifest else { return nil }
        let entries = manifest.configurations?[SceneSession.Role.windowApplication.rawValue] ?? []
        let declared = SceneConfiguration(name: entries.first?.name, sessionRole: .windowApplication)
        declared.storyboardName = entries.first?.storyboardName
        let session = SceneSession(role: .windowApplication, configuration: declared)
        let options = Scene.ConnectionOptions()
        let configuration = delegate?.application(self, configurationForConnecting: session, options: options) ?? declared
        let entry = entries.first { $0.name == configuration.name } ?? entries.first
        if configuration.storyboardName == nil { configuration.storyboardName = entry?.storyboardName }
        session.configuration = configuration
        let className = entry?.delegateClassName.map { $0.replacing("$(PRODUCT_MODULE_NAME)", with: program) }
        let type = configuration.delegateClass.map { $0 as Any.Type } ?? className.flatMap { _typeByName($0) }
        guard let delegateType = type as? (Responder & SceneDelegate).Type else {
            return "\(program): Info.plist's scene manifest names no scene delegate class that can be made "
                + "(“\(className ?? "none")”: a Responder and SceneDelegate, named Module.Class, or the configuration's delegateClass)."
        }
        let scene = WindowScene(session: session)
        let sceneDelegate = delegateType.init()
        scene.delegate = sceneDelegate
        scene.activationState = .foregroundInactive
        connectedScenes.append(scene)
        // As UIKit does for a scene whose configuration names a storyboard: a window showing its
        // initial scene, handed to the delegate before it hears the scene connect.
        if let storyboardName = configuration.storyboardName, let windowDelegate = sceneDelegate as? WindowSceneDelegate,
            let root = Storyboard(name: storyboardName, bundle: nil).instantiateInitialViewController()
        {
            let window = Window(windowScene: scene)
            window.rootViewController = root
            windowDelegate.window = window
        }
        sceneDelegate.scene(scene, willConnectTo: session, options: options)
        return nil
    }

    /// Opens the storyboard an app without scenes names in Info.plist (`UIMainStoryboardFile`),
    /// as UIKit does before the delegate hears `didFinishLaunching`: a window showing its
    /// initial scene, handed to the delegate's ``ApplicationDelegate/window`` (and kept here for
    /// a delegate that keeps none), shown once the delegate has launched unless it showed
    /// another. A storyboard that cannot be read, or has no initial scene, is said and opens
    /// nothing.
    package func openMainStoryboard(named name: String, bundle: Bundle?) {
        guard let root = Storyboard(name: name, bundle: bundle).instantiateInitialViewController() else { return }
        let window = Window()
        window.rootViewController = root
        life.openedMainStoryboard(in: window)
        delegate?.window = window
    }

    /// The window the connected scene's delegate keeps, or the scene's first.
    var sceneWindow: Window? {
        for scene in connectedScenes {
            if let window = (scene.delegate as? WindowSceneDelegate)?.window ?? (scene as? WindowScene)?.windows.first { return window }
        }
        return nil
    }

    /// Moves every connected scene to `state`, telling its delegate as UIKit does.
    func moveScenes(to state: Scene.ActivationState) {
        for scene in connectedScenes where scene.activationState != state && scene.activationState != .unattached {
            let delegate = scene.delegate
            if scene.activationState == .foregroundActive { delegate?.sceneWillResignActive(scene) }
            if scene.activationState == .background, state == .foregroundActive || state == .foregroundInactive {
                delegate?.sceneWillEnterForeground(scene)
            }
            scene.activationState = state
            switch state {
            case .foregroundActive: delegate?.sceneDidBecomeActive(scene)
            case .background: delegate?.sceneDidEnterBackground(scene)
            case .unattached: delegate?.sceneDidDisconnect(scene)
            case .foregroundInactive: break
            }
        }
    }
}

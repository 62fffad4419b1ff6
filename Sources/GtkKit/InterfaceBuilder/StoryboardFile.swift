import Foundation

/// A `.storyboard` file as Xcode writes it, read once: its scenes' controllers by Interface
/// Builder id and by storyboard identifier, and the initial one. A scene is made only when asked
/// for, and its views only when its controller's view loads.
@MainActor
final class StoryboardFile {
    /// The file's name, for messages.
    let name: String
    /// The bundle it was read from (nil: the app's own), whose asset catalogs its images are in.
    let bundle: Bundle?
    /// The initial controller's Interface Builder id.
    let initialControllerID: String?
    private var controllers: [String: InterfaceElement] = [:]
    private var identifiers: [String: String] = [:]
    /// Each scene's segues (its controller's and its controls'), by identifier, or by the
    /// segue's Interface Builder id when it has none (a button's unnamed show segue).
    private var segues: [String: [String: InterfaceElement]] = [:]

    /// The controller elements a scene can hold (the others are said to be unsupported).
    private static let controllerElements: Set<String> = [
        "viewController", "navigationController", "tableViewController", "tabBarController",
    ]

    /// Reads the storyboard at `path`; nil, with the reason said, when it cannot be read.
    init?(path: String, bundle: Bundle?) {
        name = path.split(separator: "/").last.map(String.init) ?? path
        self.bundle = bundle
        guard let root = InterfaceFiles.read(path, kind: "Storyboard") else { return nil }
        initialControllerID = root["initialViewController"]
        for scene in root.children(of: "scenes") where scene.name == "scene" {
            for object in scene.children(of: "objects") {
                guard let id = object.id, object["sceneMemberID"] == "viewController" else { continue }
                guard Self.controllerElements.contains(object.name) else {
                    logProgrammingError(
                        "\(name):\(object.line): <\(object.name)> \(id): this kind of scene is not loaded from a storyboard yet")
                    continue
                }
                controllers[id] = object
                if let identifier = object["storyboardIdentifier"] { identifiers[identifier] = id }
                object.visit { element in
                    guard element.name == "segue", element["kind"] != "relationship", let key = element["identifier"] ?? element.id
                    else { return }
                    segues[id, default: [:]][key] = element
                }
            }
        }
    }

    /// The storyboard identifiers of the file's scenes.
    var storyboardIdentifiers: [String] { identifiers.keys.sorted() }

    /// A new controller of the scene with storyboard identifier `identifier`, or nil.
    func instantiate(identifier: String) -> ViewController? {
        identifiers[identifier].flatMap(instantiate(id:))
    }

    /// A new controller of the scene whose controller has Interface Builder id `id`, or nil;
    /// a navigation controller with its root view controller.
    func instantiate(id: String) -> ViewController? {
        guard let element = controllers[id] else { return nil }
        let controller = InterfaceScene.makeController(element, file: self)
        let relationships = element.children(of: "connections").filter { $0.name == "segue" && $0["kind"] == "relationship" }
        if let tabs = controller as? TabBarController {
            // Its tabs, in the file's order.
            let children = relationships.filter { $0["relationship"] == "viewControllers" }.compactMap { $0["destination"] }
                .compactMap(instantiate(id:))
            if !children.isEmpty { tabs.setViewControllers(children) }
        }
        if let navigation = controller as? NavigationController {
            let root = relationships.first { $0["relationship"] == "rootViewController" }
            if let rootID = root?["destination"], let rootController = instantiate(id: rootID) {
                navigation.replaceRoot(with: rootController)
            } else {
                logProgrammingError("\(name):\(element.line): <navigationController> \(id): it has no root view controller in this file")
            }
        }
        return controller
    }

    /// The segue `identifier` (or unnamed segue of Interface Builder id `identifier`) that the
    /// scene of controller id `sceneID` starts, performed by `source`, with a new destination.
    func makeSegue(_ identifier: String, fromScene sceneID: String, source: ViewController) -> StoryboardSegue? {
        guard let element = segues[sceneID]?[identifier] else { return nil }
        let kind: StoryboardSegue.Kind
        switch element["kind"] {
        case "show", "push": kind = .push
        case "showDetail", "replace": kind = .showDetail
        case "presentation", "modal", "popoverPresentation": kind = .modal
        default:
            logProgrammingError(
                "\(name):\(element.line): <segue> \(element.id ?? ""): a segue of kind “\(element["kind"] ?? "")” is not performed yet")
            return nil
        }
        guard let destinationID = element["destination"], let destination = instantiate(id: destinationID) else {
            logProgrammingError("\(name):\(element.line): <segue> \(element.id ?? ""): its destination is no scene of this file")
            return nil
        }
        return StoryboardSegue(identifier: element["identifier"] ?? "", source: source, destination: destination, kind: kind)
    }
}

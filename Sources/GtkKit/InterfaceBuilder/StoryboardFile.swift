import Foundation

/// A `.storyboard` file as Xcode writes it: its scenes' controllers by Interface Builder id and
/// by storyboard identifier, and the initial one. A scene's XML is read only when the scene is
/// first made (``StoryboardSceneIndex``), and its views only when its controller's view loads.
@MainActor
final class StoryboardFile {
    /// The file's name, for messages.
    let name: String
    /// The bundle it was read from (nil: the app's own), whose asset catalogs its images are in.
    let bundle: Bundle?
    /// The initial controller's Interface Builder id.
    let initialControllerID: String?
    /// The file's bytes, which the scenes are read from when first made.
    private let data: Data
    /// Each controller's scene, by the controller's Interface Builder id.
    private var scenes: [String: Range<Int>] = [:]
    /// Each scene read so far: its controller element, or nil when it does not read.
    private var controllers: [String: InterfaceElement?] = [:]
    private var identifiers: [String: String] = [:]
    /// Each scene's segues (its controller's and its controls'), by identifier, or by the
    /// segue's Interface Builder id when it has none (a button's unnamed show segue).
    private var segues: [String: [String: InterfaceElement]] = [:]

    /// The controller elements a scene can hold (the others are said to be unsupported).
    private static let controllerElements: Set<String> = [
        "viewController", "navigationController", "tableViewController", "tabBarController", "splitViewController",
        "collectionViewController", "pageViewController",
    ]

    /// Reads the storyboard at `path`; nil, with the reason said, when it cannot be read.
    init?(path: String, bundle: Bundle?) {
        name = path.split(separator: "/").last.map(String.init) ?? path
        self.bundle = bundle
        guard let data = InterfaceFiles.contents(of: path) else { return nil }
        self.data = data
        // A file whose scenes cannot be told apart (cut short) is parsed whole, for its error.
        guard let index = StoryboardSceneIndex(data), let root = InterfaceFiles.parse(index.skeleton, path: path, kind: "Storyboard")
        else {
            _ = InterfaceFiles.parse(data, path: path, kind: "Storyboard")
            return nil
        }
        initialControllerID = root["initialViewController"]
        for scene in index.scenes {
            let object = scene.controller
            guard let id = object.id else { continue }
            guard Self.controllerElements.contains(object.name) else {
                let line = StoryboardSceneIndex.line(of: scene.controllerOffset, in: data)
                logProgrammingError("\(name):\(line): <\(object.name)> \(id): this kind of scene is not loaded from a storyboard yet")
                continue
            }
            scenes[id] = scene.range
            if let identifier = object["storyboardIdentifier"] { identifiers[identifier] = id }
        }
    }

    /// The controller element of the scene of controller `id`, its scene read the first time.
    private func controller(_ id: String) -> InterfaceElement? {
        if let known = controllers[id] { return known }
        guard let range = scenes[id] else { return nil }
        let firstLine = StoryboardSceneIndex.line(of: range.lowerBound, in: data)
        var found: InterfaceElement?
        do {
            let scene = try InterfaceReader.read(data.subdata(in: range), firstLine: firstLine)
            found = scene.children(of: "objects").first { $0.id == id }.map { controller in
                InterfaceLocalization.localize(controller, table: (name as NSString).deletingPathExtension, bundle: bundle)
            }
        } catch {
            logProgrammingError("\(name):\(firstLine): the scene of \(id) is not XML Xcode wrote: \(error.description)")
        }
        controllers[id] = found
        found?.visit { element in
            guard element.name == "segue", element["kind"] != "relationship", let key = element["identifier"] ?? element.id else { return }
            segues[id, default: [:]][key] = element
        }
        return found
    }

    /// The storyboard identifiers of the file's scenes.
    var storyboardIdentifiers: [String] { identifiers.keys.sorted() }

    /// A new controller of the scene with storyboard identifier `identifier`, or nil.
    func instantiate(identifier: String, creator: ((Coder) -> ViewController?)? = nil) -> ViewController? {
        identifiers[identifier].flatMap { instantiate(id: $0, creator: creator) }
    }

    /// A new controller of the scene whose controller has Interface Builder id `id` (made by
    /// `creator` if it makes one), or nil; a navigation controller with its root view controller.
    func instantiate(id: String, creator: ((Coder) -> ViewController?)? = nil) -> ViewController? {
        guard let element = controller(id) else { return nil }
        let controller = InterfaceScene.makeController(element, file: self, creator: creator)
        let relationships = element.children(of: "connections").filter { $0.name == "segue" && $0["kind"] == "relationship" }
        if let tabs = controller as? TabBarController {
            // Its tabs, in the file's order.
            let children = relationships.filter { $0["relationship"] == "viewControllers" }.compactMap { $0["destination"] }
                .compactMap { self.instantiate(id: $0) }
            if !children.isEmpty { tabs.setViewControllers(children) }
        }
        if let split = controller as? SplitViewController {
            // Its columns: Xcode 12's primary, supplementary and secondary relationships, or the
            // older master and detail ones. (GtkKit's split view has no supplementary column: a
            // third is said and left out.)
            for relationship in relationships {
                let column: SplitViewController.Column
                switch relationship["relationship"] {
                case "primaryViewController", "masterViewController": column = .primary
                case "secondaryViewController", "detailViewController": column = .secondary
                case "compactViewController": column = .compact
                default:
                    logProgrammingError(
                        "\(name):\(relationship.line): <splitViewController> \(id): its \(relationship["relationship"] ?? "") column is not one GtkKit's split view has"
                    )
                    continue
                }
                if let destination = relationship["destination"], let child = instantiate(id: destination) {
                    split.setViewController(child, for: column)
                }
            }
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
        guard controller(sceneID) != nil, let element = segues[sceneID]?[identifier] else { return nil }
        if element["kind"] == "unwind" {
            // A manual exit segue, performed by identifier.
            return Storyboard.unwindSegue(action: element["unwindAction"] ?? "", identifier: identifier, from: source, sender: nil)
        }
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

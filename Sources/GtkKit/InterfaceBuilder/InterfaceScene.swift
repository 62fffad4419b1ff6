import Foundation

/// One scene of an Interface Builder file made into objects: a controller, and — when the
/// controller's view is first asked for, as UIKit loads a scene's view — its views, their
/// constraints, and the outlets and actions that connect them.
///
/// What cannot be made (an element GtkKit has no view for, an unknown class, an outlet with no
/// property) is said once, naming the file, the element's Interface Builder id and what to do;
/// the rest of the scene still loads.
@MainActor
final class InterfaceScene {
    let fileName: String
    /// The bundle the file came from, whose asset catalogs its images are in (nil: the app's).
    let bundle: Bundle?
    /// The scene's controller, which performs the segues its controls start.
    private(set) weak var controller: ViewController?
    /// The scene's objects by Interface Builder id: controllers, views, layout guides.
    private(set) var objects: [String: AnyObject] = [:]
    /// The views placed for an id in the views' place, where they are not the object itself
    /// (a text view's scroll view), by Interface Builder id: what its constraints hold.
    private var placedItems: [String: View] = [:]
    /// The ids of scroll views' frame layout guides, whose constraints the scroll view meets.
    private var frameGuides: Set<String> = []
    /// Each view's constraint elements, made once every view exists.
    private var constraintLists: [(owner: View, elements: [InterfaceElement])] = []
    /// Each object's connection elements, made once every object exists.
    private var connectionLists: [(source: AnyObject, elements: [InterfaceElement])] = []
    /// What was made, in order, to be told `awakeFromNib()`.
    private var made: [AnyObject] = []
    /// The file the scene is in, whose scenes container views embed.
    private weak var file: StoryboardFile?
    /// Each container view and its embed segue, performed once the scene's view is made.
    private var embeds: [(container: View, segue: InterfaceElement)] = []

    init(fileName: String, bundle: Bundle?) {
        self.fileName = fileName
        self.bundle = bundle
    }

    /// A new controller for the `viewController` element `element`, of its custom class if it
    /// names one; its view is made from the element when first asked for.
    static func makeController(
        _ element: InterfaceElement, file: StoryboardFile, creator: ((Coder) -> ViewController?)? = nil
    ) -> ViewController {
        let scene = InterfaceScene(fileName: file.name, bundle: file.bundle)
        scene.file = file
        let controller = scene.controller(for: element, creator: creator)
        scene.controller = controller
        if let id = element.id { controller.madeFromScene(id) }
        if let collection = controller as? CollectionViewController,
            let collectionElement = element.child("collectionView", key: "view")
        {
            scene.registerPrototypes(of: collectionElement, in: collection.collectionView, controller: collection)
        } else if let table = controller as? TableViewController, let tableElement = element.child("tableView", key: "view") {
            // Every row's height, when set in the inspector (-1: by its content). The style is
            // GNOME's boxed list whatever it says: plain, grouped and inset grouped alike.
            if let height = tableElement.number("rowHeight"), height >= 0 { table.tableView.rowHeight = height }
            if tableElement["dataMode"] == "static" {
                scene.makeStaticSections(of: tableElement, for: table, element: element)
            } else {
                scene.registerPrototypes(of: tableElement, in: table.tableView, controller: table)
            }
        } else if let viewElement = element.child("view", key: "view") {
            // The controller keeps the closure: it must not keep the controller.
            controller.loadsView { [scene, unowned controller] in
                scene.loadView(viewElement, owner: controller, controllerElement: element)
            }
        }
        controller.awakeFromNib()
        return controller
    }

    private func controller(for element: InterfaceElement, creator: ((Coder) -> ViewController?)?) -> ViewController {
        var controller: ViewController?
        let type = InterfaceClasses.find(element, as: ViewController.self, problem: { report(element, $0) })
        // The app's own initialiser first (UIKit's creator, for a controller that needs more than
        // a coder), then the class's init?(coder:), as UIKit falls back when the creator gives nil.
        let coder = InterfaceScene.coder(for: element)
        if let made = creator?(coder) {
            if let type, !sequence(first: Swift.type(of: made) as AnyClass, next: { _getSuperclass($0) }).contains(where: { $0 == type }) {
                report(element, "the creator made a \(Swift.type(of: made)), not a \(type) as the scene's class; it is used")
            }
            controller = made
        } else if let type {
            controller = type.init(coder: coder)
            if controller == nil { report(element, "\(type) could not be made from a coder (its init?(coder:) returned nil)") }
        }
        let standard: ViewController.Type =
            switch element.name {
            case "navigationController": NavigationController.self
            case "tableViewController": TableViewController.self
            case "tabBarController": TabBarController.self
            case "splitViewController": SplitViewController.self
            case "collectionViewController": CollectionViewController.self
            case "pageViewController": PageViewController.self
            default: ViewController.self
            }
        let fits: (ViewController) -> Bool =
            switch element.name {
            case "navigationController": { $0 is NavigationController }
            case "tableViewController": { $0 is TableViewController }
            case "tabBarController": { $0 is TabBarController }
            case "splitViewController": { $0 is SplitViewController }
            case "collectionViewController": { $0 is CollectionViewController }
            case "pageViewController": { $0 is PageViewController }
            default: { _ in true }
            }
        if let made = controller, !fits(made) {
            report(element, "a <\(element.name)>'s class must be \(standard) or a subclass of it; \(standard) is used")
            controller = nil
        }
        let made = controller ?? standard.init(coder: coder) ?? ViewController()
        if let id = element.id { objects[id] = made }
        if let navigation = element.child("navigationItem", key: "navigationItem") {
            if let title = navigation["title"] { made.title = title }
            makeBarButtonItems(of: navigation, for: made)
        }
        // Its tab: a system item, or a title and a picture (a symbol, or the asset catalog's), a
        // badge and a tag.
        if let item = element.child("tabBarItem", key: "tabBarItem") {
            if let kind = item["systemItem"] {
                if let system = TabBarItem.SystemItem.allCases.first(where: { "\($0)" == kind }) {
                    made.tabBarItem = TabBarItem(tabBarSystemItem: system, tag: 0)
                } else {
                    report(item, "no tab bar system item “\(kind)”; the tab is titled after its controller")
                }
            }
            if let title = item["title"] { made.tabBarItem.title = title }
            if let name = item["image"] {
                let image = item["catalog"] == "system" ? Bitmap(systemName: name) : Bitmap(named: name, in: bundle)
                if let image { made.tabBarItem.image = image } else { report(item, "no image “\(name)” for the tab") }
            }
            if let badge = item["badgeValue"] { made.tabBarItem.badgeValue = badge }
            if let tag = item.number("tag") { made.tabBarItem.tag = Int(tag) }
        }
        return made
    }

    /// Makes the controller's view and everything in it, connects the scene, and wakes it.
    private func loadView(_ element: InterfaceElement, owner: ViewController, controllerElement: InterfaceElement) -> View {
        let view = makeView(element, isRoot: true) ?? View(frame: .zero)
        connectionLists.append((owner, controllerElement.children(of: "connections")))
        finish()
        for (container, segue) in embeds { embed(segue, in: container, of: owner) }
        return view
    }

    /// Performs a container view's embed segue, as UIKit does while the scene's view loads: the
    /// destination scene's controller is made, the source's `prepare(for:sender:)` sees the
    /// segue, and the destination becomes the source's child, its view filling the container.
    private func embed(_ segue: InterfaceElement, in container: View, of source: ViewController) {
        guard let file, let destinationID = segue["destination"], let destination = file.instantiate(id: destinationID) else {
            return report(segue, "its destination is no scene of this file")
        }
        let prepared = StoryboardSegue(
            identifier: segue["identifier"] ?? "", source: source, destination: destination, kind: .custom { _ in })
        source.prepare(for: prepared, sender: nil)
        source.addChild(destination)
        let child = destination.view
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        destination.didMove(toParent: source)
    }

    /// The top-level objects of the xib `root` (its views), made with their constraints and
    /// connections; its File's Owner is `owner` (a controller loading its view from the xib
    /// gets it through its `view` outlet).
    static func instantiate(_ root: InterfaceElement, fileName: String, bundle: Bundle?, owner: AnyObject?) -> [AnyObject] {
        let scene = InterfaceScene(fileName: fileName, bundle: bundle)
        var topLevel: [AnyObject] = []
        for object in root.children(of: "objects") {
            if object.name == "placeholder" {
                guard object["placeholderIdentifier"] == "IBFilesOwner", let owner, let id = object.id else { continue }
                scene.objects[id] = owner
                scene.controller = owner as? ViewController
                scene.connectionLists.append((owner, object.children(of: "connections")))
            } else if object.name == "tableViewCell" {
                // A cell of its own xib (UIKit's register(UINib, forCellReuseIdentifier:)).
                topLevel.append(makeCell(object, fileName: fileName, bundle: bundle, controller: nil))
            } else if let view = scene.makeView(object, isRoot: true) {
                topLevel.append(view)
            }
        }
        scene.finish()
        return topLevel
    }

    /// Activates the constraints, makes the connections and wakes what was made, once every
    /// object of the scene exists.
    func finish() {
        for (owner, elements) in constraintLists {
            for element in elements {
                if let guide = [element["firstItem"], element["secondItem"]].compactMap({ $0 }).first(where: frameGuides.contains) {
                    // Content as wide as the scroll view's frame is how the scroll view was made
                    // (it scrolls up and down only); anything else is not followed.
                    if !InterfaceViews.followsFrame(element, guide: guide) {
                        report(element, "a constraint to a scroll view's frame layout guide other than the content's width is not followed")
                    }
                    continue
                }
                let constraint = InterfaceConstraints.make(
                    element, owner: owner, object: { [objects, placedItems] in placedItems[$0] ?? objects[$0] },
                    problem: { report(element, $0) })
                constraint?.isActive = true
                // An outlet may hold a constraint, to change its constant later (UIKit's
                // `@IBOutlet var heightConstraint: NSLayoutConstraint!`).
                if let constraint, let id = element.id { objects[id] = constraint }
            }
        }
        for (source, elements) in connectionLists {
            for element in elements { connect(element, from: source) }
        }
        for object in made {
            (object as? View)?.awakeFromNib()
        }
    }

    func makeView(_ element: InterfaceElement, isRoot: Bool = false) -> View? {
        guard let made = InterfaceViews.make(element, bundle: bundle, problem: { report(element, $0) }) else {
            report(
                element,
                element.name == "wkWebView"
                    ? "a WKWebView needs GtkKitWebKit: add that product to the app's target (gtkkit-port does for `import WebKit`); it is left out"
                    : "GtkKit has no view for <\(element.name)>; it is left out, with what it holds")
            return nil
        }
        if let id = element.id { objects[id] = made }
        self.made.append(made)
        // UIKit's text view is a scroll view; GTK's scrolls in one. Its outlets reach the text
        // view, and its place (constraints, superview, frame) is the scroll view's.
        var view = made
        if let textView = made as? TextView, element.flag("scrollEnabled") != false {
            let scroller = ScrollView(content: textView)
            scroller.translatesAutoresizingMaskIntoConstraints = textView.translatesAutoresizingMaskIntoConstraints
            scroller.isHidden = textView.isHidden
            if let id = element.id { placedItems[id] = scroller }
            view = scroller
        }
        if !isRoot, view.translatesAutoresizingMaskIntoConstraints, let rect = element.child("rect", key: "frame") {
            view.frame = Rect(
                x: rect.number("x") ?? 0, y: rect.number("y") ?? 0, width: rect.number("width") ?? 0, height: rect.number("height") ?? 0)
        }
        buildParts(of: element, into: view)
        // A table or collection in a scene of another controller: its prototypes and layout,
        // as a table or collection view controller's, its cells' segues performed by the scene's.
        if let table = view as? TableView {
            // The scene's controller performs its cells' segues and names its list, as a table
            // view controller does its own.
            if table.viewController == nil { table.viewController = controller }
            registerPrototypes(of: element, in: table, controller: controller)
        } else if let collection = view as? CollectionView {
            registerPrototypes(of: element, in: collection, controller: controller)
        }
        return view
    }

    /// Makes what `element` holds for `view`: its subviews, layout guides, constraints and
    /// connections (a visual effect view's content view and effect too).
    private func buildParts(of element: InterfaceElement, into view: View) {
        for child in element.children {
            switch child.name {
            case "subviews":
                // A stack view's subviews in a file are its arranged subviews.
                for subviewElement in child.children {
                    guard let subview = makeView(subviewElement) else { continue }
                    if let stack = view as? StackView { stack.addArrangedSubview(subview) } else { view.addSubview(subview) }
                }
            case "viewLayoutGuide":
                guard let id = child.id else { continue }
                switch child["key"] {
                case "safeArea": objects[id] = view.safeAreaLayoutGuide
                case "layoutMargins": objects[id] = view.layoutMarginsGuide
                // A scroll view's content guide is its content area, which its subviews are in;
                // its frame guide is met by the scroll view's own sizing (see frameGuides).
                case "contentLayoutGuide" where view is ScrollView: objects[id] = (view as? ScrollView)?.contentView
                case "frameLayoutGuide" where view is ScrollView:
                    objects[id] = view
                    frameGuides.insert(id)
                default: report(child, "a layout guide “\(child["key"] ?? "")” is not one GtkKit has")
                }
            case "prototypes" where view is TableView, "cells" where view is CollectionView,
                "collectionViewFlowLayout" where view is CollectionView:
                continue // below
            case "constraints": constraintLists.append((view, child.children))
            case "connections" where element.name == "containerView":
                // A container view's segue embeds its scene once the view is made.
                for segue in child.children where segue.name == "segue" && segue["kind"] == "embed" { embeds.append((view, segue)) }
            case "connections": connectionLists.append((view, child.children))
            case "view" where child["key"] == "contentView" && view is VisualEffectView:
                // A visual effect view's content is a view of its own, filled as any other.
                guard let content = (view as? VisualEffectView)?.contentView else { continue }
                name(content, as: child.id)
                buildParts(of: child, into: content)
            case "blurEffect",
                "vibrancyEffect" where view is VisualEffectView:
                (view as? VisualEffectView)?.effect = InterfaceViews.effect(child)
            case let name where InterfaceViews.knownParts.contains(name): continue
            default: report(child, "<\(child.name)> in a <\(element.name)> is not supported; it is left out")
            }
        }
    }

    /// Names `object` by the Interface Builder id `id` in this scene, for constraints and
    /// connections (nothing for no id).
    func name(_ object: AnyObject, as id: String?) {
        if let id { objects[id] = object }
    }

    /// Makes `elements` constraints of `owner` once every object of the scene exists.
    func constrain(_ owner: View, by elements: [InterfaceElement]) {
        constraintLists.append((owner, elements))
    }

    /// Makes `elements` connections of `source` once every object of the scene exists.
    func connectLater(_ source: AnyObject, by elements: [InterfaceElement]) {
        connectionLists.append((source, elements))
    }

    /// Makes `controller` the one the scene's controls perform segues with.
    func serve(_ controller: ViewController?) {
        self.controller = controller
    }

    /// Says `problem` with the file, the element's line and Interface Builder id.
    func report(_ element: InterfaceElement, _ problem: String) {
        logProgrammingError("\(fileName):\(element.line): <\(element.name)> \(element.id ?? "(no id)"): \(problem)")
    }
}

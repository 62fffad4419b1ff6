/// A scene's navigation item bar button items, as Interface Builder keeps them under the
/// controller's `<navigationItem>`: system, titled and image items at the header's start and
/// end, their actions calling the controller's `@IBAction`s with the item as sender, and their
/// segues performed by the scene's controller when clicked; and the Back button's title.
extension InterfaceScene {
    /// Makes the bar button items of `navigation` (a `<navigationItem>`) into `controller`'s
    /// navigation item, connected at once: their destinations are the scene's controller.
    func makeBarButtonItems(of navigation: InterfaceElement, for controller: ViewController) {
        var leading: [BarButtonItem] = []
        var trailing: [BarButtonItem] = []
        for child in navigation.children {
            let elements = child.name == "barButtonItem" ? [child] : child.children.filter { $0.name == "barButtonItem" }
            let side = child.name == "barButtonItem" ? child["key"] ?? "" : child.name
            switch side {
            case "leftBarButtonItem", "leftBarButtonItems": leading += elements.compactMap { makeBarButtonItem($0, for: controller) }
            case "rightBarButtonItem", "rightBarButtonItems": trailing += elements.compactMap { makeBarButtonItem($0, for: controller) }
            case "backBarButtonItem":
                // The Back button's label on pages pushed above this one, as in UIKit.
                if let title = child["title"] { controller.navigationItem.backButtonTitle = title }
            default: continue
            }
        }
        if !leading.isEmpty { controller.navigationItem.leftBarButtonItems = leading }
        if !trailing.isEmpty { controller.navigationItem.rightBarButtonItems = trailing }
    }

    /// A `<barButtonItem>`: its system item, else its title (the `done` style prominent), else
    /// its image's name as its title (an SF Symbol is no GNOME icon); nil, said, for none.
    private func makeBarButtonItem(_ element: InterfaceElement, for controller: ViewController) -> BarButtonItem? {
        let item: BarButtonItem
        if let name = element["systemItem"] {
            guard let system = Self.systemItems[name] else {
                report(element, "the system item “\(name)” has no GNOME counterpart; the item is left out")
                return nil
            }
            item = BarButtonItem(systemItem: system) {}
        } else if let title = element["title"] {
            item = BarButtonItem(title: title, prominent: element["style"] == "done") {}
        } else if let image = element["image"] {
            report(element, "the image “\(image)” is no GNOME icon; the item shows its name")
            item = BarButtonItem(title: image) {}
        } else {
            report(element, "a bar button item with no system item, title or image is left out")
            return nil
        }
        name(item, as: element.id)
        if let label = element.child("accessibility", key: "accessibilityConfiguration")?["label"] {
            item.button?.accessibilityLabel = label
        }
        for connection in element.children(of: "connections") { connect(connection, of: item, in: controller) }
        return item
    }

    /// An item's action (a method of the destination, the item as sender) or segue.
    private func connect(_ connection: InterfaceElement, of item: BarButtonItem, in controller: ViewController) {
        guard let button = item.button else { return }
        switch connection.name {
        case "action":
            connectAction(connection, on: button, sender: item)
        case "segue":
            guard let key = connection["identifier"] ?? connection.id else { return }
            button.addHandler(for: .touchUpInside) { [weak controller, weak item] _ in
                controller?.performSegue(withIdentifier: key, sender: item)
            }
        default:
            report(connection, "the connection <\(connection.name)> of a bar button item is not supported")
        }
    }

    /// Interface Builder's system item names, and GtkKit's items.
    private static let systemItems: [String: BarButtonItem.SystemItem] = [
        "add": .add, "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "close": .close, "refresh": .refresh,
        "trash": .trash, "action": .action, "search": .search, "compose": .compose, "reply": .reply, "bookmarks": .bookmarks,
        "organize": .organize, "camera": .camera, "play": .play, "pause": .pause, "stop": .stop, "rewind": .rewind,
        "fastForward": .fastForward, "undo": .undo, "redo": .redo,
    ]
}

import Foundation

/// A scene's cells: a table's prototype and static cells, a collection's prototype cells — each
/// with its class, its content view's views laid out by their constraints, its outlets and the
/// segue its row starts. What they make is named, constrained and connected through the
/// scene's own methods.
extension InterfaceScene {
    /// Registers each prototype cell of a table view controller's table under its reuse
    /// identifier: a dequeued cell is made from the prototype, of its custom class, its content
    /// view's subviews, constraints, outlets and the segue its row starts.
    /// `controller` is the scene's, which the cells' segues are performed by.
    func registerPrototypes(of tableElement: InterfaceElement, in tableView: TableView, controller: ViewController?) {
        for (identifier, prototype) in prototypes(tableElement.children(of: "prototypes"), named: "tableViewCell") {
            let (fileName, bundle) = (fileName, bundle)
            tableView.register(forCellReuseIdentifier: identifier) { [weak controller] in
                InterfaceScene.makeCell(prototype, fileName: fileName, bundle: bundle, controller: controller)
            }
        }
    }

    /// The elements named `name` among `elements` that have a reuse identifier, with it; one
    /// without is said (it could never be dequeued).
    private func prototypes(_ elements: [InterfaceElement], named name: String) -> [(String, InterfaceElement)] {
        elements.filter { $0.name == name }.compactMap { prototype in
            guard let identifier = prototype["reuseIdentifier"] else {
                report(prototype, "a prototype cell with no reuse identifier cannot be dequeued; give it one in Interface Builder")
                return nil
            }
            return (identifier, prototype)
        }
    }

    /// A new cell made from the prototype `element` by `build`, in a scene of its own serving
    /// `controller`, finished and woken.
    static func makeCell<Cell: View>(
        _ element: InterfaceElement, fileName: String, bundle: Bundle?, controller: ViewController?,
        build: (InterfaceScene) -> (InterfaceElement) -> Cell
    ) -> Cell {
        let scene = InterfaceScene(fileName: fileName, bundle: bundle)
        scene.serve(controller)
        if let controller { scene.name(controller, as: controller.interfaceSceneID) }
        let made = build(scene)(element)
        scene.finish()
        made.awakeFromNib()
        return made
    }

    /// A new table cell made from the prototype `element`.
    static func makeCell(_ element: InterfaceElement, fileName: String, bundle: Bundle?, controller: ViewController?) -> TableViewCell {
        makeCell(element, fileName: fileName, bundle: bundle, controller: controller, build: InterfaceScene.buildCell)
    }

    /// The cell `element` describes (a prototype or a static cell), its objects in this scene:
    /// its custom class, its content view's subviews and constraints, its outlets and the segue
    /// its row starts. The scene is finished by the caller.
    func buildCell(_ element: InterfaceElement) -> TableViewCell {
        var cell: TableViewCell?
        if let type = InterfaceClasses.find(element, as: TableViewCell.self, problem: { report(element, $0) }) {
            cell = type.init(coder: Coder())
        }
        let made = cell ?? TableViewCell(text: "")
        name(made, as: element.id)
        // A basic, subtitle or right-detail cell's labels are the cell's own text labels.
        let ownLabel = element["textLabel"]
        let detailLabel = element["detailTextLabel"]
        name(made.mainLabel, as: ownLabel)
        if let detailLabel { name(made.detailLabel, as: detailLabel) }
        if let content = element.child("tableViewCellContentView", key: "contentView") {
            // The cell's texts, set in Interface Builder (a static cell's is its content).
            let subviews = content.children(of: "subviews")
            if let ownLabel, let text = subviews.first(where: { $0.id == ownLabel })?["text"] { made.mainLabel.text = text }
            if let detailLabel, let text = subviews.first(where: { $0.id == detailLabel })?["text"] { made.detailText = text }
            // A custom prototype has no text label of its own (UIKit's is nil there).
            let ownLabels = Set([ownLabel, detailLabel].compactMap { $0 })
            if buildContent(content, leavingOut: ownLabels, in: made.contentView), ownLabel == nil { made.mainLabel.isHidden = true }
        }
        if let accessory = element["accessoryType"].flatMap(InterfaceViews.accessory) { made.accessory = accessory }
        for connection in element.children(of: "connections") {
            if connection.name == "segue", let key = connection["identifier"] ?? connection.id {
                made.performsSegueWhenChosen(key, by: controller)
            } else {
                connectLater(made, by: [connection])
            }
        }
        return made
    }

    /// Makes a cell's designed content view (`content`, less its own text labels `ownLabels`)
    /// in `stack`, GtkKit's stack of the cell's parts: the views are laid out by their
    /// constraints in a plain view filling it, which stands for the content view in them, at
    /// least as tall as Interface Builder drew it. False when there is nothing designed.
    func buildContent(_ content: InterfaceElement, leavingOut ownLabels: Set<String>, in stack: StackView) -> Bool {
        let designed = content.children(of: "subviews").filter { !ownLabels.contains($0.id ?? "") }
        guard !designed.isEmpty else { return false }
        let canvas = View(frame: .zero)
        canvas.expandsHorizontally = true // the row's width, up to its accessory
        stack.insertArrangedSubview(canvas, at: 0)
        name(canvas, as: content.id)
        for subviewElement in designed {
            if let subview = makeView(subviewElement) { canvas.addSubview(subview) }
        }
        constrain(canvas, by: content.children(of: "constraints"))
        if let height = content.child("rect", key: "frame")?.number("height") {
            // Less the content view's own margins above and below.
            canvas.heightAnchor.constraint(greaterThanOrEqualToConstant: max(0, height - 12)).isActive = true
        }
        return true
    }

    /// Registers each prototype cell of a collection view controller's collection under its
    /// reuse identifier, and gives its flow layout the file's item size, spacings and insets.
    func registerPrototypes(of collectionElement: InterfaceElement, in collectionView: CollectionView, controller: ViewController?) {
        if let layout = collectionView.collectionViewLayout as? CollectionViewFlowLayout,
            let flow = collectionElement.child("collectionViewFlowLayout", key: "collectionViewLayout")
        {
            if let size = flow.child("size", key: "itemSize"), let width = size.number("width"), let height = size.number("height") {
                layout.itemSize = Size(width: width, height: height)
            }
            if let spacing = flow.number("minimumLineSpacing") { layout.minimumLineSpacing = spacing }
            if let spacing = flow.number("minimumInteritemSpacing") { layout.minimumInteritemSpacing = spacing }
            if let inset = flow.child("inset", key: "sectionInset") {
                layout.sectionInset = EdgeInsets(
                    top: inset.number("minY") ?? 0, left: inset.number("minX") ?? 0, bottom: inset.number("maxY") ?? 0,
                    right: inset.number("maxX") ?? 0)
            }
        }
        for (identifier, prototype) in prototypes(collectionElement.children(of: "cells"), named: "collectionViewCell") {
            let (fileName, bundle) = (fileName, bundle)
            collectionView.register(forCellWithReuseIdentifier: identifier) { [weak controller] in
                InterfaceScene.makeCell(
                    prototype, fileName: fileName, bundle: bundle, controller: controller, build: InterfaceScene.buildCollectionCell)
            }
        }
    }

    /// The collection view cell `element` describes: its class, its content view's views and
    /// constraints, its outlets.
    func buildCollectionCell(_ element: InterfaceElement) -> CollectionViewCell {
        var cell: CollectionViewCell?
        if let type = InterfaceClasses.find(element, as: CollectionViewCell.self, problem: { report(element, $0) }) {
            cell = type.init(coder: Coder())
        }
        let made = cell ?? CollectionViewCell()
        name(made, as: element.id)
        if let content = element.child("collectionViewCellContentView", key: "contentView") {
            _ = buildContent(content, leavingOut: [], in: made.contentView)
        }
        for connection in element.children(of: "connections") {
            if connection.name == "segue", let key = connection["identifier"] ?? connection.id {
                made.performsSegueWhenChosen(key, by: controller)
            } else {
                connectLater(made, by: [connection])
            }
        }
        return made
    }

    /// A static table's sections (`dataMode="static"`): every cell made now, in one scene with
    /// the controller, whose outlets may reach into them, as in UIKit.
    func makeStaticSections(of tableElement: InterfaceElement, for table: TableViewController, element: InterfaceElement) {
        var sections: [TableViewController.StaticSection] = []
        for section in tableElement.children(of: "sections") where section.name == "tableViewSection" {
            let cells = section.children(of: "cells").filter { $0.name == "tableViewCell" }.map(buildCell)
            sections.append(.init(header: section["headerTitle"], footer: section["footerTitle"], cells: cells))
        }
        connectLater(table, by: element.children(of: "connections"))
        finish()
        for cell in sections.flatMap(\.cells) { cell.awakeFromNib() }
        table.showStaticSections(sections)
    }
}

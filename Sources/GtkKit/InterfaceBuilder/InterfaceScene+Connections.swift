/// A scene's connections, made once every object of the scene exists: outlets, actions and the
/// segues controls start. They read the scene's objects and change none of the scene's state.
extension InterfaceScene {
    /// Makes one connection: an outlet (a property of `source` set to the destination) or an
    /// action (a control's event calling a method of the destination).
    func connect(_ element: InterfaceElement, from source: AnyObject) {
        switch element.name {
        case "outlet", "outletCollection":
            guard let property = element["property"], let destinationID = element["destination"] else { return }
            guard let destination = objects[destinationID] else {
                return report(element, "the outlet \(property)'s destination \(destinationID) is not in this scene")
            }
            // A xib's File's Owner, a controller, gets the view it shows through `view`.
            if property == "view", let controller = source as? ViewController, let view = destination as? View {
                controller.view = view
                return
            }
            if let connected = Self.connectBuiltInOutlet(property, of: source, to: destination) {
                if !connected {
                    report(element, "\(type(of: destination)) is not a \(type(of: source))'s \(property): it does not adopt its protocol")
                }
                return
            }
            guard let outlet = Outlets.outlet(named: property, in: source) else {
                let what = Outlets.hasPlainProperty(named: property, in: source) ? "is not an @Outlet" : "does not exist"
                return report(
                    element, "\(type(of: source)).\(property) \(what): declare it `@Outlet var \(property): \(type(of: destination))!`")
            }
            if !outlet.connect(destination) {
                report(
                    element,
                    "\(type(of: source)).\(property) is a \(outlet.valueTypeName), and \(destinationID) is a \(type(of: destination))")
            }
        case "action":
            connectAction(element, from: source)
        case "segue" where element["kind"] == "unwind":
            // A control wired to the scene's exit: pressed, it unwinds to the controller below
            // with the action (a controller's own exit segues are performed by identifier).
            guard let control = source as? Control else { return }
            let (selector, identifier) = (element["unwindAction"] ?? "", element["identifier"] ?? "")
            control.addHandler(for: .touchUpInside) { [weak self] sender in
                guard let source = self?.controller,
                    let segue = Storyboard.unwindSegue(action: selector, identifier: identifier, from: source, sender: sender)
                else { return }
                source.prepare(for: segue, sender: sender)
                segue.perform()
            }
        case "segue":
            // A controller's own segues are performed by identifier (the storyboard finds them);
            // a control's is performed when it is pressed.
            guard let control = source as? Control, let key = element["identifier"] ?? element.id else { return }
            control.addHandler(for: .touchUpInside) { [weak self] sender in
                self?.controller?.performSegue(withIdentifier: key, sender: sender)
            }
        default:
            report(element, "the connection <\(element.name)> is not supported")
        }
    }

    /// A control's action connection: its event calls the destination's `@IBAction` method,
    /// found in the table the `InterfaceBuilderActions` plugin wrote for the method's module.
    private func connectAction(_ element: InterfaceElement, from source: AnyObject) {
        guard let control = source as? Control else {
            return report(element, "the action \(element["selector"] ?? "") is on a \(type(of: source)), which sends no actions")
        }
        connectAction(element, on: control, sender: control)
    }

    /// Makes `control`'s event the storyboard names call the destination's `@IBAction` with
    /// `sender`: the control, or the bar button item whose button it is.
    func connectAction(_ element: InterfaceElement, on control: Control, sender: AnyObject) {
        let selector = element["selector"] ?? ""
        // A xib made for no owner has no File's Owner (id -1) to send to, as UIKit's nil target.
        if element["destination"] == "-1", objects["-1"] == nil { return }
        guard let destinationID = element["destination"], let target = objects[destinationID] else {
            return report(element, "the action \(selector)'s destination is not in this scene (the first responder is not supported)")
        }
        guard let events = InterfaceActions.events(element["eventType"]) else {
            return report(element, "the event \(element["eventType"] ?? "") has no GtkKit counterpart; the action is not connected")
        }
        guard let action = InterfaceActions.action(selector, of: target) else {
            return report(
                element,
                "\(type(of: target)) has no @IBAction for the selector \(selector) that GtkKit can find: declare it, and apply "
                    + "the InterfaceBuilderActions plugin to the app's target (gtkkit-port's package does)")
        }
        let fileName = fileName
        control.addHandler(for: events) { [weak target, weak sender] _ in
            guard let target, let sender, !action.perform(target, sender) else { return }
            logProgrammingError("\(fileName): the action \(selector) of \(type(of: target)) does not take a \(type(of: sender))")
        }
    }
}

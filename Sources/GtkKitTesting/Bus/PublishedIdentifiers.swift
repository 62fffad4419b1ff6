/// The identifiers GtkKit apps publish beside GTK's tree (GtkKit's
/// `io.github.GtkKit.Identifiers1`, served when an app is launched by ``XCUIApplication``):
/// found once per app as the other connection of its process on the bus, and read once per
/// look-up, never kept beyond it.
@MainActor
final class PublishedIdentifiers {
    private unowned let bus: BusConnection

    init(bus: BusConnection) { self.bus = bus }

    /// A view GtkKit published with its identifier: its kind ("navigationBar" for a header bar,
    /// which GTK leaves an unnamed panel; "" for any other view), its window's title and its
    /// bounds there, in AT-SPI's window coordinates.
    struct View {
        let identifier: String
        var kind = ""
        let window: String
        let x: Double
        let y: Double
        let width: Double
        let height: Double
    }

    /// The connection of each application that publishes identifiers, by the application's own
    /// connection (found once: the other connection of the same process that answers).
    private var publishers: [String: String] = [:]

    /// The views the application on `busName` published with identifiers (GtkKit's
    /// `io.github.GtkKit.Identifiers1`, served when launched by ``XCUIApplication``); none when
    /// the app is not a GtkKit app.
    func views(ofApplication busName: String) -> [View] {
        if let kept = lookUpViews[busName] { return kept }
        let views = placedInWindows(readIdentifiedViews(ofApplication: busName), ofApplication: busName)
        lookUpViews[busName] = views
        return views
    }

    /// The identified views read during the present look-up, by application: read once per
    /// look-up, never kept beyond it.
    private var lookUpViews: [String: [View]] = [:]

    /// A new look-up starts: what the apps published is read again.
    func beginLookUp() { lookUpViews = [:] }

    private func readIdentifiedViews(ofApplication busName: String) -> [View] {
        if let publisher = publishers[busName] { return (try? identifiedViews(at: publisher)) ?? [] }
        guard let process = try? bus.processIdentifier(of: busName),
            let names = try? bus.call(busName: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", "org.freedesktop.DBus", "ListNames")[
                0
            ]
            .children.compactMap(\.string)
        else { return [] }
        for name in names where name.hasPrefix(":") && name != busName && (try? bus.processIdentifier(of: name)) == process {
            if let views = try? identifiedViews(at: name) {
                publishers[busName] = name
                return views
            }
        }
        return []
    }

    /// `views` moved by their windows' extents in AT-SPI's window coordinates: GtkKit publishes
    /// bounds in the window's widget, GTK 4.8 and Wayland count from there, and GTK 4.18 on X11
    /// from its surface, where the widget lies at its shadow's width (so the window's own extents
    /// are minus that: measured, -5 px).
    private func placedInWindows(_ views: [View], ofApplication busName: String) -> [View] {
        guard !views.isEmpty else { return views }
        let windows = AccessibleObject.children(of: [AccessibleObject(.applicationRoot(of: busName), bus: bus)]).first ?? []
        AccessibleObject.read(windows, names: true)
        AccessibleObject.readExtents(windows)
        var origins: [String: (x: Double, y: Double)] = [:]
        for window in windows where origins[window.name] == nil {
            if let box = window.extents { origins[window.name] = (Double(box.x), Double(box.y)) }
        }
        return views.map { view in
            let origin = origins[view.window] ?? (0, 0)
            return View(
                identifier: view.identifier, kind: view.kind, window: view.window, x: view.x + origin.x, y: view.y + origin.y,
                width: view.width,
                height: view.height)
        }
    }

    private func identifiedViews(at publisher: String) throws -> [View] {
        let reply = try bus.call(busName: publisher, path: "/io/github/GtkKit/Identifiers", "io.github.GtkKit.Identifiers1", "All")
        return reply[0].children.map { view in
            View(
                identifier: view[0].string ?? "", kind: view[1].string ?? "", window: view[2].string ?? "", x: view[3].number ?? 0,
                y: view[4].number ?? 0, width: view[5].number ?? 0, height: view[6].number ?? 0)
        }
    }
}

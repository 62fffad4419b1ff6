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
    private var lookUpBars: [String: [AccessibleReference: String]] = [:]

    /// A new look-up starts: what the apps published is read again.
    func beginLookUp() {
        lookUpViews = [:]
        lookUpBars = [:]
    }

    /// The navigation bars of the application on `busName` (GtkKit's header bars), by their
    /// objects on the bus, with their identifiers. GtkKit publishes a bar's title view, not the
    /// bar: AT-SPI's extents of the panels GTK builds around a title differ from the bar's own
    /// bounds by GTK version and display (4.8 leaves out the window's border, 4.18 on X11 moves
    /// them). So a bar is found from its title: the object centred nearest the title's centre,
    /// then around it the outermost container (a panel, a grouping) no taller than the one just
    /// around the title, below the window.
    func navigationBars(ofApplication busName: String) -> [AccessibleReference: String] {
        if let kept = lookUpBars[busName] { return kept }
        var bars: [AccessibleReference: String] = [:]
        let titles = views(ofApplication: busName).filter { $0.kind == "navigationBar" }
        if !titles.isEmpty {
            let all = XCUIElementQuery.walk(AccessibleObject(.applicationRoot(of: busName), bus: bus), scope: .descendants) { _ in true }
            AccessibleObject.readExtents(all)
            for title in titles {
                // The title's object: the one centred nearest the title view's centre, within
                // 16 px (GTK 4.18 moves a header's contents from where the window's own extents
                // say: docs/testing.md, "Where GtkKitTesting finds things").
                let centre = (x: title.x + title.width / 2, y: title.y + title.height / 2)
                func distance(_ object: AccessibleObject) -> Double {
                    guard let box = object.extents, box.width > 0, object.elementType != .other else { return .infinity }
                    return abs(Double(box.x) + Double(box.width) / 2 - centre.x) + abs(Double(box.y) + Double(box.height) / 2 - centre.y)
                }
                let nearest = all.map { ($0, distance($0)) }.filter { $0.1 <= 16 }.min { $0.1 < $1.1 }
                guard let shown = nearest?.0, var bar = shown.parent(), let height = bar.extents?.height else { continue }
                while let outer = bar.parent(), outer.elementType == .other,
                    let box = outer.extents, Double(box.height) <= Double(height) * 1.5
                {
                    bar = outer
                }
                bars[bar.reference] = title.identifier
            }
        }
        lookUpBars[busName] = bars
        return bars
    }

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

    /// Waits (up to the bus's call timeout) until the GtkKit app on `busName` has done what was
    /// pending `delay` milliseconds on — an action's handlers, the main-actor work they started,
    /// the relayout — as XCUITest waits for an app to settle after an action. An app that
    /// publishes nothing (not a GtkKit app) is not waited for.
    func waitForIdle(ofApplication busName: String, after delay: UInt32) {
        if publishers[busName] == nil { _ = readIdentifiedViews(ofApplication: busName) }
        guard let publisher = publishers[busName] else { return }
        _ = try? bus.call(
            busName: publisher, path: "/io/github/GtkKit/Identifiers", "io.github.GtkKit.Identifiers1", "WaitForIdle",
            .tuple([.uint32(delay)]))
    }

    /// `views` moved by their windows' extents in AT-SPI's window coordinates: GtkKit publishes
    /// bounds in the window's widget, GTK 4.8 and Wayland count from there, and GTK 4.18 on X11
    /// from its surface, where the widget lies at its shadow's width (so the window's own extents
    /// are minus that; docs/testing.md, "Where GtkKitTesting finds things").
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

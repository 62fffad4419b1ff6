import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// A screen that records its trait changes and size transitions, and has a child that does too.
@MainActor
private final class TraitRecorder: ViewController {
    let name: String
    var log: [String]
    let child: TraitRecorder?
    init(_ name: String, withChild: Bool = false, log: [String] = []) {
        self.name = name
        self.log = log
        child = withChild ? TraitRecorder("child") : nil
        super.init()
    }

    required init?(coder: Coder) { nil }
    override func loadView() { view = Label(name) }
    override func viewDidLoad() {
        if let child { addChild(child) }
    }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        Self.order.append("\(name) \(traitCollection.horizontalSizeClass)")
    }
    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        Self.order.append("\(name) willTransition")
        super.viewWillTransition(to: size, with: coordinator)
    }
    static var order: [String] = []
}

/// Every window's controllers learn its size class and the desktop's style, in UIKit's order.
final class TraitCollectionTests: GtkTestCase {
    @MainActor
    func testTheRootAndItsChildrenFollowTheWindowAcrossTheBreakpoint() async throws {
        TraitRecorder.order = []
        let root = TraitRecorder("root", withChild: true)
        let window = presentInWindow(root)
        window.setDefaultSize(width: 1000, height: 700)
        defer { window.close() }
        XCTAssertTrue(pump(until: { root.traitCollection.horizontalSizeClass == .regular }))
        XCTAssertEqual(root.child?.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(root.traitCollection.verticalSizeClass, .regular)
        // The window may be laid out at GTK's default 560 px (compact) first, or (on Wayland) at
        // 1000 px at once: either way the first traits come with no transition, parent first.
        let first = TraitRecorder.order.prefix(2)
        XCTAssertTrue(first.first?.hasPrefix("root ") == true && !first.contains("root willTransition"), "\(TraitRecorder.order)")
        XCTAssertEqual(first.last, first.first.map { $0.replacingOccurrences(of: "root", with: "child") }, "the child after its parent")
        XCTAssertEqual(TraitRecorder.order.suffix(2), ["root regular", "child regular"], "\(TraitRecorder.order)")

        TraitRecorder.order = []
        window.setDefaultSize(width: 400, height: 700)
        XCTAssertTrue(pump(until: { root.traitCollection.horizontalSizeClass == .compact }))
        XCTAssertEqual(
            TraitRecorder.order, ["root willTransition", "child willTransition", "root compact", "child compact"],
            "viewWillTransition before traitCollectionDidChange, as in UIKit")

        TraitRecorder.order = []
        window.setDefaultSize(width: 500, height: 700)
        _ = MainLoop.run(until: { false }, timeoutMilliseconds: 200)
        XCTAssertEqual(TraitRecorder.order, [], "a resize that stays compact changes no trait")
    }

    @MainActor
    func testTheDesktopsDarkStyleIsATrait() async throws {
        let root = TraitRecorder("root")
        let window = presentInWindow(root)
        defer { window.close() }
        XCTAssertTrue(pump(until: { root.traitCollection.userInterfaceStyle != .unspecified }))
        let settings = UnsafeMutableRawPointer(gtk_settings_get_default())
        gtkkit_object_set_bool(settings, "gtk-application-prefer-dark-theme", 1)
        defer { gtkkit_object_set_bool(settings, "gtk-application-prefer-dark-theme", 0) }
        gtk_widget_queue_resize(window.widget)
        XCTAssertTrue(pump(until: { root.traitCollection.userInterfaceStyle == .dark }), "dark after the next layout")
    }

    @MainActor
    func testLargeTextAndHighContrastAreTraits() async throws {
        let root = TraitRecorder("root")
        let window = presentInWindow(root)
        defer { window.close() }
        XCTAssertTrue(
            pump(until: { root.traitCollection.preferredContentSizeCategory == .large }), "the default text size is UIKit's large")
        XCTAssertEqual(root.traitCollection.accessibilityContrast, .normal)
        let settings = UnsafeMutableRawPointer(gtk_settings_get_default())
        gtkkit_object_set_int(settings, "gtk-xft-dpi", Int32(96 * 1024 * 1.25)) // GNOME's Large Text
        defer { gtkkit_object_set_int(settings, "gtk-xft-dpi", 96 * 1024) }
        gtk_widget_queue_resize(window.widget)
        XCTAssertTrue(
            pump(until: { root.traitCollection.preferredContentSizeCategory == .extraExtraLarge }), "Large Text after the next layout")
        XCTAssertFalse(root.traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
        XCTAssertTrue(ContentSizeCategory(textScale: 2).isAccessibilityCategory)
        XCTAssertEqual(ContentSizeCategory(textScale: 0.85), .small)

        var name: UnsafeMutablePointer<CChar>?
        gtkkit_object_get_string(settings, "gtk-theme-name", &name)
        let theme = name.map { String(cString: $0) } ?? "Adwaita"
        g_free(name)
        gtkkit_object_set_string(settings, "gtk-theme-name", "HighContrast")
        defer { gtkkit_object_set_string(settings, "gtk-theme-name", theme) }
        gtk_widget_queue_resize(window.widget)
        XCTAssertTrue(pump(until: { root.traitCollection.accessibilityContrast == .high }), "GNOME's High Contrast after the next layout")
    }
}

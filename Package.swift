// swift-tools-version:6.0
// Segue: UIKit-style controllers over GTK 4, and the desktop app that proves them.
// Arrows run one way: Segue -> (GtkKit -> CGtk) and Segue -> (SegueCore -> CSQLite).
import PackageDescription

let package = Package(
    name: "Segue",
    products: [
        .library(name: "GtkKit", targets: ["GtkKit"]),
        // Opt-in: UIKit's type names (UIViewController …) for GtkKit's, for porting UIKit code.
        .library(name: "GtkKitUIKitNames", targets: ["GtkKitUIKitNames"]),
        // Opt-in: web pages (WebKit's WKWebView) on WebKitGTK, opened at run time, never linked.
        .library(name: "GtkKitWebKit", targets: ["GtkKitWebKit"]),
        // UI tests in XCUITest's shape, over the accessibility bus, for an app's XCTest target.
        .library(name: "GtkKitTesting", targets: ["GtkKitTesting"]),
        .library(name: "SegueCore", targets: ["SegueCore"]),
        .executable(name: "segue", targets: ["Segue"]),
        // An Xcode project's UIKit app to a Swift package on GtkKit: `swift run gtkkit-port <project> <package>`.
        .executable(name: "gtkkit-port", targets: ["gtkkit-port"]),
        // Applied to an app's target: its @IBAction methods, for its storyboards' action connections.
        .plugin(name: "InterfaceBuilderActions", targets: ["InterfaceBuilderActions"]),
    ],
    targets: [
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // GIO's D-Bus client (no GTK), for GtkKitTesting.
        .systemLibrary(name: "CGio", pkgConfig: "gio-2.0", providers: [.apt(["libglib2.0-dev"])]),
        .target(name: "GtkKitTesting", dependencies: ["CGio"]),
        // The numbered-placeholder formatter (`%1$@`) that GtkKit's and SegueCore's translated strings share.
        .target(name: "NumberedFormat"),
        .target(name: "GtkKit", dependencies: ["CGtk", "NumberedFormat"]),
        .target(name: "GtkKitUIKitNames", dependencies: ["GtkKit"]),
        .target(name: "GtkKitWebKit", dependencies: ["GtkKit", "CGtk"]),
        // The port's reading and rewriting (Foundation only: no GTK), and its command.
        .target(name: "GtkKitPort"),
        .executableTarget(name: "gtkkit-port", dependencies: ["GtkKitPort"]),
        // The table of a target's @IBAction methods, for its storyboards' actions (GtkKit has no
        // Objective-C runtime to find a method by selector): the tool, and the build plugin that
        // runs it at every build of the target it is applied to.
        .executableTarget(name: "gtkkit-actions", dependencies: ["GtkKitPort"]),
        .plugin(name: "InterfaceBuilderActions", capability: .buildTool(), dependencies: ["gtkkit-actions"]),
        // gettext from glibc, for SegueCore's user-visible strings (Swift's Glibc module omits libintl.h).
        .systemLibrary(name: "CIntl"),
        .target(name: "SegueCore", dependencies: ["CSQLite", "CIntl", "NumberedFormat"]),
        // Resources/ compiled into the binary (glib-compile-resources), so `swift run segue` needs no `make`.
        .plugin(name: "CompileResources", capability: .buildTool()),
        .executableTarget(
            name: "Segue", dependencies: ["GtkKit", "SegueCore"], plugins: ["CompileResources", "InterfaceBuilderActions"]),
        // Run by SegueCoreTests as a child process that is killed mid-write.
        .executableTarget(name: "StoreCrashProbe", dependencies: ["SegueCore"], path: "Tests/StoreCrashProbe"),
        // The seeds' expected data and the repository's paths, shared by the test targets (no display).
        .target(name: "SegueTestFixtures", dependencies: ["SegueCore"], path: "Tests/SegueTestFixtures"),
        .testTarget(name: "SegueCoreTests", dependencies: ["SegueCore", "NumberedFormat", "SegueTestFixtures"]),
        // Shared by the widget test targets: GTK set-up under Xvfb, log capture, tree queries.
        .target(name: "GtkKitTestSupport", dependencies: ["GtkKit", "CGtk"], path: "Tests/GtkKitTestSupport"),
        // Run by GtkKitTests as a child process: main-actor work under g_application_run.
        .executableTarget(name: "MainQueueProbe", dependencies: ["GtkKit", "CGtk"], path: "Tests/MainQueueProbe"),
        // `make bench`'s layout figures: a form laid out by anchors against the same form in boxes.
        .executableTarget(name: "LayoutBench", dependencies: ["GtkKit", "CGtk"], path: "tools/bench/LayoutBench"),
        // `make bench`'s diffable data source figures: 100,000-item snapshots applied to a table.
        // `make bench`'s storyboard figures and the storyboard speech test: one scene from a
        // storyboard (Rows.storyboard, or a 60-scene file) and the same built in code.
        .executableTarget(
            name: "StoryboardScenes", dependencies: ["GtkKit"], path: "tools/bench/StoryboardScenes",
            resources: [.copy("Rows.storyboard")]),
        .executableTarget(name: "DiffableBench", dependencies: ["GtkKit", "CGtk"], path: "tools/bench/DiffableBench"),
        .executableTarget(name: "CollectionBench", dependencies: ["GtkKit", "CGtk"], path: "tools/bench/CollectionBench"),
        // `make bench`'s image picker figures: the main loop's longest stall while a 12-megapixel photo decodes.
        .executableTarget(name: "ImageBench", dependencies: ["GtkKit", "CGtk"], path: "tools/bench/ImageBench"),
        // `make bench`'s drawing figures: a 1,000-segment path stroked in draw(_:) each frame.
        .executableTarget(name: "DrawBench", dependencies: ["GtkKit", "CGtk"], path: "tools/bench/DrawBench"),
        // UIKit's app template as written (`@main` on an app delegate), run by GtkKitTests and the
        // accessibility-bus tests.
        .executableTarget(name: "UIKitTemplateApp", dependencies: ["GtkKitUIKitNames"], path: "Tests/UIKitTemplateApp"),
        .testTarget(
            name: "GtkKitTests", dependencies: ["GtkKit", "CGtk", "GtkKitTestSupport"],
            // Interface Builder files as Xcode writes them, read through Bundle.module as an app reads its own.
            resources: [.copy("Storyboards")], plugins: ["InterfaceBuilderActions"]),
        .testTarget(name: "GtkKitPortTests", dependencies: ["GtkKitPort"]),
        // GtkKitTesting's own tests, from outside as an app's UI tests use it, against an app
        // with one of each element its queries find.
        .executableTarget(name: "GtkKitTestingApp", dependencies: ["GtkKit"], path: "Tests/GtkKitTestingApp"),
        .testTarget(name: "GtkKitTestingTests", dependencies: ["GtkKitTesting"]),
        // Segue as its users meet it, in XCUITest's shape (GtkKitTesting): the built `segue`.
        .testTarget(name: "SegueUITests", dependencies: ["GtkKitTesting"]),
        .testTarget(name: "GtkKitWebKitTests", dependencies: ["GtkKitWebKit", "GtkKit", "CGtk", "GtkKitTestSupport"]),
        .testTarget(name: "SegueTests", dependencies: ["Segue", "GtkKit", "SegueCore", "CGtk", "GtkKitTestSupport", "SegueTestFixtures"]),
    ],
    swiftLanguageModes: [.v6]
)

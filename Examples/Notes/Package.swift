// swift-tools-version:6.0
// Notes: a small app built on GtkKit's public API only — the "start here" for a new GtkKit app.
// It depends on the Segue package by path (this repository); an app of your own would use
// `.package(url: "<GtkKit's repository>", from: "<version>")` instead.
import PackageDescription

let package = Package(
    name: "Notes",
    dependencies: [
        .package(name: "Segue", path: "../..")
    ],
    targets: [
        // The screens, in a library so the smoke test can drive them.
        .target(name: "NotesKit", dependencies: [.product(name: "GtkKit", package: "Segue")]),
        .executableTarget(name: "notes", dependencies: ["NotesKit", .product(name: "GtkKit", package: "Segue")]),
        .testTarget(name: "NotesTests", dependencies: ["NotesKit", .product(name: "GtkKit", package: "Segue")]),
        // The app as its users meet it, in XCUITest's shape: launched, found and driven over the
        // accessibility bus (GtkKitTesting), in the session `make test` gives it (X11 and Wayland).
        .testTarget(name: "NotesUITests", dependencies: [.product(name: "GtkKitTesting", package: "Segue")]),
        // GtkKit's DocC articles' code, extracted by tools/check-doc-snippets: built, so the
        // articles cannot drift from the API they show.
        .testTarget(
            name: "DocSnippets",
            dependencies: [
                "NotesKit", .product(name: "GtkKit", package: "Segue"), .product(name: "GtkKitUIKitNames", package: "Segue"),
                .product(name: "GtkKitWebKit", package: "Segue"), .product(name: "GtkKitTesting", package: "Segue"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

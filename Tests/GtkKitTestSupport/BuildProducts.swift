import Foundation

/// Finds executables SwiftPM built next to the running test bundle.
public enum BuildProducts {
    /// The build products folder (`.build/<triple>/debug`).
    public static var folder: URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        // `swift test` runs `<folder>/SeguePackageTests.xctest`.
        return bundle.deletingLastPathComponent()
    }

    /// The path of an executable product built with the tests.
    public static func executable(_ name: String) -> URL { folder.appendingPathComponent(name) }
}

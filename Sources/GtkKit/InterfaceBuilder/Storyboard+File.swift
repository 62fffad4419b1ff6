import Foundation

/// Storyboards as Xcode writes them: `Storyboard(name:bundle:)` reads `Main.storyboard` from the
/// app's resources, and its scenes are made as UIKit makes them.
extension Storyboard {
    /// The storyboard `name` (`"Main"`, without `.storyboard`) from `bundle`'s resources (UIKit's
    /// `UIStoryboard(name:bundle:)`): for `nil`, the app's own — the resource bundle SwiftPM
    /// builds beside the executable for its target, found from the executable's name, so a
    /// ported app's `UIStoryboard(name: "Main", bundle: nil)` needs no change. The file may be
    /// anywhere in the bundle (Xcode keeps it in `Base.lproj`).
    ///
    /// A storyboard that cannot be found or read is said (a GLib critical naming it and where
    /// it was looked for), not fatal as in UIKit: its scenes are then missing screens.
    public convenience init(name: String, bundle: Bundle?) {
        self.init()
        // A resource bundle is searched through; the program's own folder (a `bin`, or a build
        // folder of thousands of files) only at its top and in Base.lproj.
        let bundles = bundle.map { [$0.resourcePath ?? $0.bundlePath] } ?? AppInfo.resourceBundlesOfRunningProgram()
        let program = bundle == nil ? Bundle.main.resourcePath ?? Bundle.main.bundlePath : nil
        let folders = bundles + (program.map { [$0, $0 + "/Base.lproj"] } ?? [])
        guard
            let path = StoryboardFile.find(name, in: bundles)
                ?? program.flatMap({ StoryboardFile.find(name, atTopOf: [$0, $0 + "/Base.lproj"]) })
        else {
            logProgrammingError("Storyboard(name: “\(name)”): no \(name).storyboard in \(folders.joined(separator: ", "))")
            return
        }
        file = StoryboardFile(path: path)
    }
}

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
        let (found, searched) = InterfaceFiles.locate(name, extension: "storyboard", bundle: bundle)
        if found == nil {
            logProgrammingError("Storyboard(name: “\(name)”): no \(name).storyboard in \(searched.joined(separator: ", "))")
        }
        self.init(file: found.flatMap { StoryboardFile(path: $0, bundle: bundle) })
    }
}

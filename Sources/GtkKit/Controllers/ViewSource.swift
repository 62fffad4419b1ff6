import Foundation

/// A view controller's view, once loaded, and where it and the segues come from: a xib (its name and bundle, for a
/// controller made with `init(nibName:bundle:)`), a storyboard scene (the maker of its view and
/// the scene's id, where its segues are found), and the storyboard the controller performs segues
/// with. Set as the controller is made; changed only through its methods.
@MainActor
struct ViewSource {
    /// The controller's view, once loaded or set.
    private(set) var view: View?
    /// The name of the xib the view is loaded from, if one was given.
    private(set) var nibName: String?
    /// The bundle the xib is found in; nil for the app's own.
    private(set) var nibBundle: Bundle?
    /// Whether the view is loaded from a xib: the controller was made with a nib name (or nil).
    private(set) var loadsNib = false
    /// Makes the view of the interface-file scene the controller was made from.
    private(set) var sceneView: (@MainActor () -> View)?
    /// The Interface Builder id of the storyboard scene the controller was made from.
    private(set) var sceneID: String?
    /// The storyboard set on the controller itself.
    private(set) var storyboard: Storyboard?

    /// The controller's view is `view` now.
    mutating func loaded(_ view: View) { self.view = view }

    /// A controller's view comes from the xib `name` in `bundle` (nil: the class's name).
    mutating func loadNib(named name: String?, in bundle: Bundle?) {
        nibName = name
        nibBundle = bundle
        loadsNib = true
    }

    /// The controller was made from the storyboard scene `id`, its view made by `make` (nil:
    /// kept as it is).
    mutating func madeFromScene(_ id: String?, view make: (@MainActor () -> View)? = nil) {
        if let id { sceneID = id }
        if let make { sceneView = make }
    }

    /// The controller performs segues with `storyboard` (nil: its container's).
    mutating func use(_ storyboard: Storyboard?) { self.storyboard = storyboard }

    /// The controller performs segues with `storyboard` unless it was given one already (a
    /// storyboard hands itself to what it makes).
    mutating func adopt(_ storyboard: Storyboard) {
        if self.storyboard == nil { self.storyboard = storyboard }
    }
}

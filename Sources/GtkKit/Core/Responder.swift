/// An object that can answer the user's actions (UIKit's `UIResponder`): the class UIKit's app
/// template derives its app delegate from (`class AppDelegate: UIResponder, UIApplicationDelegate`),
/// so that delegate compiles as written and can start the app with `@main`.
///
/// GNOME's convention wins for events: a key press or a click goes through GTK's widget tree and
/// its event controllers, not along a chain of responders, so a `Responder` has no `next` and
/// no event methods of its own.
@MainActor
open class Responder {
    /// A responder; UIKit makes the app delegate with this initialiser at launch, as
    /// ``ApplicationDelegate/main()`` does.
    public required init() {}
}

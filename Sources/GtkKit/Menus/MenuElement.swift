/// What a ``Menu`` holds: an ``Action`` or another menu (UIKit's `UIMenuElement`).
@MainActor
public protocol MenuElement: AnyObject {
    /// What the element's item says.
    var title: String { get }
}

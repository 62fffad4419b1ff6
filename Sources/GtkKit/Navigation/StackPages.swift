/// A navigation controller's stack pages: one per controller on the navigation stack, and the
/// popped ones still in the stack, hidden, until the screen reader has taken in the focus's move
/// (`AccessibilityRepair.keepPoppedPage`), with the one timer that removes them. Changed only
/// through its methods; the navigation controller adds and removes the pages' widgets.
@MainActor
struct StackPages {
    private var pages: [ObjectIdentifier: StackPageHolder] = [:]
    private var retiring: [StackPageHolder] = []
    private var retirement: MainLoop.Timer?

    /// `controller`'s page, if it has one.
    func page(for controller: ViewController) -> StackPageHolder? { pages[ObjectIdentifier(controller)] }

    /// `page` is `controller`'s page now.
    mutating func add(_ page: StackPageHolder, for controller: ViewController) { pages[ObjectIdentifier(controller)] = page }

    /// `controller`'s page, no longer its page.
    mutating func take(for controller: ViewController) -> StackPageHolder? { pages.removeValue(forKey: ObjectIdentifier(controller)) }

    /// `page` was popped: it stays, hidden, until ``takeRetired()``.
    mutating func retire(_ page: StackPageHolder) { retiring.append(page) }

    /// The popped page showing `view`, taken back (pushed again, or its view wanted elsewhere).
    mutating func takeRetired(showing view: View) -> StackPageHolder? {
        guard let index = retiring.firstIndex(where: { $0.content === view }) else { return nil }
        return retiring.remove(at: index)
    }

    /// Every popped page, to remove now.
    mutating func takeRetired() -> [StackPageHolder] {
        defer { retiring = [] }
        return retiring
    }

    /// `timer` removes the popped pages, in place of an earlier one.
    mutating func scheduleRetirement(_ timer: MainLoop.Timer) { retirement = timer }
}

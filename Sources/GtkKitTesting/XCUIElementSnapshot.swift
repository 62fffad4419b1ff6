/// What one element was when a query looked at it (XCUITest's `XCUIElementSnapshot`), for the
/// conditions of ``XCUIElementQuery/matching(_:where:)``.
public struct XCUIElementSnapshot: Sendable {
    /// The element's type.
    public let elementType: XCUIElement.ElementType
    /// Its accessible name.
    public let label: String
    /// Its identifier (see ``XCUIElement/identifier``).
    public let identifier: String
    /// What a screen reader says after the label (see ``XCUIElement/accessibleDescription``).
    public let accessibleDescription: String
    /// Whether it can be used (sensitive).
    public let isEnabled: Bool
    /// Whether it is selected (a row, a tab).
    public let isSelected: Bool
    /// Whether it has the keyboard focus.
    public let hasFocus: Bool

    @MainActor
    init(_ object: AccessibleObject) {
        elementType = object.elementType
        label = object.name
        identifier = object.identifier ?? ""
        accessibleDescription = object.objectDescription
        isEnabled = object.has(State.sensitive)
        isSelected = object.has(State.selected) || object.has(State.checked)
        hasFocus = object.has(State.focused)
    }
}

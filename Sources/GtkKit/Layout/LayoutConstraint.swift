/// A relation between two views' (or layout guides') edges or sizes that the layout keeps
/// (UIKit's `NSLayoutConstraint`): `firstItem.firstAttribute = secondItem.secondAttribute ×
/// multiplier + constant`, or ≤, or ≥. GtkKit solves them with its own incremental Cassowary
/// engine, as Auto Layout does (a change re-solves only what it touches); leading and trailing
/// follow the text direction. An anchored view's content keeps it at its natural size with
/// UIKit's default hugging (250) and compression resistance (750).
///
/// ```swift
/// title.translatesAutoresizingMaskIntoConstraints = false
/// LayoutConstraint.activate([
///     title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
///     title.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
///     title.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
/// ])
/// ```
///
/// A constraint may relate views and guides at any depth inside one ``View``, as UIKit allows
/// any two with a common ancestor: the plain views between then join that view's engine.
/// Where GtkKit differs: a constraint cannot reach through a ``StackView``, which arranges its
/// views itself; GTK never makes a view smaller than its minimum size, so a
/// required constraint that asks for less cannot hold; and when required constraints cannot all
/// hold, GtkKit logs one GLib critical naming them and the one it broke, as UIKit logs "Unable to
/// simultaneously satisfy constraints", and keeps running.
@MainActor
public final class LayoutConstraint {
    /// A direction: a stack view's, or a content priority's (UIKit's `NSLayoutConstraint.Axis`).
    public enum Axis: Sendable {
        /// Side by side, in reading order.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// How the two sides compare (UIKit's `NSLayoutConstraint.Relation`).
    public enum Relation: Sendable {
        /// The first side at most the second.
        case lessThanOrEqual
        /// The sides equal.
        case equal
        /// The first side at least the second.
        case greaterThanOrEqual
    }

    /// What of an item a constraint relates (UIKit's `NSLayoutConstraint.Attribute`).
    public enum Attribute: Sendable {
        /// The left edge.
        case left
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The edge where lines start (left, or right in a right-to-left language).
        case leading
        /// The edge where lines end.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The first line's baseline.
        case firstBaseline
        /// The last line's baseline (GTK reports one baseline per view: the first line's).
        case lastBaseline
        /// No attribute: the second side of a constraint to a constant.
        case notAnAttribute
    }

    /// The first item: a ``View`` or a ``LayoutGuide``.
    public var firstItem: AnyObject? { first.object }
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// How the sides compare.
    public let relation: Relation
    /// The second item, or nil for a constant.
    public var secondItem: AnyObject? { second?.object }
    /// The second item's attribute (``Attribute/notAnAttribute`` for a constant).
    public let secondAttribute: Attribute
    /// What the second side is multiplied by.
    public let multiplier: Double
    /// What is added to the second side; may be changed while active, as in UIKit, and inside
    /// an animation block the layout moves there over the animation.
    public var constant: Double {
        get { Animation.target(of: self, "constant") ?? laidOutConstant }
        set {
            setAnimatable(self, "constant", anchor: owner ?? first.view, from: laidOutConstant, to: newValue) { [weak self] value in
                self?.laidOutConstant = value
            }
        }
    }
    /// The constant the layout uses now (on its way to ``constant`` during an animation).
    var laidOutConstant: Double {
        didSet {
            guard laidOutConstant != oldValue, isActive else { return }
            // In a view's engine the constant is edited in place; a stack view's size
            // constraint is applied again.
            if let engine = owner?.hostEngine, !(owner is StackView) {
                engine.changeConstant(of: self)
            } else {
                reinstall()
            }
        }
    }
    /// How much the constraint matters (``LayoutPriority/required`` by default).
    public var priority: LayoutPriority = .required {
        didSet { if priority != oldValue { reinstall() } }
    }
    /// A name for the constraint, shown in messages about it.
    public var identifier: String?

    let first: LayoutItem
    let second: LayoutItem?

    /// The view whose layout holds the constraint while it is active.
    private(set) weak var owner: View?

    init(
        first: LayoutItem, _ firstAttribute: Attribute, _ relation: Relation, second: LayoutItem?, _ secondAttribute: Attribute,
        multiplier: Double = 1, constant: Double = 0
    ) {
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.laidOutConstant = constant
    }

    /// UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`: `item`
    /// and `toItem` are views (``View``) or ``LayoutGuide``s; nil `toItem` makes a constraint
    /// to `constant`.
    public convenience init(
        item: AnyObject, attribute: Attribute, relatedBy relation: Relation, toItem: AnyObject?, attribute secondAttribute: Attribute,
        multiplier: Double, constant: Double
    ) {
        let first = LayoutItem(item) ?? .invalid
        let second = toItem.map { LayoutItem($0) ?? .invalid }
        self.init(first: first, attribute, relation, second: second, secondAttribute, multiplier: multiplier, constant: constant)
    }

    /// Whether the layout keeps the constraint. Setting it true installs it in the view that
    /// holds both items; an item that is not laid out by a ``View`` is a GLib critical naming the
    /// constraint, and it stays inactive.
    public var isActive: Bool {
        get { owner != nil }
        set {
            guard newValue != isActive else { return }
            if newValue { install() } else { uninstall() }
        }
    }

    /// Activates every constraint (UIKit's `NSLayoutConstraint.activate(_:)`).
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint (UIKit's `NSLayoutConstraint.deactivate(_:)`).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The constraint as UIKit describes it: `Label.leading == View.leading + 16.0`.
    public var description: String {
        var text = "\(first.name).\(firstAttribute) \(relation.symbol) "
        if let second {
            text += "\(second.name).\(secondAttribute)"
            if multiplier != 1 { text += " × \(multiplier)" }
            if constant != 0 { text += constant < 0 ? " - \(-constant)" : " + \(constant)" }
        } else {
            text += "\(constant)"
        }
        if priority != .required { text += " (priority \(priority.rawValue))" }
        if let identifier { text += " “\(identifier)”" }
        return text
    }

    private func install() {
        guard let (owner, joining) = LayoutItem.placement(of: first, second) else {
            return logProgrammingError(
                "LayoutConstraint \(description): its items are not laid out by one View (a constraint relates views and guides inside one View, through plain Views, not stack views)"
            )
        }
        for view in joining { view.joinSuperviewLayout() }
        if owner.install(self) { self.owner = owner }
    }

    private func uninstall() {
        owner?.uninstall(self)
        owner = nil
    }

    /// A new constant or priority: the engine's constraint is taken out and the new one added
    /// (both incremental).
    private func reinstall() {
        guard isActive else { return }
        uninstall()
        install()
    }
}

extension LayoutConstraint.Relation {
    /// How UIKit's descriptions write it.
    var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

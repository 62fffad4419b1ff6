/// How much a constraint matters (UIKit's `UILayoutPriority`): 1 to 1000; a constraint at
/// ``required`` must hold, any other gives way to stronger ones.
public struct LayoutPriority: Hashable, Sendable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The priority, 1…1000.
    public var rawValue: Float

    /// A priority of `rawValue` (UIKit's `init(rawValue:)`).
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A priority written as a number.
    public init(floatLiteral value: Float) { rawValue = value }

    /// A priority written as a whole number.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// Must hold (1000).
    public static let required = LayoutPriority(1000)
    /// UIKit's default content compression resistance (750).
    public static let defaultHigh = LayoutPriority(750)
    /// UIKit's default content hugging (250).
    public static let defaultLow = LayoutPriority(250)
    /// Only to break ties at the fitting size (50).
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether `lhs` matters less than `rhs`.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority `rhs` higher (UIKit code writes `.defaultHigh + 1`).
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }

    /// A priority `rhs` lower.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    /// The engine's strength for it: required at 1000, otherwise a weight proportional to the
    /// priority (999 weighs four times 250), all below the view's own size.
    var solverStrength: SolverStrength {
        if rawValue >= 1000 { return .required }
        return SolverStrength(strong: Double(max(1, min(rawValue, 999))) / 1000, medium: 0, weak: 0)
    }
}

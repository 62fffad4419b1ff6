internal import CGtk

/// One subview's four variables in a ``ViewLayoutEngine`` (its left, top, width and height).
@MainActor
struct LayoutFrame {
    let x, y, width, height: SolverVariable

    /// A frame-placed subview's rules: at `assigned`, or, with no frame set (`content` given),
    /// at its natural size in the corner.
    func rules(at assigned: Rect, content: SubviewContent?) -> [SolverConstraint] {
        let size = content.map { Size(width: $0.naturalWidth, height: $0.naturalHeight) } ?? assigned.size
        return [
            SolverConstraint(LinearExpression(x), .equal, LinearExpression(constant: assigned.minX)),
            SolverConstraint(LinearExpression(y), .equal, LinearExpression(constant: assigned.minY)),
            SolverConstraint(LinearExpression(width), .equal, LinearExpression(constant: size.width)),
            SolverConstraint(LinearExpression(height), .equal, LinearExpression(constant: size.height)),
        ]
    }
}

/// What a subview's content asks for in a layout of constraints, as GTK measures it: its
/// minimum and natural size, and how strongly it keeps to them (its hugging and compression
/// resistance priorities).
@MainActor
struct SubviewContent: Equatable {
    var minimumWidth, naturalWidth, minimumHeight, naturalHeight: Double
    var priorities: ContentPriorities
    /// Whether the content asks for a width and a height at all: an empty plain view does not
    /// (UIKit's `noIntrinsicMetric`), so nothing but its constraints gives it a size — and
    /// without one its layout is ambiguous, as in UIKit. A view holding subviews is sized by
    /// them, as UIKit's one engine per window would size it.
    var asksForWidth = true, asksForHeight = true

    /// `subview`'s content, its heights measured at `width` (nil: at its natural width).
    init(measuring subview: View, heightAt width: Double?) {
        var minimumWidth: Int32 = 0
        var naturalWidth: Int32 = 0
        gtk_widget_measure(subview.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, &naturalWidth, nil, nil)
        var minimumHeight: Int32 = 0
        var naturalHeight: Int32 = 0
        let measuredAt = width.map { max(Int32($0.rounded()), minimumWidth) } ?? naturalWidth
        gtk_widget_measure(subview.widget, GTK_ORIENTATION_VERTICAL, measuredAt, &minimumHeight, &naturalHeight, nil, nil)
        self.minimumWidth = Double(minimumWidth)
        self.naturalWidth = Double(naturalWidth)
        self.minimumHeight = Double(minimumHeight)
        self.naturalHeight = Double(naturalHeight)
        priorities = subview.contentPriorities
        if subview.isContainer, subview.subviews.isEmpty {
            let intrinsic = subview.intrinsicContentSize
            asksForWidth = intrinsic.width != View.noIntrinsicMetric
            asksForHeight = intrinsic.height != View.noIntrinsicMetric
        }
    }

    /// An anchored subview's rules: never below GTK's minimum (required), leaning to its natural
    /// size with its hugging (250 unless set) and compression resistance (750) priorities.
    func rules(for frame: LayoutFrame) -> [SolverConstraint] {
        var rules: [SolverConstraint] = []
        for (variable, asks, minimum, natural, hugging, resistance) in [
            (frame.width, asksForWidth, minimumWidth, naturalWidth, priorities.horizontalHugging, priorities.horizontalResistance),
            (frame.height, asksForHeight, minimumHeight, naturalHeight, priorities.verticalHugging, priorities.verticalResistance),
        ] {
            let size = LinearExpression(variable)
            rules.append(SolverConstraint(size, .greaterThanOrEqual, LinearExpression(constant: minimum)))
            guard asks else { continue }
            rules.append(SolverConstraint(size, .lessThanOrEqual, LinearExpression(constant: natural), strength: hugging.solverStrength))
            rules.append(
                SolverConstraint(size, .greaterThanOrEqual, LinearExpression(constant: natural), strength: resistance.solverStrength))
        }
        return rules
    }
}

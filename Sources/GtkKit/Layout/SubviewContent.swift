internal import CGtk

/// One subview's four variables in a ``ViewLayoutEngine`` (its left, top, width and height).
@MainActor
struct LayoutFrame {
    let x, y, width, height: SolverVariable

    /// A frame-placed subview's rules: at `assigned` from `origin` (its superview's corner in the
    /// engine), or, with no frame set (`content` given), at its natural size in the corner.
    func rules(at assigned: Rect, content: SubviewContent?, origin: (x: LinearExpression, y: LinearExpression)) -> [SolverConstraint] {
        let size = content.map { Size(width: $0.naturalWidth, height: $0.naturalHeight) } ?? assigned.size
        return [
            SolverConstraint(LinearExpression(x), .equal, origin.x + assigned.minX),
            SolverConstraint(LinearExpression(y), .equal, origin.y + assigned.minY),
            SolverConstraint(LinearExpression(width), .equal, LinearExpression(constant: size.width)),
            SolverConstraint(LinearExpression(height), .equal, LinearExpression(constant: size.height)),
        ]
    }
}

/// An item's left, top, width and height as expressions in an engine's variables, and its
/// attributes made from them.
@MainActor
struct FrameExpressions {
    let left, top, width, height: LinearExpression

    /// A subview's or guide's four variables.
    init(_ frame: LayoutFrame) {
        (left, top, width, height) = (
            LinearExpression(frame.x), LinearExpression(frame.y), LinearExpression(frame.width), LinearExpression(frame.height)
        )
    }

    /// The engine's own view: at the origin, at `size`.
    init(origin size: (width: LinearExpression, height: LinearExpression)) {
        (left, top, width, height) = (LinearExpression(), LinearExpression(), size.width, size.height)
    }

    /// `attribute`, with leading and trailing for the text direction; a baseline `baseline`
    /// below the top (nil: at the bottom, as UIKit places an item without text).
    func expression(_ attribute: LayoutConstraint.Attribute, rightToLeft: Bool, baseline: Double?) -> LinearExpression? {
        switch attribute {
        case .left: return left
        case .right: return left + width
        case .top: return top
        case .bottom: return top + height
        case .leading: return rightToLeft ? left + width : left
        case .trailing: return rightToLeft ? left : left + width
        case .width: return width
        case .height: return height
        case .centerX: return left + width * 0.5
        case .centerY: return top + height * 0.5
        case .firstBaseline, .lastBaseline: return baseline.map { top + $0 } ?? top + height
        case .notAnAttribute: return nil
        }
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
    /// them: measured by its own engine, or, once it joined this one, by its subviews here.
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
        // A scrolling view asks for no size, as UIKit's scroll, table and collection views: its
        // constraints size it, and it scrolls what does not fit.
        if subview is ScrollView || subview is TableView || subview is CollectionView {
            asksForWidth = false
            asksForHeight = false
        } else if subview.isContainer, subview.subviews.isEmpty {
            let intrinsic = subview.intrinsicContentSize
            asksForWidth = intrinsic.width != View.noIntrinsicMetric
            asksForHeight = intrinsic.height != View.noIntrinsicMetric
        }
    }

    /// A view that joined its superview's layout: its subviews' constraints size it, so it asks
    /// for nothing of its own but an ``View/intrinsicContentSize`` its class gives.
    init(joined view: View) {
        let intrinsic = view.intrinsicContentSize
        minimumWidth = 0
        minimumHeight = 0
        naturalWidth = max(intrinsic.width, 0)
        naturalHeight = max(intrinsic.height, 0)
        priorities = view.contentPriorities
        asksForWidth = intrinsic.width != View.noIntrinsicMetric
        asksForHeight = intrinsic.height != View.noIntrinsicMetric
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

internal import CGtk

/// How a ``StackView`` measures and places its arranged views. The length along the axis is
/// shared out by ``StackView/distribute(_:gaps:length:distribution:)``, which knows nothing of
/// GTK, so each distribution can be checked on numbers alone.
extension StackView {
    /// One arranged view's minimum and natural length along the axis, and whether it expands.
    package struct Extent: Equatable {
        package var minimum: Double
        package var natural: Double
        package var expands = false

        package init(minimum: Double, natural: Double, expands: Bool = false) {
            self.minimum = minimum
            self.natural = natural
            self.expands = expands
        }
    }

    /// One view's place along the axis: where it starts and how long it is.
    package struct Span: Equatable {
        package var offset: Double
        package var length: Double

        package init(offset: Double, length: Double) {
            self.offset = offset
            self.length = length
        }
    }

    /// The arranged views shown (a hidden one takes no space and no spacing).
    var shownArrangedViews: [View] { arrangedSubviews.filter(\.isVisible) }

    /// The margins arranged inside, resolved for the text direction.
    private var arrangementInsets: EdgeInsets {
        isLayoutMarginsRelativeArrangement ? directionalLayoutMargins.resolved(rightToLeft: isRightToLeft) : .zero
    }

    /// The spacing after each shown view but the last.
    private func gaps(between views: [View]) -> [Double] {
        views.dropLast().map { customSpacing(after: $0) }
    }

    /// A view's minimum and natural size along `horizontal` (or vertical), for `forSize` across.
    private func measure(_ view: View, horizontal: Bool, forSize: Double) -> (minimum: Double, natural: Double, baseline: Double) {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        var baseline: Int32 = -1
        let orientation = horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
        gtk_widget_measure(view.widget, orientation, forSize < 0 ? -1 : Int32(forSize.rounded()), &minimum, &natural, nil, &baseline)
        // A view with no baseline sits on its bottom edge, as in UIKit.
        return (Double(minimum), Double(natural), baseline < 0 ? Double(natural) : Double(baseline))
    }

    /// The stack's own measure: ``View/measureSubviews(horizontal:forSize:)`` for stacks.
    func measureArrangement(horizontal: Bool, forSize: Int) -> (minimum: Int, natural: Int) {
        let views = shownArrangedViews
        let insets = arrangementInsets
        let inset = horizontal ? insets.left + insets.right : insets.top + insets.bottom
        let crossInset = horizontal ? insets.top + insets.bottom : insets.left + insets.right
        guard !views.isEmpty else { return (Int(inset.rounded(.up)), Int(inset.rounded(.up))) }
        let gapTotal = gaps(between: views).reduce(0, +)
        if horizontal == (axis == .horizontal) {
            // Along the axis; `forSize` is the stack's size across it.
            let across = forSize < 0 ? -1 : max(0, Double(forSize) - crossInset)
            let sizes = views.map { measure($0, horizontal: horizontal, forSize: across) }
            let minimum: Double
            let natural: Double
            if distribution == .fillEqually {
                minimum = Double(views.count) * (sizes.map(\.minimum).max() ?? 0) + gapTotal
                natural = Double(views.count) * (sizes.map(\.natural).max() ?? 0) + gapTotal
            } else {
                minimum = sizes.map(\.minimum).reduce(0, +) + gapTotal
                natural = sizes.map(\.natural).reduce(0, +) + gapTotal
            }
            return (Int((minimum + inset).rounded(.up)), Int((natural + inset).rounded(.up)))
        }
        // Across the axis; `forSize` is the stack's length along it, shared out first.
        let lengths: [Double]
        if forSize < 0 {
            lengths = views.map { _ in -1 }
        } else {
            let length = max(0, Double(forSize) - crossInset)
            lengths = Self.distribute(
                extents(of: views, across: -1), gaps: gaps(between: views), length: length, distribution: distribution
            )
            .map(\.length)
        }
        let sizes = zip(views, lengths).map { measure($0, horizontal: horizontal, forSize: $1) }
        var minimum = sizes.map(\.minimum).max() ?? 0
        var natural = sizes.map(\.natural).max() ?? 0
        if axis == .horizontal, !horizontal, alignment == .firstBaseline || alignment == .lastBaseline {
            let above = sizes.map(\.baseline).max() ?? 0
            let below = sizes.map { $0.natural - $0.baseline }.max() ?? 0
            natural = max(natural, above + below)
            minimum = max(minimum, natural)
        }
        return (Int((minimum + inset).rounded(.up)), Int((natural + inset).rounded(.up)))
    }

    /// The views' extents along the axis, for `across` (-1: unknown).
    private func extents(of views: [View], across: Double) -> [Extent] {
        let horizontal = axis == .horizontal
        return views.map { view in
            let size = measure(view, horizontal: horizontal, forSize: across)
            return Extent(minimum: size.minimum, natural: size.natural, expands: Self.expands(view, horizontal: horizontal))
        }
    }

    /// Whether `view` takes room left over along `horizontal` (or vertical): its own expand flag,
    /// or, unset, whether a view inside it expands — GTK's rule, which a box follows too.
    private static func expands(_ view: View, horizontal: Bool) -> Bool {
        Bool(gboolean: gtk_widget_compute_expand(view.widget, horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL))
    }

    /// Whether an arranged view expands, across and down: the stack's own want of room when its
    /// expand flags are not set (GtkKitView's `compute_expand`).
    var arrangedViewsExpand: (horizontal: Bool, vertical: Bool) {
        let views = shownArrangedViews
        return (views.contains { Self.expands($0, horizontal: true) }, views.contains { Self.expands($0, horizontal: false) })
    }

    /// The stack's own allocation: ``View/allocateSubviews(width:height:)`` for stacks.
    func allocateArrangement(width: Int, height: Int) {
        let views = shownArrangedViews
        guard !views.isEmpty else { return }
        let insets = arrangementInsets
        let content = Rect(x: 0, y: 0, width: Double(width), height: Double(height)).inset(by: insets)
        let horizontal = axis == .horizontal
        let cross = horizontal ? content.height : content.width
        // Across sizes first where lengths depend on them (a vertical stack's wrapped labels).
        let crossSizes: [(size: Double, baseline: Double)] = views.map { view in
            let size = measure(view, horizontal: !horizontal, forSize: -1)
            return (alignment == .fill ? max(cross, size.minimum) : max(min(size.natural, cross), size.minimum), size.baseline)
        }
        let extents: [Extent]
        if horizontal {
            extents = self.extents(of: views, across: cross)
        } else {
            extents = zip(views, crossSizes).map { view, across in
                let size = measure(view, horizontal: false, forSize: across.size)
                return Extent(minimum: size.minimum, natural: size.natural, expands: Self.expands(view, horizontal: false))
            }
        }
        let length = horizontal ? content.width : content.height
        let spans = Self.distribute(extents, gaps: gaps(between: views), length: length, distribution: distribution)
        // Baselines are known only once each view's length is.
        var baselines: [Double] = []
        if horizontal, alignment == .firstBaseline || alignment == .lastBaseline {
            baselines = zip(views, spans).map { measure($0, horizontal: false, forSize: $1.length).baseline }
        }
        let topBaseline = baselines.max() ?? 0
        for (index, view) in views.enumerated() {
            let span = spans[index]
            var across = crossSizes[index].size
            var offset: Double
            switch alignment {
            case .fill: offset = 0
            case .leading, .top: offset = 0
            case .center: offset = (cross - across) / 2
            case .trailing, .bottom: offset = cross - across
            case .firstBaseline, .lastBaseline:
                if horizontal {
                    across = measure(view, horizontal: false, forSize: span.length).natural
                    offset = topBaseline - baselines[index]
                } else {
                    offset = 0
                }
            }
            if horizontal {
                // Along a row, leading is the right edge in a right-to-left language.
                let x = isRightToLeft ? content.maxX - span.offset - span.length : content.minX + span.offset
                allocate(view, x: x, y: content.minY + offset, width: span.length, height: across)
            } else {
                // Across a column, leading is the right edge in a right-to-left language.
                let x = isRightToLeft ? content.maxX - offset - across : content.minX + offset
                allocate(view, x: x, y: content.minY + span.offset, width: across, height: span.length)
            }
        }
    }

    /// Shares `length` out between views of `extents` with `gaps` between them, as
    /// `distribution` says.
    nonisolated package static func distribute(_ extents: [Extent], gaps: [Double], length: Double, distribution: Distribution) -> [Span] {
        guard !extents.isEmpty else { return [] }
        let gapTotal = gaps.reduce(0, +)
        var lengths: [Double]
        var spaces = gaps
        switch distribution {
        case .fill:
            lengths = fill(extents, into: length - gapTotal)
        case .fillEqually:
            let each = max(0, (length - gapTotal) / Double(extents.count))
            lengths = extents.map { max(each, $0.minimum) }
        case .fillProportionally:
            let total = extents.map(\.natural).reduce(0, +)
            let share = max(0, length - gapTotal)
            lengths = extents.map { extent in
                max(total > 0 ? extent.natural / total * share : share / Double(extents.count), extent.minimum)
            }
        case .equalSpacing, .equalCentering:
            lengths = shrink(extents, into: length - gapTotal)
            let leftover = length - gapTotal - lengths.reduce(0, +)
            if extents.count > 1, leftover > 0 {
                spaces = gaps.map { $0 + leftover / Double(extents.count - 1) }
            }
            if distribution == .equalCentering, extents.count > 1, let centred = centre(lengths, gaps: gaps, length: length) {
                return centred
            }
        }
        var spans: [Span] = []
        var offset = 0.0
        for (index, itemLength) in lengths.enumerated() {
            spans.append(Span(offset: offset, length: itemLength))
            offset += itemLength + (index < spaces.count ? spaces[index] : 0)
        }
        return spans
    }

    /// ``Distribution/fill``: natural lengths, the rest to the expanding views (or the last).
    nonisolated private static func fill(_ extents: [Extent], into length: Double) -> [Double] {
        let natural = extents.map(\.natural).reduce(0, +)
        guard length > natural else { return shrink(extents, into: length) }
        var receivers = extents.indices.filter { extents[$0].expands }
        if receivers.isEmpty { receivers = [extents.count - 1] }
        let extra = (length - natural) / Double(receivers.count)
        return extents.indices.map { extents[$0].natural + (receivers.contains($0) ? extra : 0) }
    }

    /// Natural lengths, or less: what is short taken from each view down to its minimum, in
    /// proportion to what it has above it.
    nonisolated private static func shrink(_ extents: [Extent], into length: Double) -> [Double] {
        let natural = extents.map(\.natural).reduce(0, +)
        let slack = extents.map { max(0, $0.natural - $0.minimum) }.reduce(0, +)
        guard natural > length, slack > 0 else { return extents.map(\.natural) }
        let cut = min(natural - length, slack)
        return extents.map { $0.natural - max(0, $0.natural - $0.minimum) / slack * cut }
    }

    /// ``Distribution/equalCentering``: centres equally apart from the first view's start to the
    /// last's end; nil when a gap would come out below its spacing.
    nonisolated private static func centre(_ lengths: [Double], gaps: [Double], length: Double) -> [Span]? {
        let count = lengths.count
        let step = (length - lengths[0] / 2 - lengths[count - 1] / 2) / Double(count - 1)
        let spans = lengths.indices.map { index in
            Span(offset: lengths[0] / 2 + Double(index) * step - lengths[index] / 2, length: lengths[index])
        }
        for index in 1..<count where spans[index].offset - (spans[index - 1].offset + spans[index - 1].length) < gaps[index - 1] - 0.001 {
            return nil
        }
        return spans
    }
}

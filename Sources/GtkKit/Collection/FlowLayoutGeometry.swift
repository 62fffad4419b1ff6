import FoundationEssentials

/// The arithmetic of a vertical flow layout with one item size: where each section, item,
/// header and footer is, and which items a stretch of the content holds. Pure and exact (every
/// item has the layout's size), so a collection of a million items is laid out in time
/// proportional to its sections, and unit-tested without a display.
package struct FlowLayoutGeometry: Equatable, FlatNumbering {
    /// Items in each section.
    package var counts: [Int]
    /// The width the items flow in, the section insets' included.
    package var width: Double
    package var itemSize: Size
    package var interitemSpacing: Double
    package var lineSpacing: Double
    package var insets: EdgeInsets
    package var headerHeight: Double
    package var footerHeight: Double

    /// The layout's figures for `counts` in `width`.
    package init(
        counts: [Int], width: Double, itemSize: Size, interitemSpacing: Double = 10, lineSpacing: Double = 10,
        insets: EdgeInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), headerHeight: Double = 0, footerHeight: Double = 0
    ) {
        self.counts = counts
        self.width = width
        self.itemSize = itemSize
        self.interitemSpacing = interitemSpacing
        self.lineSpacing = lineSpacing
        self.insets = insets
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
    }

    /// Items side by side on a line: as many as fit with at least the inter-item spacing, and
    /// at least one (a window narrower than an item still shows it, cut off).
    package var columns: Int {
        let room = width - insets.left - insets.right
        return Swift.max(1, Int(((room + interitemSpacing) / (itemSize.width + interitemSpacing)).rounded(.down)))
    }

    /// Lines of items in `section`.
    package func lines(in section: Int) -> Int { (counts[section] + columns - 1) / columns }

    /// The height of the items' lines of `section`, without its header, insets and footer.
    private func linesHeight(_ lines: Int) -> Double {
        lines == 0 ? 0 : Double(lines) * itemSize.height + Double(lines - 1) * lineSpacing
    }

    /// The height of `section`: header, insets, lines and footer.
    package func height(of section: Int) -> Double {
        headerHeight + insets.top + linesHeight(lines(in: section)) + insets.bottom + footerHeight
    }

    /// Where `section` starts (its header's top).
    package func top(of section: Int) -> Double { (0..<section).reduce(0) { $0 + height(of: $1) } }

    /// The whole content's height.
    package var contentHeight: Double { top(of: counts.count) }

    /// The leading edge of column `column` (from the left; a right-to-left view mirrors it). As
    /// in UIKit, the room left on a full line goes between the items, not after them; one
    /// column is centred.
    package func x(ofColumn column: Int) -> Double {
        let room = width - insets.left - insets.right
        let count = columns
        guard count > 1 else { return insets.left + Swift.max(0, (room - itemSize.width) / 2) }
        let gap = Swift.max(interitemSpacing, (room - Double(count) * itemSize.width) / Double(count - 1))
        return insets.left + Double(column) * (itemSize.width + gap)
    }

    /// The frame of the item at `indexPath`, from the content's top left.
    package func frame(of indexPath: IndexPath) -> Rect {
        let line = indexPath.item / columns
        let y = top(of: indexPath.section) + headerHeight + insets.top + Double(line) * (itemSize.height + lineSpacing)
        return Rect(x: x(ofColumn: indexPath.item % columns), y: y, width: itemSize.width, height: itemSize.height)
    }

    /// The frame of `section`'s header (full width), if it has one.
    package func headerFrame(of section: Int) -> Rect? {
        headerHeight > 0 ? Rect(x: 0, y: top(of: section), width: width, height: headerHeight) : nil
    }

    /// The frame of `section`'s footer (full width), if it has one.
    package func footerFrame(of section: Int) -> Rect? {
        footerHeight > 0 ? Rect(x: 0, y: top(of: section) + height(of: section) - footerHeight, width: width, height: footerHeight) : nil
    }

    /// The items of each section with any part between `minY` and `maxY`, by section.
    package func items(from minY: Double, to maxY: Double) -> [(section: Int, items: Range<Int>)] {
        var result: [(section: Int, items: Range<Int>)] = []
        var top = 0.0
        let pitch = itemSize.height + lineSpacing
        for section in counts.indices {
            let height = height(of: section)
            defer { top += height }
            guard top + height > minY, top < maxY, counts[section] > 0 else { continue }
            let linesTop = top + headerHeight + insets.top
            let first = Swift.max(0, Int(((minY - linesTop - itemSize.height) / pitch).rounded(.down)) + 1)
            let last = Swift.min(lines(in: section) - 1, Int(((maxY - linesTop) / pitch).rounded(.up)) - 1)
            guard first <= last else { continue }
            result.append((section, (first * columns)..<Swift.min(counts[section], (last + 1) * columns)))
        }
        return result
    }

    /// The items with any part between `minY` and `maxY`, in order.
    package func indexPaths(from minY: Double, to maxY: Double) -> [IndexPath] {
        items(from: minY, to: maxY).flatMap { section, items in items.map { IndexPath(item: $0, section: section) } }
    }

    /// The sections whose header or footer has any part between `minY` and `maxY`.
    package func sections(from minY: Double, to maxY: Double) -> [Int] {
        var result: [Int] = []
        var top = 0.0
        for section in counts.indices {
            let height = height(of: section)
            if top + height > minY, top < maxY { result.append(section) }
            top += height
        }
        return result
    }

    /// Where an arrow key goes from `indexPath`: `dx` items along the line (crossing into the
    /// next or previous line and section, as reading goes), or `dy` lines up or down in the same
    /// column (onto the last item of a shorter line below, and on into the next section). Nil at
    /// the collection's ends.
    package func neighbour(of indexPath: IndexPath, dx: Int = 0, dy: Int = 0) -> IndexPath? {
        if dx != 0 { return self.indexPath(ofFlat: flat(indexPath) + dx) }
        let columns = columns
        var section = indexPath.section
        var line = indexPath.item / columns + dy
        let column = indexPath.item % columns
        while true {
            if line < 0 {
                guard let previous = (0..<section).last(where: { counts[$0] > 0 }) else { return nil }
                section = previous
                line = lines(in: section) - 1
            } else if line >= lines(in: section) {
                guard let next = ((section + 1)..<counts.count).first(where: { counts[$0] > 0 }) else { return nil }
                section = next
                line = 0
            } else {
                // Down onto a shorter last line lands on its last item.
                return IndexPath(item: Swift.min(line * columns + column, counts[section] - 1), section: section)
            }
        }
    }
}

internal import CGtk

/// Strokes a long path as short overlapping pieces, which cairo rasterises several times faster
/// than one long stroke: its scan converter keeps every edge crossing a row sorted, and a line
/// chart's thousand segments put hundreds of edges on each row. The pieces overlap by one
/// segment, so every corner is drawn by a piece holding both its segments and the union is the
/// whole stroke — exact for an opaque colour over what is below, when the ends add nothing
/// (butt caps) or their discs are inside the round joins. Anything else is stroked whole: a
/// translucent colour (the overlaps would show), dashes (the pattern would restart) or a closed
/// subpath.
enum PiecewiseStroke {
    /// Segments per piece, the last one shared with the next piece.
    static let pieceLength = 8
    /// Paths with fewer segments are stroked whole: they are quick already.
    static let minimumSegments = 48

    /// Strokes `cairo`'s current path in pieces and clears it, if that draws the same; false,
    /// leaving the path, otherwise.
    static func stroke(_ cairo: OpaquePointer) -> Bool {
        guard cairo_get_dash_count(cairo) == 0, cairo_get_operator(cairo) == CAIRO_OPERATOR_OVER,
            cairo_get_line_cap(cairo) == CAIRO_LINE_CAP_BUTT || cairo_get_line_join(cairo) == CAIRO_LINE_JOIN_ROUND
        else { return false }
        var red = 0.0
        var green = 0.0
        var blue = 0.0
        var alpha = 0.0
        guard cairo_pattern_get_rgba(cairo_get_source(cairo), &red, &green, &blue, &alpha) == CAIRO_STATUS_SUCCESS, alpha >= 1
        else { return false }
        guard let path = cairo_copy_path(cairo) else { return false }
        defer { cairo_path_destroy(path) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return false }
        let subpaths = split(data, count: Int(path.pointee.num_data))
        guard let subpaths, subpaths.reduce(0, { $0 + $1.count - 1 }) >= minimumSegments else { return false }
        cairo_new_path(cairo)
        for elements in subpaths {
            // elements[0] is the move; a piece from `start` strokes the segments after it, to `end`.
            let last = elements.count - 1
            var start = 0
            while true {
                let end = min(start + pieceLength, last)
                let origin = endPoint(of: elements[start], in: data)
                cairo_move_to(cairo, origin.x, origin.y)
                for index in (start + 1)...end { emit(elements[index], from: data, to: cairo) }
                cairo_stroke(cairo)
                if end == last { break }
                start = end - 1 // the next piece begins with this one's last segment
            }
        }
        return true
    }

    /// Each subpath's elements (indices of their headers in `data`, a move first); nil when a
    /// subpath is closed.
    private static func split(_ data: UnsafeMutablePointer<cairo_path_data_t>, count: Int) -> [[Int]]? {
        var subpaths: [[Int]] = []
        var index = 0
        while index < count {
            let header = data[index].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO: subpaths.append([index])
            case CAIRO_PATH_LINE_TO, CAIRO_PATH_CURVE_TO:
                if subpaths.isEmpty { subpaths.append([]) }
                subpaths[subpaths.count - 1].append(index)
            default: return nil // a closed subpath
            }
            index += max(1, Int(header.length))
        }
        return subpaths.filter { $0.count > 1 && data[$0[0]].header.type == CAIRO_PATH_MOVE_TO }
    }

    /// The point an element ends at.
    private static func endPoint(of element: Int, in data: UnsafeMutablePointer<cairo_path_data_t>) -> (x: Double, y: Double) {
        let last = data[element + Int(data[element].header.length) - 1].point
        return (last.x, last.y)
    }

    /// Adds the line or curve at `element` to `cairo`'s path.
    private static func emit(_ element: Int, from data: UnsafeMutablePointer<cairo_path_data_t>, to cairo: OpaquePointer) {
        if data[element].header.type == CAIRO_PATH_CURVE_TO {
            let (a, b, c) = (data[element + 1].point, data[element + 2].point, data[element + 3].point)
            cairo_curve_to(cairo, a.x, a.y, b.x, b.y, c.x, c.y)
        } else {
            let point = data[element + 1].point
            cairo_line_to(cairo, point.x, point.y)
        }
    }
}

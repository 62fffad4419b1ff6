import Foundation

/// The session's pointer, as a hand on a mouse moves it: through the X server's XTEST extension
/// (`xdotool`) on X11, through the compositor's virtual pointer (`zwlr_virtual_pointer_v1`,
/// ``VirtualPointer``) on Wayland. Points are in the screen's (X11) or the output layout's
/// (Wayland) pixels.
@MainActor
enum Pointer {
    /// What the pointer does at a point.
    enum Stroke {
        /// `count` clicks of the primary button, as quick as a double click.
        case click(count: Int)
        /// The primary button held down for `seconds`.
        case hold(seconds: TimeInterval)
        /// The primary button pressed, moved by `dx`, `dy` quickly (a flick: 25 px every 10 ms)
        /// and let go.
        case flick(dx: Double, dy: Double)
    }

    /// Does `stroke` at `point`.
    static func perform(_ stroke: Stroke, at point: CGPoint) throws {
        if Keyboard.onWayland {
            try waylandPointer().perform(stroke, at: point)
        } else {
            try Keyboard.run("xdotool", xdotoolArguments(stroke, at: point))
        }
    }

    /// The virtual pointer, made once per compositor: like a new virtual keyboard's first key, a
    /// new pointer's first press can reach the app before it knows the pointer is there.
    private static func waylandPointer() throws -> VirtualPointer {
        let display = ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] ?? ""
        if let made = madePointer, made.display == display { return made.pointer }
        madePointer?.pointer.close()
        let pointer = try VirtualPointer(layout: try outputLayoutSize())
        madePointer = (display, pointer)
        return pointer
    }

    private static var madePointer: (display: String, pointer: VirtualPointer)?

    /// One xdotool command line for `stroke`: its own `sleep` between events, so the timing is
    /// the X server's and no test waits on a clock of its own.
    private static func xdotoolArguments(_ stroke: Stroke, at point: CGPoint) -> [String] {
        let start = ["mousemove", "\(Int(point.x))", "\(Int(point.y))"]
        switch stroke {
        case .click(let count):
            return start + ["click", "--repeat", "\(count)", "--delay", "80", "1"]
        case .hold(let seconds):
            return start + ["mousedown", "1", "sleep", String(format: "%.2f", seconds), "mouseup", "1"]
        case .flick(let dx, let dy):
            var arguments = start + ["mousedown", "1"]
            for step in flickSteps(dx: dx, dy: dy) {
                arguments += ["sleep", "0.01", "mousemove", "\(Int(point.x + step.x))", "\(Int(point.y + step.y))"]
            }
            return arguments + ["mouseup", "1"]
        }
    }

    /// The offsets a flick passes through, 25 px apart, ending at (`dx`, `dy`).
    static func flickSteps(dx: Double, dy: Double) -> [CGPoint] {
        let count = max(2, Int((dx * dx + dy * dy).squareRoot() / 25))
        return (1...count).map { CGPoint(x: dx * Double($0) / Double(count), y: dy * Double($0) / Double(count)) }
    }

    /// The size of sway's output layout, which the virtual pointer's absolute motions are in.
    private static func outputLayoutSize() throws -> CGSize {
        let outputs = try JSONSerialization.jsonObject(with: try Sway.message("get_outputs")) as? [[String: Any]] ?? []
        var size = CGSize.zero
        for output in outputs where output["active"] as? Bool ?? true {
            guard let rect = output["rect"] as? [String: Any], let x = rect["x"] as? Double, let y = rect["y"] as? Double,
                let width = rect["width"] as? Double, let height = rect["height"] as? Double
            else { continue }
            size.width = max(size.width, x + width)
            size.height = max(size.height, y + height)
        }
        guard size.width > 0 else { throw BusError(description: "sway reports no output") }
        return size
    }
}

/// sway's IPC, through `swaymsg`.
enum Sway {
    /// What `swaymsg -t <type>` answers, as JSON.
    static func message(_ type: String) throws -> Data { try Keyboard.output("swaymsg", ["-r", "-t", type]) }
}

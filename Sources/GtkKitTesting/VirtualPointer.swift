import Foundation

/// A pointer a wlroots compositor (sway) treats as a real one: its virtual pointer protocol
/// (`zwlr_virtual_pointer_v1`), through a ``WaylandClient``. Moves are absolute, in the output
/// layout's pixels.
@MainActor
final class VirtualPointer {
    private let client: WaylandClient
    private let layout: CGSize
    private var pointer: UInt32 = 0
    private static let buttonLeft: UInt32 = 0x110 // linux/input-event-codes.h BTN_LEFT

    /// Connects to the compositor of `WAYLAND_DISPLAY` and makes a virtual pointer on its seat.
    init(layout: CGSize) throws {
        self.layout = layout
        client = try WaylandClient()
        let globals = client.globals
        guard let manager = globals["zwlr_virtual_pointer_manager_v1"], let seatName = globals["wl_seat"] else {
            client.close()
            throw BusError(description: "the compositor offers no virtual pointer (zwlr_virtual_pointer_manager_v1)")
        }
        let seat = try client.bind(name: seatName, interface: "wl_seat")
        let managerID = try client.bind(name: manager, interface: "zwlr_virtual_pointer_manager_v1")
        pointer = client.newID()
        try client.send(managerID, 0, words: [seat, pointer]) // create_virtual_pointer
        _ = try client.roundtrip()
    }

    /// Does `stroke` at `point`; the holds and the flick's steps are timed by the compositor's
    /// event times as a hand's would be.
    func perform(_ stroke: Pointer.Stroke, at point: CGPoint) throws {
        try move(to: point)
        // A hand comes to rest before it presses: the app hears the pointer arrive first.
        Thread.sleep(forTimeInterval: 0.1)
        switch stroke {
        case .click(let count):
            for index in 0..<count {
                if index > 0 { Thread.sleep(forTimeInterval: 0.08) }
                try button(pressed: true)
                try button(pressed: false)
            }
        case .hold(let seconds):
            try button(pressed: true)
            Thread.sleep(forTimeInterval: seconds)
            try button(pressed: false)
        case .flick(let dx, let dy):
            try button(pressed: true)
            for step in Pointer.flickSteps(dx: dx, dy: dy) {
                Thread.sleep(forTimeInterval: 0.01)
                try move(to: CGPoint(x: point.x + step.x, y: point.y + step.y))
            }
            try button(pressed: false)
        }
    }

    /// Ends the pointer and the connection.
    func close() {
        if pointer != 0 { try? client.send(pointer, 8, words: []) } // destroy
        pointer = 0
        client.close()
    }

    private func move(to point: CGPoint) throws {
        try client.send(
            pointer, 1,
            words: [client.time(), UInt32(max(0, point.x)), UInt32(max(0, point.y)), UInt32(layout.width), UInt32(layout.height)])
        try client.send(pointer, 4, words: []) // frame
        _ = try client.roundtrip()
    }

    private func button(pressed: Bool) throws {
        try client.send(pointer, 2, words: [client.time(), Self.buttonLeft, pressed ? 1 : 0])
        try client.send(pointer, 4, words: [])
        _ = try client.roundtrip()
    }
}

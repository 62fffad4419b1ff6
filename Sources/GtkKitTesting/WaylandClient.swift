import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A connection to the session's Wayland compositor, spoken directly over its socket — a
/// header (object id, size and opcode) and 32-bit arguments — so no library beyond the C
/// library is needed: enough to list what the compositor offers and to drive its virtual input
/// protocols. Used by one task at a time.
final class WaylandClient {
    private let socket: Int32
    private var nextID: UInt32 = 2
    private var buffer: [UInt8] = []
    /// The registry's object id.
    private(set) var registry: UInt32 = 0
    /// The compositor's globals: each interface it offers, by its name there.
    private(set) var globals: [String: UInt32] = [:]

    /// Connects to the compositor of `WAYLAND_DISPLAY` and reads what it offers.
    init() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let display = environment["WAYLAND_DISPLAY"] else { throw BusError(description: "no WAYLAND_DISPLAY") }
        let path = display.hasPrefix("/") ? display : (environment["XDG_RUNTIME_DIR"] ?? "/tmp") + "/" + display
        socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard socket >= 0, bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw BusError(description: "cannot open a socket for \(path)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else {
            close()
            throw BusError(description: "cannot connect to the compositor at \(path)")
        }
        registry = newID()
        try send(1, 1, words: [registry]) // wl_display.get_registry
        for event in try roundtrip() where event.sender == registry && event.opcode == 0 { // wl_registry.global
            let (interface, _) = event.string(at: 4)
            if globals[interface] == nil { globals[interface] = event.word(0) }
        }
    }

    /// Ends the connection.
    func close() { Glibc.close(socket) }

    // MARK: The wire

    struct Event {
        let sender: UInt32
        let opcode: UInt16
        let body: [UInt8]

        func word(_ offset: Int) -> UInt32 {
            UInt32(body[offset]) | UInt32(body[offset + 1]) << 8 | UInt32(body[offset + 2]) << 16 | UInt32(body[offset + 3]) << 24
        }

        /// The string at `offset` and the offset after it (a length, the bytes with their
        /// terminating zero, padding to 32 bits).
        func string(at offset: Int) -> (String, Int) {
            let length = Int(word(offset))
            let start = offset + 4
            let text = String(decoding: body[start..<(start + max(0, length - 1))], as: UTF8.self)
            return (text, start + (length + 3) / 4 * 4)
        }
    }

    func newID() -> UInt32 {
        nextID += 1
        return nextID - 1
    }

    func time() -> UInt32 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt32(truncatingIfNeeded: Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000)
    }

    func bind(name: UInt32, interface: String) throws -> UInt32 {
        let id = newID()
        var body = Self.bytes(name)
        let text = Array(interface.utf8) + [0]
        body += Self.bytes(UInt32(text.count)) + text + Array(repeating: 0, count: (4 - text.count % 4) % 4)
        body += Self.bytes(1) + Self.bytes(id) // version 1, the new id
        try send(registry, 0, body: body) // wl_registry.bind
        return id
    }

    static func bytes(_ word: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: word >> ($0 * 8)) } }

    func send(_ sender: UInt32, _ opcode: UInt16, words: [UInt32]) throws {
        try send(sender, opcode, body: words.flatMap(Self.bytes))
    }

    func send(_ sender: UInt32, _ opcode: UInt16, body: [UInt8]) throws {
        let message = Self.bytes(sender) + Self.bytes(UInt32(8 + body.count) << 16 | UInt32(opcode)) + body
        let sent = message.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent == message.count else { throw BusError(description: "the compositor's connection closed") }
    }

    /// Sends `wl_display.sync` and returns every event up to its answer; throws on a protocol
    /// error, or when the compositor does not answer within 5 s.
    func roundtrip() throws -> [Event] {
        let callback = newID()
        try send(1, 0, words: [callback])
        var events: [Event] = []
        let deadline = Date(timeIntervalSinceNow: 5)
        while Date() < deadline {
            while buffer.count >= 8 {
                let header = Event(sender: 0, opcode: 0, body: Array(buffer[0..<8]))
                let size = Int(header.word(4) >> 16)
                guard buffer.count >= size, size >= 8 else { break }
                let event = Event(sender: header.word(0), opcode: UInt16(header.word(4) & 0xFFFF), body: Array(buffer[8..<size]))
                buffer.removeFirst(size)
                if event.sender == 1 && event.opcode == 0 { // wl_display.error
                    throw BusError(description: "Wayland protocol error \(event.word(4)): \(event.string(at: 8).0)")
                }
                if event.sender == callback { return events }
                events.append(event)
            }
            var poll = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard Glibc.poll(&poll, 1, 500) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw BusError(description: "the compositor closed the connection") }
            buffer += chunk[0..<count]
        }
        throw BusError(description: "the compositor did not answer")
    }
}

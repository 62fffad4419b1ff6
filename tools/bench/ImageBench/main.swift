// The image picker's bench (`make bench`): what choosing a 12-megapixel photo costs the window.
// The picker decodes the chosen file off the main thread (Bitmap.load) and Homepwner encodes it
// as JPEG off the main thread; the window must keep answering. A 1 ms timer on the main loop
// records the longest gap between its ticks while that work runs, against the same loop with
// nothing running (the machine's own noise), interleaved, in one run. Prints the medians and the
// slowest of each; the goal is no stall over 50 ms.
import CGtk
import FoundationEssentials
import GtkKit
import Synchronization

/// A result handed from a task off the main actor to the main loop, which polls it (this bench
/// runs GLib's loop without an application, so nothing drains the main actor's queue).
final class Slot<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)
    func set(_ newValue: Value) { value.withLock { $0 = newValue } }
    var current: Value? { value.withLock { $0 } }
}

let rounds = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 5

/// A 4000 × 3000 JPEG of noise (what a phone's photo costs to decode), written once.
func writePhoto() -> String {
    let path = "/tmp/gtkkit-image-bench-12mp.jpg"
    let (width, height) = (4000, 3000)
    let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, Int32(width), Int32(height))!
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
    let pixels = gdk_pixbuf_get_pixels(pixbuf)!
    var seed: UInt32 = 12345
    for row in 0..<height {
        for byte in 0..<(width * 3) {
            seed = seed &* 1_103_515_245 &+ 12345
            // Smooth gradients with some noise, as a photo compresses.
            pixels[row * stride + byte] = UInt8(truncatingIfNeeded: (row / 12 + byte / 36) &+ Int(seed >> 28))
        }
    }
    var error: UnsafeMutablePointer<GError>?
    guard gdk_pixbuf_savev(pixbuf, path, "jpeg", nil, nil, &error) != 0 else {
        print("image-bench: cannot write \(path)")
        exit(1)
    }
    return path
}

/// Runs the main loop until `done`, ticking every millisecond; returns the longest gap between
/// ticks (ms) and the time taken (ms).
@MainActor
func longestStall(until done: @escaping @MainActor () -> Bool, minimumMilliseconds: Double = 0) -> (stall: Double, total: Double) {
    var last = g_get_monotonic_time()
    let start = last
    var longest: gint64 = 0
    var timer: MainLoop.Timer?
    func tick() {
        let now = g_get_monotonic_time()
        longest = max(longest, now - last)
        last = now
        timer = MainLoop.after(milliseconds: 1) { tick() }
    }
    tick()
    _ = MainLoop.run(
        until: { done() && Double(g_get_monotonic_time() - start) / 1000 >= minimumMilliseconds }, timeoutMilliseconds: 60_000)
    timer?.cancel()
    return (Double(longest) / 1000, Double(g_get_monotonic_time() - start) / 1000)
}

extension String {
    init(format1 value: Double) { self = String(Double(Int((value * 10).rounded())) / 10) }
}

MainActor.assumeIsolated {
    guard Application.openDisplay() else {
        print("image-bench: no display")
        exit(1)
    }
    let path = writePhoto()
    var idle: [Double] = []
    var decode: [(stall: Double, total: Double)] = []
    var encode: [(stall: Double, total: Double)] = []
    for _ in 0..<rounds {
        let loaded = Slot<Bitmap?>()
        Task.detached { loaded.set(try? await Bitmap.load(contentsOf: path)) }
        let decoded = longestStall(until: { loaded.current != nil })
        let bitmap = loaded.current ?? nil
        decode.append(decoded)
        idle.append(longestStall(until: { true }, minimumMilliseconds: decoded.total).stall)
        guard let picked = bitmap, picked.width == 4000 else {
            print("image-bench: the photo did not decode")
            exit(1)
        }
        let jpeg = Slot<Data>()
        Task.detached { jpeg.set(picked.jpegData(compressionQuality: 0.5) ?? Data()) }
        encode.append(longestStall(until: { jpeg.current != nil }))
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    print(
        "image-bench: a 12-megapixel JPEG picked (release, \(rounds) rounds): decoded off the main loop in "
            + "\(String(format1: median(decode.map(\.total)))) ms, longest main-loop stall \(String(format1: median(decode.map(\.stall)))) ms "
            + "(slowest \(String(format1: decode.map(\.stall).max() ?? 0)) ms; goal <= 50 ms); idle loop's own longest gap "
            + "\(String(format1: median(idle))) ms; jpegData(0.5) off the main loop \(String(format1: median(encode.map(\.total)))) ms, "
            + "stall \(String(format1: median(encode.map(\.stall)))) ms (slowest \(String(format1: encode.map(\.stall).max() ?? 0)) ms)")
}

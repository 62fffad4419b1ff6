import FoundationEssentials
import Glibc

/// Where a storyboard's scenes are in its bytes, found without parsing them: a storyboard of
/// many scenes opens its first screen after reading that scene alone, and a scene's XML is read
/// when it is first made. Xcode writes each scene as one `<scene>` element (scenes never nest,
/// and `<` in text or attributes is always escaped), so its bounds are found by searching.
struct StoryboardSceneIndex {
    /// One scene: its bytes, and its controller's element name and attributes (read from the
    /// controller's opening tag alone).
    struct Scene {
        let range: Range<Int>
        let controller: InterfaceElement
        /// Where the controller's tag starts in the file.
        let controllerOffset: Int
    }

    /// The document without its scenes: the root's attributes (type, initial controller), read
    /// to check the file and find the initial scene.
    let skeleton: Data
    /// The scenes whose controller tag was found, in the file's order.
    let scenes: [Scene]

    /// The index of `data`; nil when its scenes cannot be delimited (an unclosed `<scene>`: a
    /// file cut short), which parsing the whole file then reports.
    init?(_ data: Data) {
        var scenes: [Scene] = []
        var skeleton = Data()
        let found: Bool = data.withUnsafeBytes { bytes in
            var from = 0
            while let start = Self.find("<scene", in: bytes, from: from, boundary: true) {
                guard let end = Self.find("</scene>", in: bytes, from: start, boundary: false) else { return false }
                let range = start..<end + "</scene>".utf8.count
                skeleton.append(contentsOf: bytes[from..<start])
                if let (controller, offset) = Self.controllerTag(in: bytes, range) {
                    scenes.append(Scene(range: range, controller: controller, controllerOffset: range.lowerBound + offset))
                }
                from = range.upperBound
            }
            skeleton.append(contentsOf: bytes[from...])
            return true
        }
        guard found else { return nil }
        self.skeleton = skeleton
        self.scenes = scenes
    }

    /// The line of `data` that byte `offset` is on.
    static func line(of offset: Int, in data: Data) -> Int {
        data.withUnsafeBytes { bytes in 1 + bytes[..<offset].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }
    }

    /// The first `text` in `bytes` at or after `from`; with `boundary`, only one followed by a
    /// space or `>` (so `<scene` is not found in `<scenes>`).
    private static func find(_ text: String, in bytes: UnsafeRawBufferPointer, from: Int, boundary: Bool) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let needle = Array(text.utf8)
        var from = from
        while from + needle.count <= bytes.count {
            // memchr finds the first byte at memory speed; the rest is compared there.
            guard let hit = memchr(base + from, Int32(needle[0]), bytes.count - from) else { return nil }
            let offset = base.distance(to: UnsafeRawPointer(hit))
            let next = offset + needle.count
            guard next <= bytes.count else { return nil }
            if memcmp(base + offset, needle, needle.count) == 0,
                !boundary || (next < bytes.count && [0x20, 0x0A, 0x09, 0x3E].contains(bytes[next]))
            {
                return offset
            }
            from = offset + 1
        }
        return nil
    }

    /// The opening tag of the scene's controller (the object with `sceneMemberID="viewController"`)
    /// as an element with no children, and where it starts in the scene; nil when the scene has
    /// none or the tag does not read.
    private static func controllerTag(in bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> (InterfaceElement, Int)? {
        let scene = UnsafeRawBufferPointer(rebasing: bytes[range])
        guard let member = find("sceneMemberID=\"viewController\"", in: scene, from: 0, boundary: false),
            let start = scene[..<member].lastIndex(of: UInt8(ascii: "<"))
        else { return nil }
        // The tag ends at the first `>` outside quotes.
        var quoted = false
        var end = start
        while end < scene.count {
            if scene[end] == UInt8(ascii: "\"") { quoted.toggle() } else if scene[end] == UInt8(ascii: ">"), !quoted { break }
            end += 1
        }
        guard end < scene.count else { return nil }
        var tag = Data(scene[start..<end])
        if tag.last != UInt8(ascii: "/") { tag.append(UInt8(ascii: "/")) }
        tag.append(UInt8(ascii: ">"))
        return (try? InterfaceReader.read(tag)).map { ($0, start) }
    }
}

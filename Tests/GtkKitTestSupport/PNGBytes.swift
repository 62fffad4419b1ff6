import Foundation

/// PNG files made byte by byte, for tests of what GtkKit does with damaged or oversized ones.
public enum PNGBytes {
    /// The 8-byte signature every PNG starts with.
    public static let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    /// A file that claims 8000 × 5000 pixels (40 megapixels) and holds none.
    public static var oversized: Data {
        signature + chunk("IHDR", [0, 0, 0x1F, 0x40, 0, 0, 0x13, 0x88, 8, 2, 0, 0, 0])
            + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])
    }

    /// A PNG chunk with its CRC-32.
    public static func chunk(_ type: String, _ body: [UInt8]) -> Data {
        let typed = Array(type.utf8) + body
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in typed {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc = ~crc
        var data = Data()
        for value in [UInt32(body.count)] { data.append(contentsOf: withUnsafeBytes(of: value.bigEndian, Array.init)) }
        data.append(contentsOf: typed)
        data.append(contentsOf: withUnsafeBytes(of: crc.bigEndian, Array.init))
        return data
    }
}

import FoundationEssentials

/// The book's `+[BNRItem randomItem]`: an adjective and a noun for the name, a serial number of
/// digit-letter-digit-letter-digit ("4A8B2") and a value from 0 to 99 dollars.
public struct HomepwnerRandomItem: Equatable, Sendable {
    /// The adjectives and nouns the book draws from.
    public static let adjectives = ["Fluffy", "Rusty", "Shiny"]
    /// See ``adjectives``.
    public static let nouns = ["Bear", "Spork", "Mac"]

    /// "Shiny Mac".
    public let name: String
    /// "4A8B2".
    public let serialNumber: String
    /// 0…99.
    public let valueInDollars: Int

    /// A random item drawn with `generator` (seed one in tests for a repeatable item).
    public init<Generator: RandomNumberGenerator>(using generator: inout Generator) {
        name = "\(Self.adjectives.randomElement(using: &generator)!) \(Self.nouns.randomElement(using: &generator)!)"
        var serial = ""
        for index in 0..<5 {
            if index.isMultiple(of: 2) {
                serial += String(Int.random(in: 0...9, using: &generator))
            } else {
                serial.append(Character(Unicode.Scalar(UInt8(ascii: "A") + UInt8.random(in: 0..<26, using: &generator))))
            }
        }
        serialNumber = serial
        valueInDollars = Int.random(in: 0...99, using: &generator)
    }

    /// A random item from the system's generator.
    public init() {
        var generator = SystemRandomNumberGenerator()
        self.init(using: &generator)
    }
}

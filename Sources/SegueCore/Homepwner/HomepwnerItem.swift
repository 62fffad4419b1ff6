import FoundationEssentials

/// One possession in Homepwner (the book's `BNRItem`): a name, a serial number, a value in whole
/// dollars, when it was entered, and an optional picture kept by ``HomepwnerImageStore`` under `imageKey`.
public struct HomepwnerItem: Codable, Equatable, Identifiable, Sendable {
    /// The database row id.
    public let id: Int64
    /// Sort key (the user's order; gaps allowed).
    public var position: Int64
    /// What it is ("Shiny Mac").
    public var name: String
    /// Its serial number ("4A8B2").
    public var serialNumber: String
    /// What it is worth, in whole dollars (0 to ``HomepwnerItemValue/maximum``); nil when the
    /// stored value is no whole number (another program wrote text there): shown as "Not set",
    /// and left as it is on disk until the user types a value.
    public var valueInDollars: Int?
    /// When the item was entered.
    public let dateCreated: Date
    /// The key of its picture in the image store, or nil for none.
    public var imageKey: String?

    /// An item.
    public init(
        id: Int64, position: Int64, name: String, serialNumber: String, valueInDollars: Int?, dateCreated: Date,
        imageKey: String? = nil
    ) {
        self.id = id
        self.position = position
        self.name = name
        self.serialNumber = serialNumber
        self.valueInDollars = valueInDollars
        self.dateCreated = dateCreated
        self.imageKey = imageKey
    }

    /// The longest name, in characters (a row shows it on one line).
    public static let maximumNameLength = 200
    /// The longest serial number, in characters.
    public static let maximumSerialLength = 100

    /// Why `name` cannot be saved, in words, or nil (``OneLineText``; an empty name is allowed,
    /// as in the book).
    public static func nameProblem(_ name: String) -> String? { OneLineText.problem(name, maximum: maximumNameLength) }

    /// Why `serial` cannot be saved, in words, or nil (``OneLineText``).
    public static func serialProblem(_ serial: String) -> String? {
        OneLineText.problem(serial, maximum: maximumSerialLength, kind: .serialNumber)
    }

    /// The value as the list shows it: "$42", or "Not set".
    public var valueText: String { valueInDollars.map { "$\($0)" } ?? localized("Not set") }
}

import FoundationEssentials

/// The sample possessions a new Homepwner list starts with, read from `data/homepwner/items.json`:
/// each has a picture in the same folder (`<image>`) and its ready-made thumbnail
/// (`<image without extension>.thumb.png`), so seeding needs no image decoding.
public struct ItemSeed: Decodable, Equatable, Sendable {
    /// The item's name.
    public let name: String
    /// Its serial number.
    public let serial: String
    /// Its value in dollars.
    public let value: Int
    /// The picture's file name in `data/homepwner/`, if it has one.
    public let image: String?

    /// The seed file, relative to `data/`.
    public static let fileName = "homepwner/items.json"

    /// The sample items; a missing or malformed file is an error naming it.
    public static func load(using locator: DataLocator = DataLocator()) throws(DataError) -> (seeds: [ItemSeed], folder: URL) {
        let url = try locator.url(for: fileName)
        guard let data = try? Data(contentsOf: url), let seeds = try? JSONDecoder().decode([ItemSeed].self, from: data) else {
            throw .malformed(path: url.path, reason: localized("expected a JSON list of items with name, serial, value and image"))
        }
        return (seeds, url.deletingLastPathComponent())
    }

    /// Adds `seeds` to an empty items table, copying each picture and its thumbnail from
    /// `folder` into `images`. A picture that cannot be copied leaves its item without one.
    public static func seed(_ seeds: [ItemSeed], from folder: URL, images: HomepwnerImageStore, into database: SQLiteDatabase, now: Date)
        throws(StoreError)
    {
        let repository = HomepwnerItemRepository(database: database)
        for seed in seeds {
            var key: String?
            if let image = seed.image, let copied = try? images.importFile(at: folder.appendingPathComponent(image)),
                let thumbnail = images.thumbnailPath(forKey: copied)
            {
                let source = folder.appendingPathComponent(image).deletingPathExtension().appendingPathExtension("thumb.png")
                key = (try? FileManager.default.copyItem(atPath: source.path, toPath: thumbnail)) != nil ? copied : nil
                if key == nil { images.delete(key: copied) }
            }
            _ = try repository.append(
                name: seed.name, serialNumber: seed.serial, valueInDollars: seed.value, dateCreated: now, imageKey: key)
        }
    }
}

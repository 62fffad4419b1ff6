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

    /// The picture key a sample item has while its picture could not be copied into `images/`
    /// (the folder is a file, a symlink loop, unwritable): the prefix and the picture's file name.
    /// No picture shows for it (it is no key the image store makes) until
    /// ``importPendingPictures(into:images:from:)`` copies the picture, at a later opening.
    public static let pendingKeyPrefix = "sample:"

    /// Adds `seeds` to an empty items table, copying each picture and its thumbnail from
    /// `folder` into `images`. A picture that cannot be copied leaves its item waiting for it
    /// (``pendingKeyPrefix``); the error is returned so the user can be told which folder and why.
    @discardableResult
    public static func seed(_ seeds: [ItemSeed], from folder: URL, images: HomepwnerImageStore, into database: SQLiteDatabase, now: Date)
        throws(StoreError) -> HomepwnerImageStoreError?
    {
        let repository = HomepwnerItemRepository(database: database)
        var problem: HomepwnerImageStoreError?
        for seed in seeds {
            var key: String?
            if let image = seed.image {
                switch copy(image, from: folder, into: images) {
                case .success(let copied): key = copied
                case .failure(let error):
                    key = pendingKeyPrefix + image
                    problem = problem ?? error
                }
            }
            _ = try repository.append(
                name: seed.name, serialNumber: seed.serial, valueInDollars: seed.value, dateCreated: now, imageKey: key)
        }
        return problem
    }

    /// Copies the pictures of sample items still waiting for theirs (see ``pendingKeyPrefix``);
    /// returns why they still cannot be copied, or nil once none waits. Cheap when none does.
    @discardableResult
    public static func importPendingPictures(into database: SQLiteDatabase, images: HomepwnerImageStore, from folder: URL)
        throws(StoreError) -> HomepwnerImageStoreError?
    {
        let waiting = try database.query(
            "SELECT COUNT(*) FROM items WHERE substr(image_key, 1, ?) = ?",
            [.integer(Int64(pendingKeyPrefix.count)), .text(pendingKeyPrefix)])
        guard (waiting.first?.first?.integer ?? 0) > 0 else { return nil } // one scan of the keys
        let repository = HomepwnerItemRepository(database: database)
        for var item in try repository.all() {
            guard let key = item.imageKey, key.hasPrefix(pendingKeyPrefix) else { continue }
            switch copy(String(key.dropFirst(pendingKeyPrefix.count)), from: folder, into: images) {
            case .success(let copied):
                item.imageKey = copied
                try repository.update(item)
            case .failure(let error): return error
            }
        }
        return nil
    }

    /// Copies a sample picture and its ready-made thumbnail into `images` under a new key.
    private static func copy(_ image: String, from folder: URL, into images: HomepwnerImageStore)
        -> Result<String, HomepwnerImageStoreError>
    {
        let source = folder.appendingPathComponent(image)
        let copied: String
        do { copied = try images.importFile(at: source) } catch { return .failure(error) }
        guard let thumbnail = images.thumbnailPath(forKey: copied) else {
            return .failure(.cannotWrite(folder: images.folder.path, reason: ""))
        }
        let thumbnailSource = source.deletingPathExtension().appendingPathExtension("thumb.png")
        do {
            try FileManager.default.copyItem(atPath: thumbnailSource.path, toPath: thumbnail)
        } catch {
            images.delete(key: copied)
            return .failure(.cannotWrite(folder: images.folder.path, reason: FileErrorReason.describe(error)))
        }
        return .success(copied)
    }
}

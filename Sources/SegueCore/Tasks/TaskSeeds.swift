import FoundationEssentials

/// The tasks a first run starts with, read from `data/tasks.json` (the seed's list).
public enum TaskSeeds {
    /// The data file's name.
    public static let fileName = "tasks.json"

    /// The seed tasks; a missing or malformed file is an error naming it.
    public static func load(using locator: DataLocator = DataLocator()) throws(DataError) -> [String] {
        let url = try locator.url(for: fileName)
        guard let data = try? Data(contentsOf: url),
            let texts = try? JSONDecoder().decode([String].self, from: data)
        else {
            throw .malformed(path: url.path, reason: localized("expected a JSON list of task texts"))
        }
        return texts
    }
}

import FoundationEssentials

/// The sample heroes a new store starts with, read from `data/heroes.json`.
public struct HeroSeed: Decodable, Equatable, Sendable {
    /// The name.
    public let name: String
    /// The secret identity.
    public let secretIdentity: String
    /// `YYYY-MM-DD`, if known.
    public let birthdate: String?
    /// The sex, if known.
    public let sex: String?

    /// The data file's name.
    public static let fileName = "heroes.json"

    /// The sample heroes; a missing or malformed file is an error naming it.
    public static func load(using locator: DataLocator = DataLocator()) throws(DataError) -> [HeroSeed] {
        let url = try locator.url(for: fileName)
        guard let data = try? Data(contentsOf: url), let seeds = try? JSONDecoder().decode([HeroSeed].self, from: data),
            seeds.allSatisfy({ $0.birthdate.map { HeroDate(isoText: $0) != nil } ?? true })
        else {
            throw .malformed(
                path: url.path, reason: localized("expected a JSON list of heroes with name, secretIdentity, birthdate and sex"))
        }
        return seeds
    }

    /// Adds `seeds` to an empty heroes table.
    public static func seed(_ seeds: [HeroSeed], into database: SQLiteDatabase) throws(StoreError) {
        let repository = HeroRepository(database: database)
        for seed in seeds {
            _ = try repository.add(
                Hero(
                    id: 0, name: seed.name, secretIdentity: seed.secretIdentity, birthdate: seed.birthdate.flatMap(HeroDate.init(isoText:)),
                    sex: seed.sex))
        }
    }
}

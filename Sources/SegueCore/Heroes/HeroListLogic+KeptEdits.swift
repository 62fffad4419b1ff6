import FoundationEssentials

/// The heroes' kept Saves as a record for a later launch (``KeptEditsJournal``): each hero as it
/// shows, with the value the store refused.
extension HeroListLogic {
    public func keptEditsRecord() -> Data? {
        guard hasUnsavedEdits else { return nil }
        return try? JSONEncoder().encode(keptHeroes)
    }

    public func takeBackKeptEdits(_ record: Data) throws {
        for hero in try JSONDecoder().decode([Hero].self, from: record) { try keepTakenBack(hero) }
    }
}

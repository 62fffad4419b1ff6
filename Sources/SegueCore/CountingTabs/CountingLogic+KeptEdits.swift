import FoundationEssentials

/// The counts the store refused, as a record for a later launch (``KeptEditsJournal``).
extension CountingLogic {
    struct KeptCount: Codable {
        var scene: String
        var count: Int
        var badge: String?
    }

    public func keptEditsRecord() -> Data? {
        guard hasUnsavedEdits else { return nil }
        let kept = CountingScene.allCases.filter(unsavedScenes.contains).map { scene in
            KeptCount(scene: scene.rawValue, count: counts[scene] ?? 0, badge: badges[scene])
        }
        return try? JSONEncoder().encode(kept)
    }

    public func takeBackKeptEdits(_ record: Data) throws {
        for kept in try JSONDecoder().decode([KeptCount].self, from: record) {
            guard let scene = CountingScene(rawValue: kept.scene) else { continue }
            keepTakenBack(scene, count: max(kept.count, 0), badge: kept.badge)
        }
    }
}

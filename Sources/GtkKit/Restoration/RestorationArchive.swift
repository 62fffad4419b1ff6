import FoundationEssentials

/// A navigation stack as saved for the next launch: the app's version, and each controller from
/// the root up with its restoration identifier and state. JSON, so it can live in GSettings.
struct RestorationArchive: Codable, Equatable, Sendable {
    struct Entry: Codable, Equatable, Sendable {
        var identifier: String
        var state: [String: Coder.Value]
    }

    /// The format; an archive with another format is ignored.
    static let format = 1

    var format: Int
    var version: String
    var path: [Entry]

    func encoded() -> String? {
        guard let data = try? JSONEncoder().encode(self) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The archive in `text`, or nil when it is damaged, of another format or another version.
    init?(text: String, version: String) {
        guard let archive = try? JSONDecoder().decode(RestorationArchive.self, from: Data(text.utf8)),
            archive.format == Self.format, archive.version == version, !archive.path.isEmpty
        else { return nil }
        self = archive
    }

    init(version: String, path: [Entry]) {
        format = Self.format
        self.version = version
        self.path = path
    }
}

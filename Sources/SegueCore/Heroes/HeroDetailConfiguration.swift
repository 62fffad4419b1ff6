import FoundationEssentials

/// The hero detail page's sections and rows, from data instead of code: the seed replaces its
/// nested `switch` (section × row) with paired arrays of section names, row labels, keys, editor
/// classes and arguments. Here they are one JSON file — a list of sections, each with an optional
/// title and its rows `{label, key, editor, arguments}` — loaded and checked once. A bad file
/// fails at load with a message naming the file, the section and the row.
public struct HeroDetailConfiguration: Equatable, Sendable {
    /// One row: its (translatable) label, the hero attribute it shows, and its editor.
    public struct Row: Equatable, Sendable {
        /// The label, as written in the file (translated for display with `localized`).
        public let label: String
        /// The attribute shown and edited.
        public let key: HeroKey
        /// The editor the row opens, by its class name ("ManagedObjectDateEditor").
        public let editor: String
        /// The options of an editor that takes a list (``HeroEditorRule/takesOptions``); else empty.
        public let options: [String]
    }

    /// One section: an optional heading (the seed's `NSNull` for none) and its rows.
    public struct Section: Equatable, Sendable {
        /// The heading, or nil.
        public let title: String?
        /// The rows.
        public let rows: [Row]
    }

    /// The sections, in order.
    public let sections: [Section]

    /// No sections (a page before it is given its configuration).
    public static let empty = HeroDetailConfiguration(sections: [])

    private init(sections: [Section]) { self.sections = sections }

    /// The configuration in `data`; `fileName` names it in errors. Rows may name only the
    /// `editors` given (by default the seed's three), each with what its rule asks.
    public init(
        data: Data, fileName: String, editors: [String: HeroEditorRule] = HeroEditorRule.seedEditors
    ) throws(HeroConfigurationError) {
        let raw: [RawSection]
        do { raw = try JSONDecoder().decode([RawSection].self, from: data) } catch let error as DecodingError {
            throw Self.explain(error, file: fileName)
        } catch {
            throw .init(file: fileName, place: nil, problem: localized("it is not valid JSON"))
        }
        guard !raw.isEmpty else { throw .init(file: fileName, place: nil, problem: localized("expected a non-empty list of sections")) }
        var sections: [Section] = []
        for (sectionIndex, section) in raw.enumerated() {
            let sectionPlace = localized(format: "section %1$@", String(sectionIndex + 1))
            guard let rowList = section.rows, !rowList.isEmpty else {
                throw .init(file: fileName, place: sectionPlace, problem: localized("“rows” is missing or empty"))
            }
            var rows: [Row] = []
            for (rowIndex, row) in rowList.enumerated() {
                let place = sectionPlace + ", " + localized(format: "row %1$@", String(rowIndex + 1))
                rows.append(try Self.row(row, place: place, file: fileName, editors: editors))
            }
            sections.append(Section(title: section.title, rows: rows))
        }
        self.sections = sections
    }

    /// A section as written; every field optional, so a missing one is explained, not a crash.
    private struct RawSection: Decodable {
        let title: String?
        let rows: [RawRow]?
    }

    /// A row as written. `hasArguments` is whether "arguments" is there and not null.
    private struct RawRow: Decodable {
        let label: String?
        let key: String?
        let editor: String?
        let list: [String]?
        let hasArguments: Bool

        private enum Keys: String, CodingKey { case label, key, editor, arguments }
        private enum ArgumentKeys: String, CodingKey { case list }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            label = try container.decodeIfPresent(String.self, forKey: .label)
            key = try container.decodeIfPresent(String.self, forKey: .key)
            editor = try container.decodeIfPresent(String.self, forKey: .editor)
            let isNull = container.contains(.arguments) ? try container.decodeNil(forKey: .arguments) : true
            hasArguments = !isNull
            if hasArguments {
                let arguments = try container.nestedContainer(keyedBy: ArgumentKeys.self, forKey: .arguments)
                list = try arguments.decodeIfPresent([String].self, forKey: .list)
            } else {
                list = nil
            }
        }
    }

    private static func row(
        _ row: RawRow, place: String, file: String, editors: [String: HeroEditorRule]
    ) throws(HeroConfigurationError) -> Row {
        func required(_ value: String?, _ field: String) throws(HeroConfigurationError) -> String {
            guard let value, !value.isEmpty else {
                throw .init(file: file, place: place, problem: localized(format: "“%1$@” is missing", field))
            }
            return value
        }
        let label = try required(row.label, "label")
        let place = place + " (“\(label)”)"
        let keyName = try required(row.key, "key")
        guard let key = HeroKey(rawValue: keyName) else {
            throw .init(file: file, place: place, problem: localized(format: "unknown key “%1$@”", keyName))
        }
        let editorName = try required(row.editor, "editor")
        guard let rule = editors[editorName] else {
            throw .init(file: file, place: place, problem: localized(format: "unknown editor “%1$@”", editorName))
        }
        var options: [String] = []
        if rule.takesOptions {
            guard let list = row.list, !list.isEmpty, Set(list).count == list.count, !list.contains(where: \.isEmpty) else {
                throw .init(
                    file: file, place: place,
                    problem: localized(format: "the %1$@ editor needs arguments {\"list\": [options]}, distinct and not empty", editorName))
            }
            options = list
        } else if row.hasArguments {
            throw .init(file: file, place: place, problem: localized(format: "the %1$@ editor takes no arguments", editorName))
        }
        guard rule.valueKind == key.valueKind else {
            throw .init(file: file, place: place, problem: localized(format: "the %1$@ editor cannot edit “%2$@”", editorName, keyName))
        }
        return Row(label: label, key: key, editor: editorName, options: options)
    }

    /// A decoding failure (a field of the wrong type) explained with its place in the file.
    private static func explain(_ error: DecodingError, file: String) -> HeroConfigurationError {
        let path: [any CodingKey]
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
            path = context.codingPath
        @unknown default:
            path = []
        }
        guard !path.isEmpty else { return .init(file: file, place: nil, problem: localized("it is not valid JSON")) }
        var parts: [String] = []
        if let section = path.first?.intValue { parts.append(localized(format: "section %1$@", String(section + 1))) }
        if path.count > 2, let row = path[2].intValue { parts.append(localized(format: "row %1$@", String(row + 1))) }
        let field = path.last.flatMap { $0.intValue == nil ? $0.stringValue : nil } ?? ""
        return .init(
            file: file, place: parts.isEmpty ? nil : parts.joined(separator: ", "),
            problem: field.isEmpty ? localized("a value has the wrong type") : localized(format: "“%1$@” has the wrong type", field))
    }
}

/// Why a hero detail configuration was refused: which file, where in it, and what is wrong.
public struct HeroConfigurationError: Error, Equatable, CustomStringConvertible {
    /// The file's name.
    public let file: String
    /// "section 2, row 3 (“Birthdate”)", or nil for the whole file.
    public let place: String?
    /// What is wrong.
    public let problem: String

    public var description: String {
        if let place { return localized(format: "The hero page configuration “%1$@” is not valid: %2$@: %3$@.", file, place, problem) }
        return localized(format: "The hero page configuration “%1$@” is not valid: %2$@.", file, problem)
    }
}

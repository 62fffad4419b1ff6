internal import CGtk
import Foundation
import Synchronization

/// An app's `Localizable.strings` as Xcode keeps them — `"key" = "text";` files in
/// `<language>.lproj` folders of its resources — looked up for the user's languages, as UIKit's
/// `NSLocalizedString` looks them up in the main bundle (`GtkKitUIKitNames` gives a port that
/// name, reading here).
///
/// Why GtkKit reads them: Foundation on Linux looks for the main bundle's strings beside the
/// executable, in a folder named after it, and SwiftPM keeps an app's resources in a bundle
/// named after its package and target. (A GNOME app translates with gettext catalogs; a UIKit
/// app brings `.strings` files, which are what a port has.)
public enum LocalizedStrings {
    /// The text for `key` in the table `table` (`Localizable` for nil) of `bundle` (the app's
    /// own resources for nil), in the first of the user's languages that has it — GLib's order,
    /// from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` — then English and `Base`; else
    /// `value`, or the key itself when `value` is nil or empty, as Foundation answers.
    public static func string(forKey key: String, value: String? = nil, table: String? = nil, bundle: Bundle? = nil) -> String {
        string(forKey: key, value: value, table: table, folders: folders(of: bundle), languages: userLanguages())
    }

    /// The lookup itself, in `folders` for `languages` (`.lproj` folder names, best first).
    static func string(forKey key: String, value: String?, table: String?, folders: [String], languages: [String]) -> String {
        if let text = translation(forKey: key, table: table ?? "Localizable", folders: folders, languages: languages) { return text }
        guard let value, !value.isEmpty else { return key }
        return value
    }

    /// The text for `key` in the table `table` of `bundle` (the app's for nil) for the user's
    /// languages, or nil when no table has it.
    static func translation(forKey key: String, table: String, bundle: Bundle?) -> String? {
        translation(forKey: key, table: table, folders: folders(of: bundle), languages: userLanguages())
    }

    /// Whether any `.lproj` folder of `bundle` (the app's for nil) holds the table `table`.
    static func hasTable(named table: String, bundle: Bundle?) -> Bool {
        folders(of: bundle).contains { folder in cache.withLock { $0.hasTable(named: table + ".strings", in: folder) } }
    }

    private static func folders(of bundle: Bundle?) -> [String] {
        bundle.map { [$0.resourcePath ?? $0.bundlePath] } ?? AppInfo.resourceBundlesOfRunningProgram()
    }

    private static func translation(forKey key: String, table: String, folders: [String], languages: [String]) -> String? {
        let name = table + ".strings"
        for language in languages + ["en", "Base"] {
            for folder in folders {
                for lproj in cache.withLock({ $0.lprojFolders(in: folder)[language] ?? [] }) {
                    if let text = cache.withLock({ $0.table(at: lproj + "/" + name) })[key] { return text }
                }
            }
        }
        return nil
    }

    /// The user's languages as `.lproj` names, best first (GLib's `g_get_language_names`).
    static func userLanguages() -> [String] {
        var names: [String] = []
        var current = g_get_language_names()
        while let name = current?.pointee {
            names.append(String(cString: name))
            current = current?.advanced(by: 1)
        }
        return lprojNames(fromLanguageNames: names)
    }

    /// GLib's language names as `.lproj` names: `de_DE.UTF-8`, `de_DE`, `de`, `C` are `de-DE`
    /// and `de` (no encodings, modifiers or the C locale).
    static func lprojNames(fromLanguageNames languageNames: [String]) -> [String] {
        var names: [String] = []
        for text in languageNames where !text.contains(".") && !text.contains("@") && text != "C" && text != "POSIX" {
            let lproj = text.replacing("_", with: "-")
            if !names.contains(lproj) { names.append(lproj) }
        }
        return names
    }

    private static let cache = Mutex(Cache())

    /// The `.lproj` folders found in each resource folder, and the tables read, each once.
    private struct Cache: ~Copyable {
        var folders: [String: [String: [String]]] = [:]
        var tables: [String: [String: String]] = [:]
        var tableFound: [String: Bool] = [:]

        /// The `.lproj` folders under `folder` (at any depth: a port keeps Xcode's layout), by
        /// language.
        mutating func lprojFolders(in folder: String) -> [String: [String]] {
            if let known = folders[folder] { return known }
            var found: [String: [String]] = [:]
            for path in (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? [] where path.hasSuffix(".lproj") {
                let language = String((path.split(separator: "/").last ?? "").dropLast(".lproj".count))
                found[language, default: []].append(folder + "/" + path)
            }
            folders[folder] = found
            return found
        }

        /// Whether a `.lproj` folder under `folder` holds the file `name`, looked for once.
        mutating func hasTable(named name: String, in folder: String) -> Bool {
            let key = folder + "\n" + name
            if let known = tableFound[key] { return known }
            let found = lprojFolders(in: folder).values.joined().contains { FileManager.default.fileExists(atPath: $0 + "/" + name) }
            tableFound[key] = found
            return found
        }

        /// The strings file at `path` (empty when there is none or it cannot be read): UTF-8 or,
        /// as older Xcode wrote them, UTF-16 with its byte order mark.
        mutating func table(at path: String) -> [String: String] {
            if let known = tables[path] { return known }
            var table: [String: String] = [:]
            if var data = FileManager.default.contents(atPath: path) {
                if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]),
                    let text = String(data: data, encoding: .utf16)
                {
                    data = Data(text.utf8)
                }
                if let parsed = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String] {
                    table = parsed
                } else {
                    // Not the main actor's: a strings file is read wherever text is asked for.
                    gtkkit_log_critical("GtkKit", "\(path): not a strings file Xcode writes (\"key\" = \"text\";)")
                }
            }
            tables[path] = table
            return table
        }
    }
}

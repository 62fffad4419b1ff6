import Foundation

/// Xcode's asset catalogs (`Assets.xcassets`) read as Xcode keeps them in the source tree — the
/// folders and their `Contents.json` — from the app's resource bundles, which `gtkkit-port`
/// copies them into. UIKit reads a compiled `Assets.car`; there is no compiler for it here, and
/// the folders are what a port has.
///
/// A set's variants are picked as UIKit picks them: the universal (or iPhone) idiom, the
/// appearance the desktop asks for (a dark variant under a dark style, else the one with no
/// appearance), and for images the scale closest at or above the display's.
@MainActor
enum AssetCatalog {
    /// One variant of an image or colour set.
    struct Variant {
        /// The variant's entry in `Contents.json`.
        let entry: [String: Any]
        /// Whether it is for the dark appearance.
        var isDark: Bool {
            (entry["appearances"] as? [[String: Any]] ?? []).contains {
                $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark"
            }
        }
        /// Whether it is for another appearance than light or dark (high contrast), which is
        /// not picked.
        var isOtherAppearance: Bool {
            (entry["appearances"] as? [[String: Any]] ?? []).contains { $0["appearance"] as? String != "luminosity" }
        }
        /// Whether its idiom is one a desktop shows: universal first, then iPhone's, then iPad's.
        var idiomRank: Int? {
            switch entry["idiom"] as? String ?? "universal" {
            case "universal": 0
            case "iphone": 1
            case "ipad": 2
            default: nil
            }
        }
    }

    /// The catalogs found in each bundle's resources (searched once).
    private static var catalogsByBundle: [String: [String]] = [:]

    /// The `.xcassets` folders in `bundle`'s resources, or the app's own for nil.
    static func catalogs(in bundle: Bundle?) -> [String] {
        let folders = bundle.map { [$0.resourcePath ?? $0.bundlePath] } ?? AppInfo.resourceBundlesOfRunningProgram()
        let key = folders.joined(separator: "\n")
        if let known = catalogsByBundle[key] { return known }
        var found: [String] = []
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            while let path = enumerator.nextObject() as? String {
                guard path.hasSuffix(".xcassets") else { continue }
                found.append(folder + "/" + path)
                enumerator.skipDescendants()
            }
        }
        catalogsByBundle[key] = found.sorted()
        return catalogsByBundle[key]!
    }

    /// The folder of the set `name.kind` (`imageset`, `colorset`) in `bundle`'s catalogs. A name
    /// with slashes names a set in folders that provide a namespace (`Icons/star`); a plain name
    /// finds the set in any folder, the shallowest first — in a namespace folder too, where UIKit
    /// would answer nil (a port loses nothing by finding it).
    static func set(named name: String, kind: String, in bundle: Bundle?) -> String? {
        for catalog in catalogs(in: bundle) {
            let direct = catalog + "/" + name + "." + kind
            if FileManager.default.fileExists(atPath: direct) { return direct }
            if !name.contains("/"), let found = sets(in: catalog)[name + "." + kind] { return catalog + "/" + found }
        }
        return nil
    }

    /// Each set folder of `catalog` by its name (`star.imageset`), the shallowest where two
    /// share one: walked once, as every `UIImage(named:)` and `UIColor(named:)` looks here.
    private static func sets(in catalog: String) -> [String: String] {
        if let known = setsByCatalog[catalog] { return known }
        var found: [String: String] = [:]
        for path in (try? FileManager.default.subpathsOfDirectory(atPath: catalog)) ?? [] {
            guard let set = path.split(separator: "/").last.map(String.init), set.hasSuffix("set") else { continue }
            if let known = found[set], (known.count, known) <= (path.count, path) { continue }
            found[set] = path
        }
        setsByCatalog[catalog] = found
        return found
    }

    /// The sets of each catalog walked so far.
    private static var setsByCatalog: [String: [String: String]] = [:]

    /// The variants a set's `Contents.json` lists under `key` (`images`, `colors`), or nil and
    /// the reason logged when it cannot be read.
    static func variants(of set: String, key: String) -> [Variant]? {
        guard let data = FileManager.default.contents(atPath: set + "/Contents.json"),
            let contents = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else {
            logProgrammingError("\(set)/Contents.json: not an asset catalog's contents file")
            return nil
        }
        return (contents[key] as? [[String: Any]] ?? []).map(Variant.init(entry:))
    }

    /// The variants a desktop shows, of the best idiom there is, for the desktop's appearance:
    /// the dark ones under a dark style when the set has any, else those for any appearance.
    static func forDesktop(_ variants: [Variant], dark: Bool) -> [Variant] {
        let shown = variants.filter { $0.idiomRank != nil && !$0.isOtherAppearance }
        guard let idiom = shown.compactMap(\.idiomRank).min() else { return [] }
        let ofIdiom = shown.filter { $0.idiomRank == idiom }
        let dark = dark ? ofIdiom.filter(\.isDark) : []
        return dark.isEmpty ? ofIdiom.filter { !$0.isDark } : dark
    }

    /// The image file to show at `scale` among `variants` with files, and its scale: the
    /// smallest scale at or above the display's, else the largest there is (a single-scale
    /// set's one file has no scale and is shown at 1x).
    static func imageFile(in set: String, variants: [Variant], scale: Double) -> (path: String, scale: Double)? {
        let files = variants.compactMap { variant -> (String, Double)? in
            guard let file = variant.entry["filename"] as? String else { return nil }
            let written = (variant.entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
            return (set + "/" + file, written)
        }
        let above = files.filter { $0.1 >= scale }.min { $0.1 < $1.1 }
        return above ?? files.max { $0.1 < $1.1 }
    }
}

import Foundation
import Glibc

/// How a search ignores case: as the user's language does it. Turkish and Azerbaijani have two
/// i's: dotted `i`/`İ` and dotless `ı`/`I`, so "istanbul" finds "İstanbul" and "diyarbakır" finds
/// "DİYARBAKIR", where other languages' folding (I to i, İ to i + a dot) finds neither.
public enum SearchFolding: Sendable, Equatable {
    /// Unicode's default case folding.
    case standard
    /// Turkish and Azerbaijani: `İ` folds to `i`, `I` to `ı`.
    case turkic

    /// The folding of the process's locale (`LC_CTYPE`, which the C library also cases text by).
    public static var current: SearchFolding {
        guard let name = setlocale(LC_CTYPE, nil).map({ String(cString: $0) }) else { return .standard }
        return name.hasPrefix("tr") || name.hasPrefix("az") ? .turkic : .standard
    }

    /// The letters whose case the two foldings map differently: a text without them folds alike.
    static let dottedAndDotlessI: Set<Character> = ["i", "ı", "I", "İ"]

    /// `text` with the language's own case rules applied first (Turkic: `İ` to `i`, `I` to `ı`);
    /// the rest of its case and accents are left to the comparison.
    public func prepared(_ text: String) -> String {
        guard self == .turkic else { return text }
        var prepared = ""
        prepared.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "İ": prepared.unicodeScalars.append("i")
            case "I": prepared.unicodeScalars.append("ı")
            default: prepared.unicodeScalars.append(scalar)
            }
        }
        return prepared
    }

    /// Whether `text` contains `search`, ignoring case (as this folding does) and accents.
    public func contains(_ text: String, _ search: String) -> Bool {
        prepared(text).range(of: prepared(search), options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
}

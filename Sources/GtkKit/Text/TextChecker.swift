import Foundation

/// Finds misspelled words and suggests corrections (UIKit's `UITextChecker`), with the desktop's
/// own spelling library and dictionaries: Enchant, and the Hunspell dictionaries the user has
/// installed — the ones GNOME's text editors use.
///
/// ```swift
/// let checker = TextChecker()
/// let text = "This sentnce has erors"
/// let range = checker.rangeOfMisspelledWord(
///     in: text, range: NSRange(location: 0, length: (text as NSString).length), startingAt: 0, wrap: false, language: "en_US")
/// let fixes = checker.guesses(forWordRange: range, in: text, language: "en_US") // ["sentence", …]
/// ```
///
/// Where GtkKit differs: the languages are the dictionaries on this desktop
/// (``availableLanguages``), not a fixed set; a language without one checks nothing — its
/// misspelled range is `NSNotFound` — and says once, as a GLib warning, which package brings it;
/// and a learnt word goes into the user's personal dictionary, which every Enchant-using app
/// shares (as UIKit's learnt words are the system's). Completions are the dictionary's
/// suggestions that start with the partial word.
@MainActor
public final class TextChecker {
    /// A checker (UIKit's `init()`); its ignored words are its own.
    public init() {}

    /// The languages the desktop has dictionaries for ("en_US", "de_DE" …), sorted (UIKit's
    /// `availableLanguages`); empty when Enchant is not installed.
    public static var availableLanguages: [String] { Enchant.shared?.languages() ?? [] }

    /// The words ``ignoreWord(_:)`` accepted (UIKit's `ignoredWords`); setting it replaces them.
    public var ignoredWords: [String]? {
        get { ignored.isEmpty ? nil : ignored }
        set { ignored = newValue ?? [] }
    }
    private var ignored: [String] = []

    /// The first misspelled word of `string` inside `range` (UTF-16 offsets, as `NSRange`)
    /// at or after `startingAt`, and with `wrap` from the range's start up to there; a location
    /// of `NSNotFound` when every word is right, or when `language` has no dictionary here.
    public func rangeOfMisspelledWord(in string: String, range: NSRange, startingAt offset: Int, wrap: Bool, language: String) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        guard let enchant = Enchant.shared, let dictionary = enchant.dictionary(language) else { return notFound }
        let words = Self.words(in: string, range: range)
        let ordered = words.filter { $0.range.location >= offset } + (wrap ? words.filter { $0.range.location < offset } : [])
        for word in ordered where !ignored.contains(word.text) && !enchant.isCorrect(word.text, in: dictionary) {
            return word.range
        }
        return notFound
    }

    /// Corrections for the word at `range` in `string`, best first (UIKit's `guesses`); nil when
    /// `language` has no dictionary here.
    public func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let enchant = Enchant.shared, let dictionary = enchant.dictionary(language), let word = Self.substring(string, range)
        else { return nil }
        return enchant.suggestions(for: word, in: dictionary)
    }

    /// Words that complete the partial word at `range` (UIKit's `completions`): the dictionary's
    /// suggestions that start with it; nil when `language` has no dictionary here.
    public func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let enchant = Enchant.shared, let dictionary = enchant.dictionary(language), let partial = Self.substring(string, range)
        else { return nil }
        return enchant.suggestions(for: partial, in: dictionary).filter {
            $0.count > partial.count && $0.lowercased().hasPrefix(partial.lowercased())
        }
    }

    /// Accepts `word` in this checker from now on (UIKit's `ignoreWord(_:)`).
    public func ignoreWord(_ word: String) {
        if !ignored.contains(word) { ignored.append(word) }
    }

    /// Adds `word` to the user's personal dictionary for every language (UIKit's `learnWord(_:)`).
    public static func learnWord(_ word: String) {
        guard let enchant = Enchant.shared else { return }
        for language in availableLanguages { enchant.dictionary(language).map { enchant.learn(word, in: $0) } }
    }

    /// Takes `word` out of the user's personal dictionary (UIKit's `unlearnWord(_:)`).
    public static func unlearnWord(_ word: String) {
        guard let enchant = Enchant.shared else { return }
        for language in availableLanguages { enchant.dictionary(language).map { enchant.unlearn(word, in: $0) } }
    }

    /// Whether the user's personal dictionary has `word` (UIKit's `hasLearnedWord(_:)`).
    public static func hasLearnedWord(_ word: String) -> Bool {
        guard let enchant = Enchant.shared else { return false }
        return availableLanguages.contains { language in enchant.dictionary(language).map { enchant.hasLearned(word, in: $0) } ?? false }
    }

    /// The words of `string` inside `range`: runs of letters, marks and digits, joined by an
    /// apostrophe between letters ("don't", "l’homme"), with their UTF-16 ranges.
    static func words(in string: String, range: NSRange) -> [(text: String, range: NSRange)] {
        let units = Array(string.utf16)
        let lower = max(0, min(range.location, units.count))
        let upper = max(lower, min(range.location + range.length, units.count))
        var words: [(String, NSRange)] = []
        var start: Int?
        var index = lower
        func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || scalar.properties.generalCategory == .decimalNumber
                || scalar.properties.generalCategory == .nonspacingMark
        }
        func scalar(at position: Int) -> (Unicode.Scalar, Int)? {
            guard position < upper else { return nil }
            if UTF16.isLeadSurrogate(units[position]), position + 1 < upper {
                let value = 0x10000 + (UInt32(units[position] - 0xD800) << 10) + UInt32(units[position + 1] - 0xDC00)
                return Unicode.Scalar(value).map { ($0, 2) }
            }
            return Unicode.Scalar(units[position]).map { ($0, 1) }
        }
        while let (current, width) = scalar(at: index) {
            let apostrophe = current == "'" || current == "\u{2019}"
            if isWordCharacter(current) {
                if start == nil { start = index }
            } else if apostrophe, start != nil, let (next, _) = scalar(at: index + width), next.properties.isAlphabetic {
                // inside a word
            } else if let begin = start {
                words.append((String(decoding: units[begin..<index], as: UTF16.self), NSRange(location: begin, length: index - begin)))
                start = nil
            }
            index += width
        }
        if let begin = start {
            words.append((String(decoding: units[begin..<upper], as: UTF16.self), NSRange(location: begin, length: upper - begin)))
        }
        return words
    }

    private static func substring(_ string: String, _ range: NSRange) -> String? {
        let units = Array(string.utf16)
        guard range.location != NSNotFound, range.location >= 0, range.length > 0, range.location + range.length <= units.count else {
            return nil
        }
        return String(decoding: units[range.location..<(range.location + range.length)], as: UTF16.self)
    }
}

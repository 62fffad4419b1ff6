internal import CGtk
import Foundation
import Glibc

/// Enchant, the desktop's spelling library (`libenchant-2`, which GNOME's text views and WebKit
/// use), opened when first needed: GtkKit does not link it, so an app that never checks
/// spelling needs neither the library nor its headers, and one on a system without it is told
/// what to install.
@MainActor
final class Enchant {
    private typealias BrokerInit = @convention(c) () -> OpaquePointer?
    private typealias RequestDict = @convention(c) (OpaquePointer?, UnsafePointer<CChar>) -> OpaquePointer?
    private typealias Check = @convention(c) (OpaquePointer?, UnsafePointer<CChar>, Int) -> Int32
    private typealias Suggest =
        @convention(c) (OpaquePointer?, UnsafePointer<CChar>, Int, UnsafeMutablePointer<Int>) -> UnsafeMutablePointer<
            UnsafeMutablePointer<CChar>?
        >?
    private typealias FreeList = @convention(c) (OpaquePointer?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Void
    private typealias WordCall = @convention(c) (OpaquePointer?, UnsafePointer<CChar>, Int) -> Void
    private typealias ListDicts =
        @convention(c) (
            OpaquePointer?,
            @convention(c) (
                UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?
            ) -> Void,
            UnsafeMutableRawPointer?
        ) -> Void

    private let broker: OpaquePointer
    private let requestDict: RequestDict
    private let check: Check
    private let suggest: Suggest
    private let freeList: FreeList
    private let addToSession: WordCall
    private let add: WordCall
    private let remove: WordCall
    private let isAdded: Check
    private let listDicts: ListDicts
    /// Each language's dictionary once requested; nil for one the desktop does not have.
    private var dictionaries: [String: OpaquePointer?] = [:]

    /// The library, or nil (said once, with what to install) when it cannot be opened.
    static let shared: Enchant? = {
        guard let library = dlopen("libenchant-2.so.2", RTLD_NOW | RTLD_LOCAL) else {
            gtkkit_log_warning("GtkKit", "spelling is not checked: libenchant-2 is not installed (Debian: libenchant-2-2)")
            return nil
        }
        return Enchant(library)
    }()

    private init?(_ library: UnsafeMutableRawPointer) {
        func symbol<T>(_ name: String, as type: T.Type) -> T? { dlsym(library, name).map { unsafeBitCast($0, to: type) } }
        guard let brokerInit = symbol("enchant_broker_init", as: BrokerInit.self), let broker = brokerInit(),
            let requestDict = symbol("enchant_broker_request_dict", as: RequestDict.self),
            let check = symbol("enchant_dict_check", as: Check.self), let suggest = symbol("enchant_dict_suggest", as: Suggest.self),
            let freeList = symbol("enchant_dict_free_string_list", as: FreeList.self),
            let addToSession = symbol("enchant_dict_add_to_session", as: WordCall.self),
            let add = symbol("enchant_dict_add", as: WordCall.self), let remove = symbol("enchant_dict_remove", as: WordCall.self),
            let isAdded = symbol("enchant_dict_is_added", as: Check.self),
            let listDicts = symbol("enchant_broker_list_dicts", as: ListDicts.self)
        else { return nil }
        (self.broker, self.requestDict, self.check, self.suggest, self.freeList) = (broker, requestDict, check, suggest, freeList)
        (self.addToSession, self.add, self.remove, self.isAdded, self.listDicts) = (addToSession, add, remove, isAdded, listDicts)
    }

    /// The dictionary for `language` ("en_US", "de"), or nil — said once per language, with the
    /// package that brings it — when the desktop has none.
    func dictionary(_ language: String) -> OpaquePointer? {
        if let known = dictionaries[language] { return known }
        let tag = language.replacingOccurrences(of: "-", with: "_")
        let dictionary = requestDict(broker, tag)
        if dictionary == nil {
            let package = "hunspell-" + tag.lowercased().replacingOccurrences(of: "_", with: "-")
            gtkkit_log_warning(
                "GtkKit",
                "no spelling dictionary for “\(language)”: words are not checked (Debian: \(package), or another hunspell- package)")
        }
        dictionaries[language] = dictionary
        return dictionary
    }

    /// Whether `word` is spelled right (or ignored, or learnt) in `dictionary`.
    func isCorrect(_ word: String, in dictionary: OpaquePointer) -> Bool {
        word.withCString { check(dictionary, $0, strlen($0)) == 0 }
    }

    /// Enchant's suggestions for `word`, best first.
    func suggestions(for word: String, in dictionary: OpaquePointer) -> [String] {
        word.withCString { pointer in
            var count = 0
            guard let list = suggest(dictionary, pointer, strlen(pointer), &count) else { return [] }
            defer { freeList(dictionary, list) }
            return (0..<count).compactMap { list[$0].map { String(cString: $0) } }
        }
    }

    /// Accepts `word` for this run of the app (UIKit's `ignoreWord`).
    func ignore(_ word: String, in dictionary: OpaquePointer) { word.withCString { addToSession(dictionary, $0, strlen($0)) } }
    /// Adds `word` to the user's personal dictionary, which every Enchant user shares.
    func learn(_ word: String, in dictionary: OpaquePointer) { word.withCString { add(dictionary, $0, strlen($0)) } }
    /// Takes `word` out of the user's personal dictionary.
    func unlearn(_ word: String, in dictionary: OpaquePointer) { word.withCString { remove(dictionary, $0, strlen($0)) } }
    /// Whether the user's personal dictionary has `word`.
    func hasLearned(_ word: String, in dictionary: OpaquePointer) -> Bool {
        word.withCString { isAdded(dictionary, $0, strlen($0)) != 0 }
    }

    /// The languages the desktop has dictionaries for, sorted.
    func languages() -> [String] {
        final class Found { var tags: Set<String> = [] }
        let found = Found()
        let callback:
            @convention(c) (
                UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?
            ) -> Void = {
                tag, _, _, _, data in
                guard let tag, let data else { return }
                Unmanaged<Found>.fromOpaque(data).takeUnretainedValue().tags.insert(String(cString: tag))
            }
        withExtendedLifetime(found) { listDicts(broker, callback, Unmanaged.passUnretained(found).toOpaque()) }
        return found.tags.sorted()
    }
}

internal import CGtk
import FoundationEssentials

/// The sections and items a list shows, by identity, after UIKit's
/// `NSDiffableDataSourceSnapshot`: build one, then hand it to a ``TableViewDiffableDataSource``'s
/// ``DiffableDataSource/apply(_:animatingDifferences:completion:)``, which works out what
/// changed.
///
/// Identifiers are unique across the snapshot, as in UIKit. Where UIKit stops the app on a
/// duplicate, GtkKit reports it (a GLib critical naming the identifiers, UIKit's wording) and
/// keeps the first: a bad identifier must not end the user's session.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    // Read by the difference, which is inlined into the app's module to be compiled for its
    // identifier types (see `TableViewDiffableDataSource.apply`).
    @usableFromInline private(set) var sections: [SectionIdentifierType] = []
    @usableFromInline private(set) var itemsBySection: [[ItemIdentifierType]] = []
    private var sectionIndex: [SectionIdentifierType: Int] = [:]
    @usableFromInline private(set) var itemSection: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// Items whose cells are to be made again (``reloadItems(_:)``, ``reconfigureItems(_:)``).
    @usableFromInline private(set) var reloadedItems: Set<ItemIdentifierType> = []

    /// An empty snapshot.
    public init() {}

    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The number of items in every section.
    public var numberOfItems: Int { itemsBySection.reduce(0) { $0 + $1.count } }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { itemsBySection.flatMap { $0 } }

    /// The items of `section`, in order (none for a section the snapshot does not have).
    public func itemIdentifiers(inSection section: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndex[section].map { itemsBySection[$0] } ?? []
    }

    /// The number of items in `section`.
    public func numberOfItems(inSection section: SectionIdentifierType) -> Int { itemIdentifiers(inSection: section).count }

    /// The section holding `item`, if the snapshot has it.
    public func sectionIdentifier(containingItem item: ItemIdentifierType) -> SectionIdentifierType? { itemSection[item] }

    /// Where `item` stands in its section, if the snapshot has it.
    public func indexOfItem(_ item: ItemIdentifierType) -> Int? {
        guard let section = itemSection[item], let index = sectionIndex[section] else { return nil }
        return itemsBySection[index].firstIndex(of: item)
    }

    /// Where `section` stands, if the snapshot has it.
    public func indexOfSection(_ section: SectionIdentifierType) -> Int? { sectionIndex[section] }

    /// Adds `identifiers` as sections at the end (one already there is reported and skipped).
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for section in unique(identifiers, existing: { sectionIndex[$0] != nil }, kind: "section") {
            sectionIndex[section] = sections.count
            sections.append(section)
            itemsBySection.append([])
        }
    }

    /// Adds `identifiers` at the end of `section`, or of the last section when it is nil (as
    /// UIKit, a snapshot with no section cannot take items: reported, nothing added).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        guard let target = section.flatMap({ sectionIndex[$0] }) ?? (section == nil && !sections.isEmpty ? sections.count - 1 : nil)
        else {
            return report("there is no section to append items to")
        }
        for item in unique(identifiers, existing: { itemSection[$0] != nil }, kind: "item") {
            itemSection[item] = sections[target]
            itemsBySection[target].append(item)
        }
    }

    /// Inserts `identifiers` just before `item` in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem item: ItemIdentifierType) {
        insert(identifiers, at: item, after: false)
    }

    /// Inserts `identifiers` just after `item` in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem item: ItemIdentifierType) {
        insert(identifiers, at: item, after: true)
    }

    /// Removes `identifiers` (those the snapshot has).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers.filter { itemSection[$0] != nil })
        guard !doomed.isEmpty else { return }
        for index in itemsBySection.indices { itemsBySection[index].removeAll { doomed.contains($0) } }
        for item in doomed { itemSection[item] = nil }
        reloadedItems.subtract(doomed)
    }

    /// Removes every item.
    public mutating func deleteAllItems() {
        self = DiffableDataSourceSnapshot()
    }

    /// Removes `identifiers` and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        for section in identifiers { if let index = sectionIndex[section] { deleteItems(itemsBySection[index]) } }
        sections.removeAll { doomed.contains($0) }
        rebuildSectionIndex()
    }

    /// Moves `item` just before `other` (in `other`'s section).
    public mutating func moveItem(_ item: ItemIdentifierType, beforeItem other: ItemIdentifierType) {
        guard item != other, itemSection[item] != nil, itemSection[other] != nil else { return }
        deleteItems([item])
        insert([item], at: other, after: false)
    }

    /// Moves `item` just after `other` (in `other`'s section).
    public mutating func moveItem(_ item: ItemIdentifierType, afterItem other: ItemIdentifierType) {
        guard item != other, itemSection[item] != nil, itemSection[other] != nil else { return }
        deleteItems([item])
        insert([item], at: other, after: true)
    }

    /// Marks `identifiers` to have their cells made again when applied (UIKit's `reloadItems`).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItems.formUnion(identifiers.filter { itemSection[$0] != nil })
    }

    /// Marks `identifiers` to have their cells filled in again (UIKit's `reconfigureItems`; GtkKit
    /// asks the data source for the row's cell, which a reused cell makes as cheap).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reloadItems(identifiers) }

    /// Forgets the reload marks (the data source does, once it has applied them).
    @usableFromInline mutating func clearReloads() { reloadedItems = [] }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
        guard let section = itemSection[anchor], let index = sectionIndex[section],
            let position = itemsBySection[index].firstIndex(of: anchor)
        else { return report("the item to insert beside is not in the snapshot") }
        let added = unique(identifiers, existing: { itemSection[$0] != nil }, kind: "item")
        for item in added { itemSection[item] = section }
        itemsBySection[index].insert(contentsOf: added, at: after ? position + 1 : position)
    }

    private mutating func rebuildSectionIndex() {
        var kept: [[ItemIdentifierType]] = []
        var index: [SectionIdentifierType: Int] = [:]
        for section in sections {
            index[section] = kept.count
            kept.append(sectionIndex[section].map { itemsBySection[$0] } ?? [])
        }
        itemsBySection = kept
        sectionIndex = index
    }

    /// `identifiers` without those already there or repeated, each such one reported once.
    private func unique<T: Hashable>(_ identifiers: [T], existing: (T) -> Bool, kind: String) -> [T] {
        var seen = Set<T>()
        var kept: [T] = []
        var duplicates: [T] = []
        for identifier in identifiers {
            if existing(identifier) || !seen.insert(identifier).inserted { duplicates.append(identifier) } else { kept.append(identifier) }
        }
        if !duplicates.isEmpty {
            report(
                "supplied \(kind) identifiers are not unique. Duplicate identifiers: \(duplicates.map { "\($0)" }.joined(separator: ", "))")
        }
        return kept
    }

    private func report(_ problem: String) {
        gtkkit_log_critical("GtkKit", "DiffableDataSourceSnapshot: \(problem)")
    }

    /// The item at `indexPath` (section, then row or item), if there is one: what a diffable data
    /// source's `itemIdentifier(for:)` answers.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard itemsBySection.indices.contains(indexPath.section) else { return nil }
        let items = itemsBySection[indexPath.section]
        return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
    }

    /// Where `item` is, as section and index within it, if it is in the snapshot.
    func place(of item: ItemIdentifierType) -> (section: Int, index: Int)? {
        guard let section = sectionIdentifier(containingItem: item), let sectionIndex = indexOfSection(section),
            let index = indexOfItem(item)
        else { return nil }
        return (sectionIndex, index)
    }
}

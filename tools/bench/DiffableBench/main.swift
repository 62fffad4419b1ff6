// The diffable data source bench (`make bench`): a snapshot of 100,000 items applied to a shown
// table, then a second one in which 1,000 items left and 1,000 new ones came, spread through the
// list — against the same with 1,000 items, interleaved, in one run. Each apply is timed on the
// monotonic clock from the call to its return (the difference found, the table updated; the rows
// in view are built then, painting is not included). Prints the medians and the slowest.
import CGtk
import FoundationEssentials
import GtkKit

let rounds = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 7

/// A screen whose view is the table.
@MainActor
final class NumberPage: ViewController {
    let table = TableView()
    lazy var dataSource = TableViewDiffableDataSource<Int, Int>(tableView: table) { _, _, number in
        TableViewCell(text: "Item \(number)")
    }
    override func loadView() { view = table }
}

/// Milliseconds `work` takes.
@MainActor
func timed(_ work: () -> Void) -> Double {
    let start = g_get_monotonic_time()
    work()
    return Double(g_get_monotonic_time() - start) / 1000
}

/// One round with `count` items: the first snapshot's apply, then the changed one's.
@MainActor
func measure(items count: Int) -> (first: Double, change: Double) {
    let page = NumberPage()
    let window = Window(application: nil)
    window.rootViewController = page
    window.present()
    defer { window.close() }
    _ = MainLoop.run(until: { page.table.isDrawable }, timeoutMilliseconds: 2000)
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<count))
    let first = timed { page.dataSource.apply(snapshot) }
    _ = MainLoop.run(until: { page.table.cellForRow(at: IndexPath(row: 0, section: 0)) != nil }, timeoutMilliseconds: 2000)
    var changed = page.dataSource.snapshot()
    let step = max(count / 1_000, 2)
    changed.deleteItems(Array(stride(from: 1, to: count, by: step)))
    for (index, anchor) in stride(from: 0, to: count, by: step).enumerated() { changed.insertItems([count + index], afterItem: anchor) }
    let change = timed { page.dataSource.apply(changed) }
    return (first, change)
}

extension String {
    init(format1 value: Double) { self = String(Double(Int((value * 10).rounded())) / 10) }
}

MainActor.assumeIsolated {
    guard Application.openDisplay() else {
        print("diffable-bench: no display")
        exit(1)
    }
    _ = measure(items: 1_000) // warm up
    var small: [(first: Double, change: Double)] = []
    var large: [(first: Double, change: Double)] = []
    for _ in 0..<rounds {
        small.append(measure(items: 1_000))
        large.append(measure(items: 100_000))
    }
    func median(_ values: [Double]) -> String { String(format1: values.sorted()[values.count / 2]) }
    func slowest(_ values: [Double]) -> String { String(format1: values.max() ?? 0) }
    print(
        "diffable-bench: a snapshot applied to a shown table (release, \(rounds) rounds): 1,000 items first "
            + "\(median(small.map(\.first))) ms, 2,000 changed \(median(small.map(\.change))) ms; 100,000 items first "
            + "\(median(large.map(\.first))) ms (slowest \(slowest(large.map(\.first)))), 2,000 changed "
            + "\(median(large.map(\.change))) ms (slowest \(slowest(large.map(\.change)))) (goal <= 50 ms)")
}

import CGtk
import Foundation
import GtkKit
import GtkKitTestSupport
import XCTest

/// A page whose table is fed by a diffable data source of numbers.
@MainActor
private final class NumberPage: ViewController {
    let table = TableView()
    lazy var dataSource = TableViewDiffableDataSource<Int, Int>(tableView: table) { _, _, number in
        TableViewCell(text: "Item \(number)")
    }
    override func loadView() { view = table }
}

/// `make bench` only (SEGUE_BENCH=1): applying a snapshot of 100,000 items to a shown table, and a
/// second one that changes 2,000 of them, against the same with 1,000 items, in one run.
final class DiffableDataSourceBenchmarks: GtkTestCase {
    @MainActor
    private func measure(items count: Int) -> (first: Double, change: Double) {
        let page = NumberPage()
        let window = presentInWindow(page)
        defer { window.close() }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<count))
        let timed = { (work: () -> Void) -> Double in
            let start = DispatchTime.now().uptimeNanoseconds
            work()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        }
        let first = timed { page.dataSource.apply(snapshot) }
        _ = pump(until: { page.table.cellForRow(at: IndexPath(row: 0, section: 0)) != nil })
        // A thousand items leave and a thousand new ones come, spread through the list.
        var changed = page.dataSource.snapshot()
        let step = max(count / 1_000, 2)
        changed.deleteItems(Array(stride(from: 1, to: count, by: step)))
        for (index, anchor) in stride(from: 0, to: count, by: step).enumerated() { changed.insertItems([count + index], afterItem: anchor) }
        let change = timed { page.dataSource.apply(changed) }
        return (first, change)
    }

    @MainActor
    func testApplyingAHundredThousandItemSnapshot() async throws {
        guard ProcessInfo.processInfo.environment["SEGUE_BENCH"] == "1" else {
            throw XCTSkip("a benchmark: run by make bench (SEGUE_BENCH=1)")
        }
        var small: [(first: Double, change: Double)] = []
        var large: [(first: Double, change: Double)] = []
        for _ in 0..<3 {
            small.append(measure(items: 1_000))
            large.append(measure(items: 100_000))
        }
        let median = { (values: [Double]) in values.sorted()[values.count / 2] }
        print(
            String(
                format:
                    "diffable data source, a snapshot applied to a shown table (debug build): 1,000 items first %.1f ms, "
                    + "2,000 changed %.1f ms; 100,000 items first %.1f ms, 2,000 changed %.1f ms (goal <= 50 ms)",
                median(small.map(\.first)), median(small.map(\.change)), median(large.map(\.first)), median(large.map(\.change))))
    }
}

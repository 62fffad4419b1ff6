// The collection view bench (`make bench`): a window whose page is a collection view of 100,000
// items, against one of 9, interleaved, in one run — from presenting the window to the first
// items drawn — then End's work on the large one: what the End key runs (focusItem(at:) of the
// last item, which scrolls there, builds the items around it and focuses it), timed from the
// call until the last item is drawn with the focus. Prints the medians and the slowest.
import CGtk
import FoundationEssentials
import GtkKit

let rounds = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 7

/// A screen whose view is a grid of numbered items.
@MainActor
final class GridPage: ViewController, CollectionViewDataSource {
    let count: Int
    let grid: CollectionView

    init(count: Int) {
        self.count = count
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 120, height: 80)
        grid = CollectionView(collectionViewLayout: layout)
        super.init()
    }

    required init?(coder: Coder) { nil }

    override func loadView() {
        grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
        grid.dataSource = self
        view = grid
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        let label = cell.contentView.arrangedSubviews.first as? Label ?? Label()
        if label.parentPointer == nil { cell.contentView.addArrangedSubview(label) }
        label.text = "Item \(indexPath.item + 1)"
        cell.accessibilityLabel = label.text
        return cell
    }
}

/// Milliseconds from `start` (monotonic microseconds) to now.
func since(_ start: gint64) -> Double { Double(g_get_monotonic_time() - start) / 1000 }

/// One round: opening a window of `count` items; with `end`, then End's work.
@MainActor
func measure(items count: Int, end: Bool) -> (open: Double, end: Double) {
    let page = GridPage(count: count)
    let window = Window(application: nil)
    window.setDefaultSize(width: 800, height: 600)
    let start = g_get_monotonic_time()
    window.rootViewController = page
    window.present()
    defer { window.close() }
    _ = MainLoop.run(until: { page.grid.cellForItem(at: IndexPath(item: 0, section: 0))?.isDrawable == true }, timeoutMilliseconds: 5000)
    let open = since(start)
    guard end else { return (open, 0) }
    let last = IndexPath(item: count - 1, section: 0)
    let pressed = g_get_monotonic_time()
    page.grid.focusItem(at: last)
    _ = MainLoop.run(
        until: { page.grid.cellForItem(at: last)?.isDrawable == true && page.grid.indexPathForFocusedItem == last },
        timeoutMilliseconds: 5000)
    return (open, since(pressed))
}

extension String {
    init(format1 value: Double) { self = String(Double(Int((value * 10).rounded())) / 10) }
}

MainActor.assumeIsolated {
    guard Application.openDisplay() else {
        print("collection-bench: no display")
        exit(1)
    }
    _ = measure(items: 9, end: false) // warm up
    var small: [Double] = []
    var large: [(open: Double, end: Double)] = []
    for _ in 0..<rounds {
        small.append(measure(items: 9, end: false).open)
        large.append(measure(items: 100_000, end: true))
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let ratio = median(large.map(\.open)) / median(small)
    print(
        "collection-bench: a collection view opened (release, \(rounds) rounds): 9 items \(String(format1: median(small))) ms, "
            + "100,000 items \(String(format1: median(large.map(\.open)))) ms (\(String(format1: ratio * 100) )% of 9; goal <= 130%); "
            + "End on 100,000: \(String(format1: median(large.map(\.end)))) ms, slowest \(String(format1: large.map(\.end).max() ?? 0)) ms "
            + "(goal < 100 ms)")
}

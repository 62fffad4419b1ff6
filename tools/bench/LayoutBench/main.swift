// The layout bench (`make bench`): a 50-row form (a label and a field a row) laid out by Auto
// Layout anchors on GTK's constraint solver, against the same form in GtkBoxes, in one run. Each
// layout is GTK's own measure and allocation of the whole form at a new width (400, then 800 px,
// alternately), timed on the monotonic clock; painting is not included. Prints one line per form:
// the median and the slowest layout in ms, and the number of constraints.
import CGtk
import GtkKit

let rows = 50
let layouts = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 200

/// The form in boxes: a vertical box of horizontal boxes.
@MainActor
func boxedForm() -> View {
    let column = Box(.vertical, spacing: 8)
    for index in 1...rows {
        let row = Box(.horizontal, spacing: 12)
        let label = Label("Field \(index)")
        label.setMinimumSize(width: 120, height: -1)
        label.xAlign = 0
        let field = TextField()
        field.expandsHorizontally = true
        row.append(label)
        row.append(field)
        column.append(row)
    }
    return column
}

/// The same form in stack views: a vertical StackView of horizontal ones, GtkKit's own
/// arrangement where the boxes are GTK's.
@MainActor
func stackedForm() -> View {
    let column = StackView()
    column.axis = .vertical
    column.spacing = 8
    for index in 1...rows {
        let label = Label("Field \(index)")
        label.setMinimumSize(width: 120, height: -1)
        label.xAlign = 0
        let field = TextField()
        field.expandsHorizontally = true
        let row = StackView(arrangedSubviews: [label, field])
        row.spacing = 12
        column.addArrangedSubview(row)
    }
    return column
}

/// The same form by anchors: each row's field under the row before (8 apart) and 12 after its
/// label, to the trailing margin; the label 120 wide at the leading margin, centred on the field;
/// the last field on the bottom margin.
@MainActor
func anchoredForm(rows: Int = rows, activating: Bool = true) -> (View, [LayoutConstraint]) {
    let form = View()
    var constraints: [LayoutConstraint] = []
    var above: LayoutYAxisAnchor = form.layoutMarginsGuide.topAnchor
    for index in 1...rows {
        let label = Label("Field \(index)")
        let field = TextField()
        for view in [label, field] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            form.addSubview(view)
        }
        constraints += [
            label.leadingAnchor.constraint(equalTo: form.layoutMarginsGuide.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 120),
            field.topAnchor.constraint(equalTo: above, constant: index == 1 ? 0 : 8),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 12),
            field.trailingAnchor.constraint(equalTo: form.layoutMarginsGuide.trailingAnchor),
            label.centerYAnchor.constraint(equalTo: field.centerYAnchor),
        ]
        above = field.bottomAnchor
    }
    // The last row ends the form: its height is what the rows need, as UIKit requires too.
    constraints.append(above.constraint(equalTo: form.layoutMarginsGuide.bottomAnchor))
    if activating { LayoutConstraint.activate(constraints) }
    return (form, constraints)
}

/// The form as rows of views in one page, each row's label lined up with the page's margin (a
/// constraint into the row, as UIKit allows): every row joins the page's engine, so the whole
/// form is solved there.
@MainActor
func joinedRows() -> (View, Int) {
    let page = View()
    var constraints: [LayoutConstraint] = []
    var above: LayoutYAxisAnchor = page.layoutMarginsGuide.topAnchor
    for index in 1...rows {
        let row = View()
        let label = Label("Field \(index)")
        let field = TextField()
        for view in [row, label, field] as [View] { view.translatesAutoresizingMaskIntoConstraints = false }
        page.addSubview(row)
        row.addSubview(label)
        row.addSubview(field)
        constraints += [
            row.topAnchor.constraint(equalTo: above, constant: index == 1 ? 0 : 8),
            row.leadingAnchor.constraint(equalTo: page.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: page.layoutMarginsGuide.trailingAnchor),
            label.leadingAnchor.constraint(equalTo: page.layoutMarginsGuide.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 120),
            field.topAnchor.constraint(equalTo: row.topAnchor),
            field.bottomAnchor.constraint(equalTo: row.bottomAnchor),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 12),
            field.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            label.centerYAnchor.constraint(equalTo: field.centerYAnchor),
        ]
        above = row.bottomAnchor
    }
    constraints.append(above.constraint(equalTo: page.layoutMarginsGuide.bottomAnchor))
    LayoutConstraint.activate(constraints)
    return (page, constraints.count)
}

/// Microseconds each of `changes` constant changes of one constraint of a shown form takes to
/// reach the engine (taken out and added again, in each of the view's engines).
@MainActor
func constantChangeTimes(_ constraint: LayoutConstraint, changes: Int) -> [Double] {
    (0..<changes).map { index in
        let start = g_get_monotonic_time()
        constraint.constant = index % 2 == 0 ? 16 : 8
        return Double(g_get_monotonic_time() - start)
    }
}

/// The form as UIKit code often builds a long one: a vertical stack view of rows, each row a
/// view laid out by its own anchors (the same six constraints a row), so each solve is small.
@MainActor
func anchoredRows() -> (View, Int) {
    var count = 0
    let rowViews = (1...rows).map { index -> View in
        let row = View()
        let label = Label("Field \(index)")
        let field = TextField()
        for view in [label, field] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(view)
        }
        let constraints = [
            label.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 120),
            field.topAnchor.constraint(equalTo: row.topAnchor),
            field.bottomAnchor.constraint(equalTo: row.bottomAnchor),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 12),
            field.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            label.centerYAnchor.constraint(equalTo: field.centerYAnchor),
        ]
        LayoutConstraint.activate(constraints)
        count += constraints.count
        return row
    }
    let column = StackView(arrangedSubviews: rowViews)
    column.axis = .vertical
    column.spacing = 8
    column.isLayoutMarginsRelativeArrangement = true
    column.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    return (column, count)
}

/// Times `layouts` layouts of `content` (measure, then allocate at the width), in ms, each at a
/// width from 400 to 800 px, most of them new (a window being resized), so no measured height
/// is simply reused.
@MainActor
func time(_ content: View) -> [Double] {
    var durations: [Double] = []
    for index in 0..<layouts {
        let width: Int32 = index % 2 == 0 ? 400 + Int32(index % 200) : 800 - Int32(index % 200)
        gtk_widget_queue_resize(content.widget)
        let start = g_get_monotonic_time()
        var height: Int32 = 0
        var minimumWidth: Int32 = 0
        gtk_widget_measure(content.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
        gtk_widget_measure(content.widget, GTK_ORIENTATION_VERTICAL, max(width, minimumWidth), nil, &height, nil, nil)
        var allocation = GtkAllocation(x: 0, y: 0, width: max(width, minimumWidth), height: height)
        gtk_widget_size_allocate(content.widget, &allocation, -1)
        durations.append(Double(g_get_monotonic_time() - start) / 1000)
    }
    return durations
}

@MainActor
func report(_ name: String, _ durations: [Double], constraints: Int) {
    let sorted = durations.sorted()
    let median = sorted[sorted.count / 2]
    print(
        "layout-bench \(name): \(rows) rows, \(constraints) constraints, \(durations.count) layouts, "
            + "median \(String(format2: median)) ms, slowest \(String(format2: sorted.last ?? 0)) ms")
}

extension String {
    init(format2 value: Double) { self = String(Double(Int((value * 100).rounded())) / 100) }
    init(format4 value: Double) { self = String(Double(Int((value * 10000).rounded())) / 10000) }
}

MainActor.assumeIsolated {
    guard Application.openDisplay() else {
        print("layout-bench: no display")
        exit(1)
    }
    if CommandLine.arguments.dropFirst().first == "activation" {
        // For a profiler: the 1,000-constraint activation and the first layout after it, again
        // and again.
        var (activations, firstLayouts) = (0.0, 0.0)
        for _ in 0..<20 {
            let (form, constraints) = anchoredForm(rows: 167, activating: false)
            let start = g_get_monotonic_time()
            LayoutConstraint.activate(constraints)
            let activated = g_get_monotonic_time()
            let window = Window(application: nil)
            window.rootViewController = BenchPage(form)
            var height: Int32 = 0
            gtk_widget_measure(form.widget, GTK_ORIENTATION_VERTICAL, 600, nil, &height, nil, nil)
            var allocation = GtkAllocation(x: 0, y: 0, width: 600, height: height)
            gtk_widget_size_allocate(form.widget, &allocation, -1)
            activations += Double(activated - start) / 1000
            firstLayouts += Double(g_get_monotonic_time() - activated) / 1000
            window.close()
        }
        print(
            "layout-bench: means of 20: activation \(String(format2: activations / 20)) ms, first layout \(String(format2: firstLayouts / 20)) ms"
        )
        exit(0)
    }
    if CommandLine.arguments.dropFirst().first == "layouts" {
        // For a profiler: the 50-row anchored form laid out again and again at new widths.
        let (form, _) = anchoredForm()
        let window = Window(application: nil)
        window.rootViewController = BenchPage(form)
        window.present()
        _ = MainLoop.run(until: { false }, timeoutMilliseconds: 300)
        var all: [Double] = []
        for _ in 0..<25 { all += time(form) }
        print("layout-bench: anchored form, median of \(all.count): \(String(format2: all.sorted()[all.count / 2] * 1000)) µs")
        exit(0)
    }
    // Each form in a window of its own, so styles and fonts are those of a shown form.
    let boxed = boxedForm()
    let stacked = stackedForm()
    let (anchored, anchoredConstraints) = anchoredForm()
    let count = anchoredConstraints.count
    let (rowsByAnchors, rowCount) = anchoredRows()
    let (joined, joinedCount) = joinedRows()
    var windows: [Window] = []
    for content in [boxed, stacked, anchored, rowsByAnchors, joined] {
        let window = Window(application: nil)
        window.rootViewController = BenchPage(content)
        window.present()
        windows.append(window)
    }
    _ = MainLoop.run(until: { false }, timeoutMilliseconds: 300)
    _ = time(boxed) // warm up both: first layouts build fonts and caches
    _ = time(stacked)
    _ = time(anchored)
    _ = time(rowsByAnchors)
    _ = time(joined)
    // Interleaved halves, so the machine's noise falls on all alike.
    var boxedTimes: [Double] = []
    var stackedTimes: [Double] = []
    var anchoredTimes: [Double] = []
    var rowTimes: [Double] = []
    var joinedTimes: [Double] = []
    for _ in 0..<2 {
        boxedTimes += time(boxed)
        stackedTimes += time(stacked)
        anchoredTimes += time(anchored)
        rowTimes += time(rowsByAnchors)
        joinedTimes += time(joined)
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    report("boxes", boxedTimes, constraints: 0)
    report("stack views", stackedTimes, constraints: 0)
    report("anchors, one view", anchoredTimes, constraints: count)
    report("anchors, a view a row in a stack view", rowTimes, constraints: rowCount)
    report("anchors, rows joined to the page's engine", joinedTimes, constraints: joinedCount)
    print("layout-bench: stack views / boxes (median) \(String(format2: median(stackedTimes) / median(boxedTimes)))")
    print("layout-bench: one view of anchors / boxes (median) \(String(format2: median(anchoredTimes) / median(boxedTimes)))")
    print("layout-bench: rows of anchors / boxes (median) \(String(format2: median(rowTimes) / median(boxedTimes)))")
    print("layout-bench: rows joined to the page / boxes (median) \(String(format2: median(joinedTimes) / median(boxedTimes)))")
    let engine = engineTimes(rows: rows, layouts: boxedTimes.count)
    print(
        "layout-bench engine: \(engine.constraints) constraints built in \(String(format2: engine.buildMilliseconds)) ms; "
            + "a width change re-solved in \(String(format4: median(engine.solves))) ms (median)")
    print("layout-bench: engine re-solve / boxes layout (median) \(String(format4: median(engine.solves) / median(boxedTimes)))")
    let constants = constantChangeTimes(anchoredConstraints[anchoredConstraints.count / 2], changes: 200)
    print("layout-bench: a constant change through LayoutConstraint, median \(String(format2: median(constants))) µs")
    // The form is kept until its constraints are in: its subviews' constraints name it weakly,
    // and a form let go at once would leave nothing to activate them in (each then refused).
    let (bigForm, big) = anchoredForm(rows: 167, activating: false)
    let bigStart = g_get_monotonic_time()
    LayoutConstraint.activate(big)
    let activation = Double(g_get_monotonic_time() - bigStart) / 1000
    let held = bigForm.constraints.count
    print("layout-bench: \(big.count) constraints activated in a new view in \(String(format2: activation)) ms (\(held) held)")
    // Its first layout after, once shown: where work put off at activation would be paid.
    let bigWindow = Window(application: nil)
    bigWindow.rootViewController = BenchPage(bigForm)
    let firstStart = g_get_monotonic_time()
    var firstHeight: Int32 = 0
    gtk_widget_measure(bigForm.widget, GTK_ORIENTATION_VERTICAL, 600, nil, &firstHeight, nil, nil)
    var firstAllocation = GtkAllocation(x: 0, y: 0, width: 600, height: firstHeight)
    gtk_widget_size_allocate(bigForm.widget, &firstAllocation, -1)
    let firstLayout = Double(g_get_monotonic_time() - firstStart) / 1000
    print(
        "layout-bench: its first layout at 600 px in \(String(format2: firstLayout)) ms; "
            + "activation and first layout \(String(format2: activation + firstLayout)) ms")
    bigWindow.close()
    for window in windows { window.close() }
}

/// A screen whose view is the form.
@MainActor
final class BenchPage: ViewController {
    let content: View
    init(_ content: View) {
        self.content = content
        super.init()
    }

    required init?(coder: Coder) { nil }
    override func loadView() { view = content }
}

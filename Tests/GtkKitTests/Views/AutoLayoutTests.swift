import CGtk
import GtkKit
import GtkKitTestSupport
import XCTest

/// A form laid out with anchors, UIKit's way: a title and a field under it, inside the margins.
@MainActor
private final class AnchoredForm: View {
    let title = Label("Name")
    let field = TextField()
    private(set) var titleTop: LayoutConstraint!

    override init(frame: Rect) {
        super.init(frame: frame)
        for view in [title, field] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        titleTop = title.topAnchor.constraint(equalTo: topAnchor, constant: 20)
        LayoutConstraint.activate([
            titleTop,
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
            field.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            field.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }

    // Xcode's template: with it, as in UIKit, the form keeps `init()`.
    required init?(coder: Coder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A swatch drawn by its own code: its content's size is its own to say, as in UIKit.
@MainActor
private final class Swatch: View {
    var side = 30.0 {
        didSet { invalidateIntrinsicContentSize() }
    }
    override var intrinsicContentSize: Size { Size(width: side * 2, height: side) }
}

/// Auto Layout on GtkKit's engine, checked on the frames a real window lays out.
final class AutoLayoutTests: GtkTestCase {
    @MainActor
    func testAnAnchoredFormFollowsTheWindowsWidth() async throws {
        for width in [360, 600] {
            let form = AnchoredForm()
            let window = show(form, width: width, height: 200)
            XCTAssertEqual(form.title.frame.minX, 16)
            XCTAssertEqual(form.title.frame.minY, 20)
            XCTAssertEqual(form.field.frame.minX, 8, "the default margins, 8 as in UIKit")
            XCTAssertEqual(form.field.frame.width, Double(width - 16), "margin to margin at \(width)")
            XCTAssertEqual(form.field.frame.minY, form.title.frame.maxY + 8)
            XCTAssertEqual(form.constraints.count, 6)
            window.close()
        }
    }

    @MainActor
    func testTheReadableGuideIsACentredColumnOnWideViewsAndTheMarginsOnNarrowOnes() async throws {
        for (width, expected) in [(1000, Rect(x: 200, y: 8, width: 600, height: 0)), (360, Rect(x: 8, y: 8, width: 344, height: 0))] {
            let page = View()
            let text = Label("A line of text")
            text.translatesAutoresizingMaskIntoConstraints = false
            page.addSubview(text)
            LayoutConstraint.activate([
                text.leadingAnchor.constraint(equalTo: page.readableContentGuide.leadingAnchor),
                text.trailingAnchor.constraint(equalTo: page.readableContentGuide.trailingAnchor),
                text.topAnchor.constraint(equalTo: page.readableContentGuide.topAnchor),
            ])
            let window = show(page, width: width, height: 200)
            XCTAssertTrue(
                pump(until: { text.frame.minX == expected.minX && text.frame.width == expected.width }),
                "at \(width): \(text.frame), not \(expected)")
            XCTAssertEqual(text.frame.minY, 8, "under the top margin")
            window.close()
        }
    }

    @MainActor
    func testLeadingAndTrailingMirrorInARightToLeftLayout() async throws {
        let form = AnchoredForm()
        let window = show(form, width: 400, height: 200, rightToLeft: true)
        XCTAssertEqual(form.title.frame.maxX, 400 - 16, "leading + 16 indents from the right: \(form.title.frame)")
        XCTAssertEqual(form.field.frame.minX, 8)
        XCTAssertEqual(form.field.frame.maxX, 392)
        window.close()
    }

    @MainActor
    func testAnInequalityBetweenEdgesMirrorsInARightToLeftLayout() async throws {
        // A label pushed by a weak preference towards its trailing side, kept at least 20 inside
        // the trailing margin by a required inequality: in right-to-left that is 20 from the left.
        let page = View()
        let label = Label("Status")
        label.translatesAutoresizingMaskIntoConstraints = false
        page.addSubview(label)
        let pull = label.trailingAnchor.constraint(equalTo: page.trailingAnchor)
        pull.priority = .defaultLow
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: page.topAnchor, constant: 8),
            pull,
            page.layoutMarginsGuide.trailingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 20),
        ])
        for rightToLeft in [false, true] {
            let window = show(page, width: 400, height: 120, rightToLeft: rightToLeft)
            XCTAssertTrue(pump(until: { label.frame.width > 0 }))
            let gap = rightToLeft ? label.frame.minX : 400 - label.frame.maxX
            XCTAssertEqual(gap, 8 + 20, accuracy: 1, "rightToLeft \(rightToLeft): \(label.frame)")
            window.close()
            page.removeFromSuperview()
        }
    }

    @MainActor
    func testAConstantChangesAndConstraintsDeactivate() async throws {
        let form = AnchoredForm()
        let window = show(form, width: 400, height: 200)
        form.titleTop.constant = 50
        XCTAssertTrue(pump(until: { form.title.frame.minY == 50 }), "moved: \(form.title.frame)")
        XCTAssertTrue(form.titleTop.isActive)
        form.titleTop.isActive = false
        XCTAssertFalse(form.titleTop.isActive)
        XCTAssertEqual(form.constraints.count, 5)
        form.field.removeFromSuperview()
        XCTAssertEqual(form.constraints.count, 2, "a view leaving takes its constraints with it, as in UIKit")
        window.close()
    }

    @MainActor
    func testRequiredConstraintsThatConflictAreReportedOnceAndTheWindowLives() async throws {
        expectedLogMessages = ["Unable to simultaneously satisfy constraints in View"]
        let view = View()
        let box = Label("Box")
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.identifier = "narrow"
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        LayoutConstraint.activate([narrow, wide, box.leadingAnchor.constraint(equalTo: view.leadingAnchor)])
        let window = show(view, width: 300, height: 200)
        XCTAssertTrue([100.0, 200.0].contains(box.frame.width), "one of them kept: \(box.frame)")
        view.setNeedsLayout()
        for _ in 0..<5 { pump() }
        XCTAssertTrue(window.isVisible, "the window is still there and answering")
        window.close()
    }

    @MainActor
    func testAConstraintBetweenViewsOfNoCommonViewIsRefused() async throws {
        expectedLogMessages = ["are not laid out by one View"]
        let lonely = Label("Lonely")
        let other = Label("Other")
        let constraint = lonely.leadingAnchor.constraint(equalTo: other.trailingAnchor)
        constraint.isActive = true
        XCTAssertFalse(constraint.isActive)
        XCTAssertTrue(constraint.description.contains("Label.leading == Label.trailing"), constraint.description)
    }

    @MainActor
    func testAStackTakesASizeConstraintOnAnArrangedView() async throws {
        let button = Button(label: "Tall")
        let stack = StackView(arrangedSubviews: [button])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.distribution = .equalSpacing // the button at its own height, at the top
        let tall = button.heightAnchor.constraint(equalToConstant: 64)
        tall.isActive = true
        XCTAssertTrue(tall.isActive)
        let window = show(stack, width: 200, height: 200)
        XCTAssertTrue(pump(until: { button.frame.height == 64 }), "\(button.frame)")
        window.close()
    }

    @MainActor
    func testWhatChangedBeforeTheFirstMeasureIsInTheNaturalSize() async throws {
        // The engines for natural sizes are made at the first measure, from what is held then.
        let card = View()
        let inner = View()
        inner.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(inner)
        // Not required, so only the natural size (not the minimum) holds it.
        let width = inner.widthAnchor.constraint(equalToConstant: 100)
        width.priority = LayoutPriority(500)
        let tall = inner.heightAnchor.constraint(greaterThanOrEqualToConstant: 60)
        let height = inner.heightAnchor.constraint(equalToConstant: 20)
        height.priority = .defaultHigh
        LayoutConstraint.activate([
            width, tall, height, inner.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: card.trailingAnchor), inner.topAnchor.constraint(equalTo: card.topAnchor),
            inner.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        func natural(_ orientation: GtkOrientation) -> Int32 {
            var size: Int32 = 0
            gtk_widget_measure(card.widget, orientation, -1, nil, &size, nil, nil)
            return size
        }
        tall.isActive = false
        width.constant = 150
        XCTAssertEqual(natural(GTK_ORIENTATION_HORIZONTAL), 150, "the constant changed before the first measure")
        XCTAssertEqual(natural(GTK_ORIENTATION_VERTICAL), 20, "the constraint taken out before it")
        width.constant = 90
        tall.isActive = true
        XCTAssertEqual(natural(GTK_ORIENTATION_HORIZONTAL), 90, "and changes after it")
        XCTAssertEqual(natural(GTK_ORIENTATION_VERTICAL), 60)
    }

    @MainActor
    func testAViewConstrainedOnlyInPlaceTakesItsContentsSizeAsInUIKit() async throws {
        // A storyboard's image buttons, each placed by its centre and top and given no size:
        // UIKit sizes them from their content, where GTK's solver left them 2 px wide.
        let view = View()
        let buttons = ["Play", "Pause", "Stop"].map { Button(label: $0) }
        var previous: View?
        for button in buttons {
            button.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(button)
            LayoutConstraint.activate([
                button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                button.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? view.topAnchor, constant: 10),
            ])
            previous = button
        }
        let window = show(view, width: 300, height: 300)
        defer { window.close() }
        for (index, button) in buttons.enumerated() {
            let natural = button.intrinsicContentSize
            XCTAssertGreaterThan(natural.width, 20)
            XCTAssertTrue(pump(until: { button.frame.size == natural }), "button \(index): \(button.frame), not \(natural)")
            XCTAssertEqual(button.frame.midX, 150, accuracy: 1)
        }
        XCTAssertEqual(buttons[1].frame.minY, buttons[0].frame.maxY + 10)
    }

    @MainActor
    func testContentHuggingAndCompressionResistanceWeighAgainstPriorities() async throws {
        let view = View()
        let squeezed = Label("Compression resistance")
        squeezed.lineBreakMode = .byTruncatingTail // GTK's minimum is then an ellipsis, not the text
        let stretched = Label("Hug")
        for label in [squeezed, stretched] {
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
        }
        let narrow = squeezed.widthAnchor.constraint(equalToConstant: 20)
        narrow.priority = LayoutPriority(500) // below resistance (750): the text keeps its width
        let wide = stretched.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = LayoutPriority(500) // above hugging (250): the label is stretched
        LayoutConstraint.activate([
            narrow, wide,
            squeezed.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            squeezed.topAnchor.constraint(equalTo: view.topAnchor),
            stretched.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stretched.topAnchor.constraint(equalTo: squeezed.bottomAnchor),
        ])
        let window = show(view, width: 400, height: 200)
        defer { window.close() }
        XCTAssertTrue(pump(until: { squeezed.frame.width == squeezed.intrinsicContentSize.width }), "\(squeezed.frame)")
        XCTAssertTrue(pump(until: { stretched.frame.width == 200 }), "\(stretched.frame)")
        narrow.priority = LayoutPriority(800) // now above resistance: squeezed, to GTK's minimum
        XCTAssertTrue(pump(until: { squeezed.frame.width < squeezed.intrinsicContentSize.width }), "\(squeezed.frame)")
        squeezed.setContentCompressionResistancePriority(LayoutPriority(900), for: .horizontal) // the text wins again
        XCTAssertTrue(pump(until: { squeezed.frame.width == squeezed.intrinsicContentSize.width }), "\(squeezed.frame)")
        XCTAssertEqual(squeezed.contentCompressionResistancePriority(for: .horizontal), LayoutPriority(900))
        stretched.setContentHuggingPriority(LayoutPriority(600), for: .horizontal) // now it hugs its text
        XCTAssertTrue(pump(until: { stretched.frame.width == stretched.intrinsicContentSize.width }), "\(stretched.frame)")
        XCTAssertEqual(stretched.contentHuggingPriority(for: .vertical), .defaultLow, "the other axis keeps UIKit's default")
    }

    @MainActor
    func testAWrappingLabelBetweenTheMarginsIsAsTallAsItsLinesAtItsWidth() async throws {
        let view = View()
        let text = Label(String(repeating: "A sentence that wraps in a narrow window. ", count: 6))
        text.numberOfLines = 0
        let button = Button(label: "Below")
        for subview in [text, button] as [View] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
            button.topAnchor.constraint(equalTo: text.bottomAnchor, constant: 8),
            button.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        ])
        // A controller's view in a 360-px window, as an app has it: the text's one line is
        // its natural width, so a view placed at its natural width would be that wide.
        let controller = ViewController()
        controller.view = view
        let window = Window(application: nil)
        window.setDefaultSize(width: 360, height: 400)
        window.rootViewController = controller
        window.present()
        defer { window.close() }
        XCTAssertTrue(pump(until: { text.frame.width == 344 }), "margin to margin: \(text.frame)")
        let oneLine = Label("A").intrinsicContentSize.height
        XCTAssertGreaterThan(text.frame.height, oneLine * 3, "several lines tall at 344 px: \(text.frame)")
        XCTAssertEqual(button.frame.minY, text.frame.maxY + 8, "the button below the last line, not over it")
    }

    @MainActor
    func testAViewOfItsOwnGivesItsIntrinsicSizeAndSaysWhenItChanges() async throws {
        let view = View()
        let swatch = Swatch()
        XCTAssertEqual(View().intrinsicContentSize, Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        swatch.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(swatch)
        LayoutConstraint.activate([
            swatch.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            swatch.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
        ])
        let window = show(view, width: 300, height: 200)
        defer { window.close() }
        XCTAssertTrue(pump(until: { swatch.frame == Rect(x: 120, y: 10, width: 60, height: 30) }), "\(swatch.frame)")
        swatch.side = 50
        XCTAssertTrue(pump(until: { swatch.frame == Rect(x: 100, y: 10, width: 100, height: 50) }), "\(swatch.frame)")
    }
}

import GtkKit
import GtkKitTestSupport
import XCTest

/// A page with a card inside, and a label inside the card lined up with the page's safe area:
/// the constraint UIKit allows between any two views with a common ancestor.
@MainActor
private final class CardPage: View {
    let card = View()
    let label = Label("Aligned with the page")
    private(set) var aligned: LayoutConstraint!
    private(set) var cardTop: LayoutConstraint!
    private(set) var labelTop: LayoutConstraint!

    override init(frame: Rect) {
        super.init(frame: frame)
        for view in [card, label] as [View] { view.translatesAutoresizingMaskIntoConstraints = false }
        addSubview(card)
        card.addSubview(label)
        cardTop = card.topAnchor.constraint(equalTo: topAnchor, constant: 40)
        labelTop = label.topAnchor.constraint(equalTo: card.topAnchor, constant: 10)
        aligned = label.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: 60)
        LayoutConstraint.activate([
            cardTop,
            card.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
            labelTop,
            card.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 10),
            aligned,
        ])
    }

    required init?(coder: Coder) { nil }
}

/// Constraints between views at different depths, laid out in one engine as UIKit's are.
final class NestedConstraintTests: GtkTestCase {
    @MainActor
    func testALabelInACardLinesUpWithThePagesGuide() async throws {
        for rightToLeft in [false, true] {
            let page = CardPage()
            XCTAssertTrue(page.aligned.isActive, "a constraint into a subview's subview is kept")
            let window = show(page, width: 400, height: 300, rightToLeft: rightToLeft)
            XCTAssertEqual(page.card.frame.minX, 20)
            XCTAssertEqual(page.card.frame.width, 360)
            XCTAssertEqual(page.card.frame.minY, 40)
            // In the card's coordinates: 60 from the page's leading edge, the card 20 in.
            let label = page.label.frame
            if rightToLeft {
                XCTAssertEqual(label.maxX, 360 - 40, "rightToLeft: \(label)")
            } else {
                XCTAssertEqual(label.minX, 40, "\(label)")
            }
            XCTAssertEqual(label.minY, 10)
            XCTAssertGreaterThan(label.height, 0)
            XCTAssertEqual(page.card.frame.height, label.height + 20, "the card is sized by what is inside it")
            window.close()
        }
    }

    @MainActor
    func testAConstantChangedOnTheOuterConstraintMovesTheInnerView() async throws {
        let page = CardPage()
        let window = show(page, width: 400, height: 300)
        XCTAssertEqual(page.label.frame.minX, 40)
        page.aligned.constant = 100
        page.cardTop.constant = 70
        XCTAssertTrue(pump(until: { page.label.frame.minX == 80 }), "\(page.label.frame)")
        XCTAssertTrue(pump(until: { page.card.frame.minY == 70 }), "\(page.card.frame)")
        page.labelTop.constant = 30
        XCTAssertTrue(pump(until: { page.label.frame.minY == 30 }), "\(page.label.frame)")
        XCTAssertTrue(pump(until: { page.card.frame.height == page.label.frame.height + 40 }), "\(page.card.frame)")
        window.close()
    }

    @MainActor
    func testANewTextInsideAJoinedCardIsLaidOutAgain() async throws {
        let page = CardPage()
        let window = show(page, width: 400, height: 300)
        let before = page.label.frame.width
        page.label.text = "Aligned with the page, and a good deal longer now"
        XCTAssertTrue(pump(until: { page.label.frame.width > before + 50 }), "\(page.label.frame)")
        page.label.text = "Short"
        XCTAssertTrue(pump(until: { page.label.frame.width < before }), "and again: \(page.label.frame)")
        window.close()
    }

    @MainActor
    func testACardTakenOutLeavesTheOuterConstraintAndKeepsItsOwn() async throws {
        let page = CardPage()
        let window = show(page, width: 400, height: 300)
        page.card.removeFromSuperview()
        XCTAssertFalse(page.aligned.isActive, "a constraint out of the card goes with it, as in UIKit")
        XCTAssertTrue(page.labelTop.isActive, "the card's own constraints stay")
        XCTAssertTrue(page.card.constraints.contains { $0 === page.labelTop })
        // On its own, the card lays its label out by its own constraints.
        let window2 = show(page.card, width: 300, height: 200)
        XCTAssertEqual(page.label.frame.minY, 10)
        XCTAssertEqual(page.label.frame.minX, 0, "nothing places it across any more; at the card's edge")
        window2.close()
        window.close()
    }

    @MainActor
    func testAViewTwoLevelsDownCentresOnThePage() async throws {
        let page = View()
        let outer = View()
        let inner = View()
        let badge = Label("Centred")
        for view in [outer, inner, badge] as [View] { view.translatesAutoresizingMaskIntoConstraints = false }
        page.addSubview(outer)
        outer.addSubview(inner)
        inner.addSubview(badge)
        LayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: page.leadingAnchor, constant: 10),
            outer.topAnchor.constraint(equalTo: page.topAnchor, constant: 10),
            outer.widthAnchor.constraint(equalToConstant: 300),
            outer.heightAnchor.constraint(equalToConstant: 200),
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 30),
            inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 30),
            inner.trailingAnchor.constraint(equalTo: outer.trailingAnchor),
            inner.bottomAnchor.constraint(equalTo: outer.bottomAnchor),
            badge.topAnchor.constraint(equalTo: inner.topAnchor),
            badge.centerXAnchor.constraint(equalTo: page.centerXAnchor),
        ])
        let window = show(page, width: 500, height: 300)
        let badgeOnPage = badge.frame.midX + inner.frame.minX + outer.frame.minX
        XCTAssertEqual(badgeOnPage, 250, accuracy: 1, "badge \(badge.frame), inner \(inner.frame), outer \(outer.frame)")
        XCTAssertEqual(inner.frame, Rect(x: 30, y: 30, width: 270, height: 170))
        XCTAssertFalse(badge.hasAmbiguousLayout)
        window.close()
    }

    @MainActor
    func testAStackViewBetweenRefusesTheConstraint() async throws {
        expectedLogMessages = ["are not laid out by one View"]
        let page = View()
        let label = Label("Arranged")
        let stack = StackView(arrangedSubviews: [label])
        stack.translatesAutoresizingMaskIntoConstraints = false
        page.addSubview(stack)
        let across = label.leadingAnchor.constraint(equalTo: page.leadingAnchor, constant: 5)
        across.isActive = true
        XCTAssertFalse(across.isActive, "a stack view places its views itself")
    }
}

/// The same page as Xcode writes it: the constraint into the card is the page's, as Interface
/// Builder keeps a constraint in the nearest view holding both items.
final class NestedConstraintFileTests: GtkTestCase {
    @MainActor
    func testAXibsConstraintIntoASubviewsSubviewHolds() async throws {
        let page = try XCTUnwrap(Nib(nibName: "Banner", bundle: .module).instantiate(withOwner: nil).first as? View)
        let card = try XCTUnwrap(page.subviews.first)
        let label = try XCTUnwrap(card.subviews.first as? Label)
        XCTAssertEqual(page.constraints.count, 4, "every constraint of the page is active: \(page.constraints)")
        XCTAssertEqual(card.constraints.count, 2)
        let window = show(page, width: 400, height: 300)
        XCTAssertEqual(card.frame.minX, 20)
        XCTAssertEqual(card.frame.minY, 40)
        XCTAssertEqual(label.frame.minX, 40, "60 from the page's edge, in a card 20 in")
        XCTAssertEqual(card.frame.height, label.frame.height + 20)
        window.close()
    }
}

internal import CGtk

/// UIKit's `UIStackView`: a row or a column of arranged views, with UIKit's spacing, alignments
/// and five distributions. Leading and trailing follow the text direction: a horizontal stack
/// runs right to left in Hebrew or Arabic, as GTK's boxes do. A hidden arranged view takes no
/// space and no spacing.
///
/// ```swift
/// let form = StackView(arrangedSubviews: [nameLabel, nameField, serialLabel, serialField])
/// form.axis = .vertical
/// form.spacing = 8
/// form.setCustomSpacing(18, after: nameField)
/// form.isLayoutMarginsRelativeArrangement = true
/// form.directionalLayoutMargins = DirectionalEdgeInsets(top: 18, leading: 18, bottom: 18, trailing: 18)
/// ```
///
/// It is GtkKit's one view for rows and columns: GNOME's boxes are made with
/// ``init(axis:spacing:arrangedSubviews:)``, and a page read as one text with
/// ``init(article:spacing:)``.
///
/// GtkKit lays the views out itself (GTK's `GtkBox` has one spacing and no distributions). Where
/// it differs from UIKit: ``Distribution/fill`` gives the space left over to the views that
/// expand along the axis (``View/expandsHorizontally`` or ``View/expandsVertically``, GTK's word
/// for a low hugging priority, or, unset, a view inside them that expands, as in a GtkBox),
/// shared equally, or else to the last view; a stack whose views expand expands too; space too short is taken from each
/// view down to its minimum size, in proportion to what it has above it (GTK never draws a view
/// below its minimum: the stack then overflows its bounds); and the one kind of constraint it
/// takes on an arranged view is a width or height equal to or at least a constant, as the
/// view's minimum size (`button.heightAnchor.constraint(equalToConstant: 44)`).
@MainActor
public final class StackView: View {
    /// The direction views are arranged in (UIKit's `NSLayoutConstraint.Axis`).
    public typealias Axis = LayoutConstraint.Axis

    /// The views arranged, in order (always also ``View/subviews``).
    public private(set) var arrangedSubviews: [View] = []

    /// Along which axis the views are arranged; horizontal by default, as in UIKit.
    public var axis: Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsLayoutAndSize() } }
    }

    /// The space between neighbouring arranged views, in logical pixels (0 by default).
    public var spacing: Double = 0 {
        didSet { if spacing != oldValue { setNeedsLayoutAndSize() } }
    }

    /// How the views are sized and placed across the axis.
    public var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsLayoutAndSize() } }
    }

    /// How the views share the length along the axis.
    public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsLayoutAndSize() } }
    }

    /// Whether the views are arranged inside ``View/directionalLayoutMargins`` rather than
    /// edge to edge (false by default, as in UIKit).
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsLayoutAndSize() } }
    }

    /// Spacings set for single views, by the view, in place of ``spacing`` after it.
    private var customSpacings: [ObjectIdentifier: Double] = [:]

    /// Active width and height constraints on arranged views, applied as their minimum sizes.
    var sizeConstraints = AttachedObjects<LayoutConstraint>()

    /// An empty horizontal stack at `frame` (UIKit's `init(frame:)`; `.zero` sets no frame).
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// An empty horizontal stack made from `coder` (UIKit's `init(coder:)`).
    public required init?(coder: Coder) {
        super.init(coder: coder)
    }

    /// A horizontal stack arranging `views` in order (UIKit's `init(arrangedSubviews:)`).
    public convenience init(arrangedSubviews views: [View]) {
        self.init()
        for view in views { addArrangedSubview(view) }
    }

    /// A stack along `axis` with `spacing` between its views, arranging `views` in order: UIKit's
    /// `init(arrangedSubviews:)` and the two properties set after it, in one call, as GNOME's
    /// code makes its boxes (`gtk_box_new(orientation, spacing)`).
    public convenience init(axis: Axis, spacing: Double = 0, arrangedSubviews views: [View] = []) {
        self.init()
        self.axis = axis
        self.spacing = spacing
        for view in views { addArrangedSubview(view) }
    }

    /// A stack that screen readers meet as an article (``View/init(article:)``): text read as a
    /// whole, by the stack's name, when it takes the focus — a page whose message is its content.
    /// The role is GTK's to fix when the widget is made, hence an initialiser (a GNOME extra).
    public convenience init(article axis: Axis, spacing: Double = 0) {
        View.adopt(gtkkit_widget_new_with_role(ViewType.type, View.articleRole)!, ownership: .full)
        self.init(frame: .zero)
        self.axis = axis
        self.spacing = spacing
    }

    /// Arranges `view` after the others (adding it as a subview if it is not one).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Arranges `view` at `index` (clamped to the ends), adding it as a subview if it is not one.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        let position = min(max(index, 0), arrangedSubviews.count)
        arrangedSubviews.insert(view, at: position)
        if !subviews.contains(where: { $0 === view }) {
            // Subviews in arranged order, so keyboard focus and screen readers meet them in it.
            let next = arrangedSubviews.dropFirst(position + 1).first
            if let next { insertSubview(view, belowSubview: next) } else { addSubview(view) }
        }
        setNeedsLayoutAndSize()
    }

    /// Stops arranging `view`; as in UIKit it stays a subview, placed at its ``View/frame``,
    /// until it is removed with ``View/removeFromSuperview()``.
    public func removeArrangedSubview(_ view: View) {
        removeArrangedSubview(view, removingFromSuperview: false)
    }

    func removeArrangedSubview(_ view: View, removingFromSuperview: Bool) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        if removingFromSuperview { removeSubview(view) }
        setNeedsLayoutAndSize()
    }

    /// Sets the space after `view` (UIKit's `setCustomSpacing(_:after:)`), in place of
    /// ``spacing``; no space is added after the last visible view.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        customSpacings[ObjectIdentifier(view)] = spacing
        setNeedsLayoutAndSize()
    }

    /// The space set after `view`, or ``spacing`` if none was (UIKit answers a sentinel there).
    public func customSpacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? spacing
    }

    /// The subviews that are not arranged; none, in the usual stack, found without a search
    /// (every measure and layout asks).
    override var framedSubviews: [View] {
        guard subviews.count != arrangedSubviews.count else { return [] }
        let arranged = Set(arrangedSubviews.map(ObjectIdentifier.init))
        return subviews.filter { !arranged.contains(ObjectIdentifier($0)) }
    }

    /// Whether only the arrangement is laid out: no subview by frame, no constraints.
    private var arrangesAlone: Bool { layoutEngine == nil && subviews.count == arrangedSubviews.count }

    override func measureSubviews(horizontal: Bool, forSize: Int) -> (minimum: Int, natural: Int) {
        let arranged = measureArrangement(horizontal: horizontal, forSize: forSize)
        guard !arrangesAlone else { return arranged }
        let framed = super.measureSubviews(horizontal: horizontal, forSize: forSize)
        return (max(arranged.minimum, framed.minimum), max(arranged.natural, framed.natural))
    }

    override func allocateSubviews(width: Int, height: Int) {
        super.allocateSubviews(width: width, height: height)
        allocateArrangement(width: width, height: height)
    }

    /// A new size is needed, not only a new layout: the stack asks its parent again.
    private func setNeedsLayoutAndSize() {
        gtk_widget_queue_resize(widget)
    }
}

internal import CGtk

/// A view that scrolls its content (UIKit's `UIScrollView`), on a `GtkScrolledWindow`.
///
/// As in UIKit, content is added with ``addSubview(_:)`` and placed by frame (or by
/// constraints, or as a ``StackView``'s arrangement) in a content area of ``contentSize``;
/// ``contentOffset`` is where the visible part starts, and the ``delegate`` hears of scrolling.
///
/// ```swift
/// let scroller = ScrollView()
/// scroller.addSubview(longForm)            // a StackView, say
/// scroller.contentInset = EdgeInsets(top: 12, left: 0, bottom: 12, right: 0)
/// scroller.delegate = self
/// scroller.scrollRectToVisible(field.frame, animated: true)
/// ```
///
/// Where GtkKit differs: the content area is a ``View`` (``contentView``) that the scroll view
/// makes; a ``contentSize`` of zero (the default) sizes it to its subviews, so a stack view
/// added to it scrolls with no size set, where UIKit needs one or a content layout guide. GTK
/// draws overlay scrollbars and scrolls kinetically on touchpads and touch screens; keyboard
/// scrolling is GTK's (the focus moves, and the view follows it). Zooming is GNOME's viewers'
/// (see ``zoomScale``). There is no paging or bounce setting: GNOME's scrolling has neither.
@MainActor
public final class ScrollView: View {
    /// The content area: the scroll view's one GTK child, which ``addSubview(_:)`` adds to — a
    /// plain view the scroll view makes, or the view given to ``init(content:)``.
    public let contentView: View

    /// Told of scrolling (UIKit's `UIScrollViewDelegate`); held weakly, as in UIKit.
    public weak var delegate: ScrollViewDelegate?

    /// The offset animation, the drag and the fling under way; changed through its own methods
    /// (`ScrollMotion`).
    var motion = ScrollMotion()

    /// The zoom scales and the zoomed view's size (see ScrollView+Zooming.swift).
    let zoom = ScrollZoom()

    /// Whether the content can scroll sideways (not a view given to ``init(content:)``).
    private let scrollsSideways: Bool

    /// No size of its own along either axis (UIKit's scroll views have none): among
    /// constraints, they size it, and it scrolls what does not fit; it never hugs its content.
    public override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init()
    }

    /// An empty scroll view at `frame` (UIKit's `init(frame:)`; `.zero` sets no frame, and
    /// the view takes its natural size until one is set or constraints place it).
    public override convenience init(frame: Rect) {
        self.init()
        if frame != .zero { self.frame = frame }
    }

    /// An empty scroll view that scrolls both ways.
    public convenience init() {
        self.init(contentView: View(), scrollsSideways: true)
    }

    /// A scroll view around `content`, which takes the view's width and scrolls up and down: a
    /// ``TextView`` (which then keeps its cursor in sight as GTK's text views do — UIKit's text
    /// view is a scroll view itself), or a column of views. GNOME's scrolled window of one child;
    /// ``contentView`` is `content`.
    public convenience init(content: View) {
        self.init(contentView: content, scrollsSideways: false)
    }

    private init(contentView: View, scrollsSideways: Bool) {
        self.contentView = contentView
        self.scrollsSideways = scrollsSideways
        View.adopt(untyped(gtk_scrolled_window_new()), ownership: .full)
        super.init(frame: .zero)
        gtk_scrolled_window_set_child(scrolledWindow, contentView.widget)
        // GTK wraps content that does not scroll itself in a viewport, which by default gives it
        // only its minimum size: its natural height, so a column taller than the view scrolls;
        // across, as wide as the view (at least its minimum, or contentSize's width), so text
        // wraps rather than scrolling sideways — what UIKit code gets by pinning the content's
        // width to the frame.
        if let viewport = gtk_scrolled_window_get_child(scrolledWindow), viewport != contentView.widget {
            gtk_scrollable_set_vscroll_policy(OpaquePointer(viewport), GTK_SCROLL_NATURAL)
        }
        if scrollsSideways {
            contentView.horizontalAlignment = .start
            contentView.verticalAlignment = .start
        }
        expandsVertically = true
        expandsHorizontally = true
        updatePolicy()
        for adjustment in [horizontal, vertical] {
            let watched = Object(UnsafeMutableRawPointer(adjustment), ownership: .none)
            watched.connect("value-changed") { [weak self] in
                guard let self else { return }
                self.delegate?.scrollViewDidScroll(self)
            }
            adjustmentWatches.append(watched)
        }
        watchDragging()
        installZooming()
    }

    private var adjustmentWatches: [Object] = []

    var scrolledWindow: OpaquePointer { OpaquePointer(widget) }
    var horizontal: UnsafeMutablePointer<GtkAdjustment> { gtk_scrolled_window_get_hadjustment(scrolledWindow)! }
    var vertical: UnsafeMutablePointer<GtkAdjustment> { gtk_scrolled_window_get_vadjustment(scrolledWindow)! }

    /// Adds `view` to the content area (UIKit adds a scroll view's content as its subviews).
    public override func addSubview(_ view: View) { contentView.addSubview(view) }

    /// The size of the scrollable content (UIKit's `contentSize`). Zero, the default, sizes the
    /// content area to its subviews; a size set is the content area's size (at least what its
    /// subviews need: GTK never allocates a view below its minimum).
    public var contentSize: Size = .zero {
        didSet {
            contentView.setMinimumSize(
                width: contentSize.width > 0 ? Int(contentSize.width.rounded(.up)) : -1,
                height: contentSize.height > 0 ? Int(contentSize.height.rounded(.up)) : -1)
        }
    }

    /// Room around the content (UIKit's `contentInset`): the content can scroll that far past
    /// its edges. GTK's margins on the content area.
    public var contentInset: EdgeInsets = .zero {
        didSet {
            gtk_widget_set_margin_top(contentView.widget, Int32(contentInset.top.rounded()))
            gtk_widget_set_margin_bottom(contentView.widget, Int32(contentInset.bottom.rounded()))
            gtk_widget_set_margin_start(contentView.widget, Int32((isRightToLeft ? contentInset.right : contentInset.left).rounded()))
            gtk_widget_set_margin_end(contentView.widget, Int32((isRightToLeft ? contentInset.left : contentInset.right).rounded()))
        }
    }

    /// The room around the content once the system's insets are added (UIKit's
    /// `adjustedContentInset`): ``contentInset`` itself, since a GNOME window has no safe area
    /// and its header bar sits above the content rather than over it.
    public var adjustedContentInset: EdgeInsets { contentInset }

    /// Where the visible part starts, from the content's top left (UIKit's `contentOffset`).
    /// Set, it is clamped to what can be scrolled to.
    public var contentOffset: Point {
        get { Point(x: gtk_adjustment_get_value(horizontal), y: gtk_adjustment_get_value(vertical)) }
        set { setContentOffset(newValue, animated: false) }
    }

    /// The visible part's size (UIKit's `bounds.size` of a scroll view).
    var visibleSize: Size { Size(width: gtk_adjustment_get_page_size(horizontal), height: gtk_adjustment_get_page_size(vertical)) }

    /// The largest offsets the content can be scrolled to.
    var maximumOffset: Point {
        Point(
            x: max(0, gtk_adjustment_get_upper(horizontal) - gtk_adjustment_get_page_size(horizontal)),
            y: max(0, gtk_adjustment_get_upper(vertical) - gtk_adjustment_get_page_size(vertical)))
    }

    /// Whether the user can scroll (UIKit's `isScrollEnabled`); code can always set the offset.
    /// Off, the scroll bars go and wheel, touchpad and touch scrolling do nothing.
    public var isScrollEnabled = true { didSet { updatePolicy() } }

    /// Whether the vertical scroll bar shows when the content is taller than the view (UIKit's
    /// `showsVerticalScrollIndicator`). Hidden, the content still scrolls.
    public var showsVerticalScrollIndicator = true { didSet { updatePolicy() } }

    /// Whether the horizontal scroll bar shows when the content is wider than the view.
    public var showsHorizontalScrollIndicator = true { didSet { updatePolicy() } }

    /// GTK's policies: automatic bars, or external (scrollable, no bar).
    private func updatePolicy() {
        let horizontalPolicy =
            !scrollsSideways
            ? GTK_POLICY_NEVER
            : isScrollEnabled && showsHorizontalScrollIndicator ? GTK_POLICY_AUTOMATIC : GTK_POLICY_EXTERNAL
        let verticalPolicy = isScrollEnabled && showsVerticalScrollIndicator ? GTK_POLICY_AUTOMATIC : GTK_POLICY_EXTERNAL
        gtk_scrolled_window_set_policy(scrolledWindow, horizontalPolicy, verticalPolicy)
    }
}

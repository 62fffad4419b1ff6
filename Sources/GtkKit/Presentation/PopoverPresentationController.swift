/// Where a controller shown as a popover points, after UIKit's `UIPopoverPresentationController`:
/// an ``AlertController`` in the ``AlertController/Style/actionSheet`` style opens as a popover
/// at its ``sourceView`` or ``barButtonItem``, as GNOME apps show a menu of choices at the button
/// that asked for it.
@MainActor
public final class PopoverPresentationController: PresentationController {
    /// The widget the popover points at (UIKit's `sourceView`).
    public weak var sourceView: View?
    /// The bar button item the popover points at, instead of a ``sourceView``.
    public var barButtonItem: BarButtonItem?
    /// The part of ``sourceView`` the popover points at (UIKit's `sourceRect`); `.zero`, the
    /// whole view.
    public var sourceRect = Rect.zero
    /// Which sides the popover's arrow may point from (UIKit's `permittedArrowDirections`): GTK
    /// puts a popover where it fits, preferring below its source; kept for code that sets it.
    public var permittedArrowDirections = ArrowDirection.any

    /// The sides a popover's arrow may point from (UIKit's `UIPopoverArrowDirection`).
    public struct ArrowDirection: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Directions of these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Pointing up: the popover below its source.
        public static let up = ArrowDirection(rawValue: 1 << 0)
        /// Pointing down: the popover above its source.
        public static let down = ArrowDirection(rawValue: 1 << 1)
        /// Pointing left: the popover after its source.
        public static let left = ArrowDirection(rawValue: 1 << 2)
        /// Pointing right: the popover before its source.
        public static let right = ArrowDirection(rawValue: 1 << 3)
        /// Any side.
        public static let any: ArrowDirection = [.up, .down, .left, .right]
    }

    /// The widget to point at: the bar button item's view, else the source view.
    var anchor: View? { barButtonItem?.view ?? sourceView }
}

extension ViewController {
    /// Where this controller points when presented as a popover (UIKit's
    /// `popoverPresentationController`): set its ``PopoverPresentationController/sourceView`` or
    /// ``PopoverPresentationController/barButtonItem`` before presenting. Nil unless
    /// ``modalPresentationStyle`` is ``ModalPresentationStyle/popover``, as in UIKit (an
    /// ``AlertController`` action sheet is one).
    public var popoverPresentationController: PopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? PopoverPresentationController
    }

    /// What manages this controller's presentation (UIKit's `presentationController`): made on
    /// first use, a ``PopoverPresentationController`` for the popover style, so a delegate set
    /// before presenting hears the user's dismissal.
    public var presentationController: PresentationController? {
        let wanted: PresentationController.Type =
            modalPresentationStyle == .popover ? PopoverPresentationController.self : PresentationController.self
        if let presentationSource, type(of: presentationSource) == wanted { return presentationSource }
        let made =
            modalPresentationStyle == .popover ? PopoverPresentationController(presenting: self) : PresentationController(presenting: self)
        made.delegate = presentationSource?.delegate
        presentation.managed(by: made)
        return made
    }
}

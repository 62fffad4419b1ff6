/// Where a controller shown as a popover points, after UIKit's `UIPopoverPresentationController`:
/// an ``AlertController`` in the ``AlertController/Style/actionSheet`` style opens as a popover
/// at its ``sourceView`` or ``barButtonItem``, as GNOME apps show a menu of choices at the button
/// that asked for it.
@MainActor
public final class PopoverPresentationController {
    /// The widget the popover points at (UIKit's `sourceView`).
    public weak var sourceView: View?
    /// The bar button item the popover points at, instead of a ``sourceView``.
    public var barButtonItem: BarButtonItem?

    init() {}

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
        if let popoverSource { return popoverSource }
        let made = PopoverPresentationController()
        popoverSource = made
        return made
    }
}

/// What a ``ScrollView`` tells about its scrolling (UIKit's `UIScrollViewDelegate`). Every
/// method has an empty default, as UIKit's are optional.
///
/// Dragging is a scroll the user drives continuously — two fingers on a touchpad, a finger on
/// a touch screen (GTK's scroll-begin and scroll-end); a mouse wheel's clicks only scroll.
/// Deceleration is GTK's kinetic scrolling after such a scroll ends in a fling.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The offset changed, by the user, by code or by an animation.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag starts.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// A drag ended; `decelerate` says whether the content goes on moving (a fling).
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content goes on moving after a fling.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The content has come to rest after a fling.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animation started by ``ScrollView/setContentOffset(_:animated:)`` or
    /// ``ScrollView/scrollRectToVisible(_:animated:)`` has ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// The view the scroll view zooms (UIKit's `viewForZooming(in:)`): a subview of its content
    /// placed by frame; nil (the default) turns zooming off.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// The zoom scale changed, by the user or by code.
    func scrollViewDidZoom(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// No view: the scroll view does not zoom.
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
}

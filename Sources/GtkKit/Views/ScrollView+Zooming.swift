internal import CGtk

/// Zooming (UIKit's zoom scales and `viewForZooming(in:)`), as GNOME's viewers zoom: a pinch on
/// a touchpad or touch screen, Ctrl with the scroll wheel, and Ctrl+plus, Ctrl+minus and Ctrl+0
/// (back to scale 1) with the focus in the scroll view.
extension ScrollView {
    /// The smallest zoom scale (UIKit's `minimumZoomScale`, 1 by default).
    public var minimumZoomScale: Double {
        get { zoom.minimum }
        set { zoom.minimum = newValue }
    }

    /// The largest zoom scale (UIKit's `maximumZoomScale`, 1 by default: set it above the
    /// minimum, and give the delegate a ``ScrollViewDelegate/viewForZooming(in:)``, to zoom).
    public var maximumZoomScale: Double {
        get { zoom.maximum }
        set { zoom.maximum = newValue }
    }

    /// The zoom scale now (UIKit's `zoomScale`); set, it is held between the smallest and
    /// largest, and applied to the delegate's view for zooming.
    public var zoomScale: Double {
        get { zoom.scale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms to `scale` around the visible area's centre (UIKit's `setZoomScale(_:animated:)`;
    /// at once: GNOME's viewers zoom in steps).
    public func setZoomScale(_ scale: Double, animated: Bool) {
        zoom(to: scale, keeping: nil)
    }

    /// Zooms so that `rect` (in the zoomed view's coordinates at scale 1) fills the visible
    /// area, and scrolls to it (UIKit's `zoom(to:animated:)`).
    public func zoom(to rect: Rect, animated: Bool) {
        guard rect.width > 0, rect.height > 0, bounds.width > 0, bounds.height > 0 else { return }
        let scale = zoom.clamped(min(bounds.width / rect.width, bounds.height / rect.height))
        zoom(to: scale, keeping: nil)
        zoom.scroll(self, to: Point(x: rect.minX * zoom.scale, y: rect.minY * zoom.scale))
    }

    /// Applies `scale` to the delegate's view for zooming, keeping `focus` in place, and tells the
    /// delegate.
    func zoom(to scale: Double, keeping focus: Point?) {
        guard let delegate, let view = delegate.viewForZooming(in: self) else { return }
        if zoom.apply(scale, to: view, in: self, keeping: focus) { delegate.scrollViewDidZoom(self) }
    }

    /// One step of the keyboard or the wheel: GNOME Image Viewer's factor.
    static let zoomStep = 1.25

    /// The keys, Ctrl with the wheel, and the pinch.
    func installZooming() {
        let keys = ShortcutController(global: false)
        for accelerator in ["<Control>plus", "<Control>equal", "<Control>KP_Add"] {
            keys.add(accelerator) { [weak self] in self?.stepZoom(Self.zoomStep) ?? false }
        }
        for accelerator in ["<Control>minus", "<Control>KP_Subtract"] {
            keys.add(accelerator) { [weak self] in self?.stepZoom(1 / Self.zoomStep) ?? false }
        }
        keys.add("<Control>0") { [weak self] in
            guard let self, self.zoom.isEnabled else { return false }
            self.zoom(to: 1, keeping: nil)
            return true
        }
        addController(keys)
        let pinch = EventController(untyped(gtk_gesture_zoom_new()), ownership: .full)
        pinch.connect(
            "begin",
            pointer: { [weak self] _ in
                guard let self else { return }
                self.zoom.pinchStart = self.zoom.scale
            })
        pinch.connect(
            "scale-changed",
            double: { [weak self] factor in
                guard let self, self.zoom.isEnabled else { return }
                self.zoom(to: self.zoom.pinchStart * factor, keeping: nil)
            })
        addController(pinch)
    }

    /// Zooms by `factor` when zooming is on; false lets the key go on.
    private func stepZoom(_ factor: Double) -> Bool {
        guard zoom.isEnabled, delegate?.viewForZooming(in: self) != nil else { return false }
        zoom(to: zoom.scale * factor, keeping: nil)
        return true
    }

    /// Ctrl with the wheel (`dy` its clicks, up negative): one step a click, and the event is
    /// the zoom's, not a scroll. False when Ctrl is not held or zooming is off.
    func zoomWithWheel(_ dy: Double, modifiers: GdkModifierType) -> Bool {
        guard modifiers.rawValue & GDK_CONTROL_MASK.rawValue != 0, zoom.isEnabled, dy != 0,
            delegate?.viewForZooming(in: self) != nil
        else { return false }
        zoom(to: zoom.scale * pow(Self.zoomStep, -dy), keeping: nil)
        return true
    }
}

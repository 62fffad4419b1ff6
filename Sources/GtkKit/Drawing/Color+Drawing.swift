/// A colour as drawing uses it (UIKit's `setFill()`, `setStroke()` and `cgColor`).
extension Color {
    /// Fills in the current ``GraphicsContext`` use this colour (UIKit's `setFill()`).
    @MainActor
    public func setFill() { GraphicsContext.current?.set(self, fill: true, stroke: false) }

    /// Strokes in the current ``GraphicsContext`` use this colour (UIKit's `setStroke()`).
    @MainActor
    public func setStroke() { GraphicsContext.current?.set(self, fill: false, stroke: true) }

    /// Fills and strokes use this colour (UIKit's `set()`).
    @MainActor
    public func set() { GraphicsContext.current?.set(self, fill: true, stroke: true) }

    /// The colour itself, where UIKit code asks for its `CGColor` (`layer.borderColor =
    /// UIColor.red.cgColor`, `context.setFillColor(color.cgColor)`): GtkKit has one colour type.
    public var cgColor: Color { self }
}

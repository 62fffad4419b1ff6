internal import CGtk

/// UIKit's `UISlider` on GTK's `GtkScale`: a knob dragged along a track, or moved by the arrow
/// keys (Page Up and Page Down for a tenth of the range, Home and End for its ends). Screen
/// readers hear a slider and its value. In a right-to-left language the minimum is on the right,
/// as in UIKit.
///
/// ```swift
/// let size = Slider()
/// size.minimumValue = 48
/// size.maximumValue = 96
/// size.value = 64
/// size.isContinuous = false
/// size.addAction(Action { _ in thumbnails.side = Int(size.value) }, for: .valueChanged)
/// ```
@MainActor
public final class Slider: Control {
    /// Set while code sets the value, so only the user's changes send `.valueChanged`.
    private var isSettingInCode = false
    /// The pending `.valueChanged` of a slider that is not continuous, restarted by each change.
    private var restTimer: MainLoop.Timer?

    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init()
    }

    /// A slider at `frame` (UIKit's `init(frame:)`; `.zero` sets no frame, and
    /// the view takes its natural size until one is set or constraints place it).
    public override convenience init(frame: Rect) {
        self.init()
        if frame != .zero { self.frame = frame }
    }

    /// A slider from 0 to 1, at 0 (UIKit's defaults).
    public init() {
        View.adopt(untyped(gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.01)), ownership: .full)
        super.init(frame: .zero)
        gtk_scale_set_draw_value(pointer(), 0)
        connect("value-changed") { [weak self] in self?.valueDidChange() }
    }

    /// The value (UIKit's `value`), kept between ``minimumValue`` and ``maximumValue``.
    /// Setting it sends no event, as in UIKit.
    public var value: Float {
        get { Float(gtk_range_get_value(range)) }
        set { setValue(newValue, animated: false) }
    }

    /// Moves the knob to `value` (UIKit's `setValue(_:animated:)`; GTK moves it at once).
    public func setValue(_ value: Float, animated: Bool) {
        isSettingInCode = true
        defer { isSettingInCode = false }
        gtk_range_set_value(range, Double(value))
    }

    /// The value at the track's start (0 by default).
    public var minimumValue: Float {
        get { Float(gtk_adjustment_get_lower(adjustment)) }
        set { setBounds(lower: Double(newValue), upper: max(Double(newValue), gtk_adjustment_get_upper(adjustment))) }
    }

    /// The value at the track's end (1 by default).
    public var maximumValue: Float {
        get { Float(gtk_adjustment_get_upper(adjustment)) }
        set { setBounds(lower: min(Double(newValue), gtk_adjustment_get_lower(adjustment)), upper: Double(newValue)) }
    }

    /// Whether every change is sent while the knob moves (UIKit's `isContinuous`, true by
    /// default). When false, `.valueChanged` is sent once the value has rested for a fifth of a
    /// second — after a drag ends, or between key presses — since GTK's scale reports a drag
    /// and a key press alike.
    public var isContinuous = true

    /// Where arrow keys move the knob: a hundredth of the range unless set (GNOME's keyboard
    /// operation of a slider; UIKit's has none). Page Up and Page Down move ten times as far.
    public var keyboardStep: Float? {
        didSet { updateIncrements() }
    }

    /// The value as a screen reader says it: whole numbers without a fraction.
    private static func spoken(_ value: Float) -> String {
        value.rounded() == value ? String(Int(value)) : String((value * 100).rounded() / 100)
    }

    private func updateIncrements() {
        let span = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_lower(adjustment)
        let step = keyboardStep.map(Double.init) ?? span / 100
        gtk_range_set_increments(range, step, step * 10)
    }

    private var range: UnsafeMutablePointer<GtkRange> { pointer() }
    private var adjustment: UnsafeMutablePointer<GtkAdjustment> { gtk_range_get_adjustment(range) }

    private func setBounds(lower: Double, upper: Double) {
        isSettingInCode = true
        defer { isSettingInCode = false }
        gtk_range_set_range(range, lower, upper)
        updateIncrements()
    }

    private func valueDidChange() {
        guard !isSettingInCode else { return }
        if AccessibilityRepair.announceControlValue.isNeeded {
            WindowAccessibility.announce(Self.spoken(value), near: self)
        }
        guard !isContinuous else { return sendActions(for: .valueChanged) }
        restTimer = MainLoop.after(milliseconds: 200) { [weak self] in self?.sendActions(for: .valueChanged) }
    }
}

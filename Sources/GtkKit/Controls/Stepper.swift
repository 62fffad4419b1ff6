internal import CGtk

/// UIKit's `UIStepper` as GNOME shows one: GTK's spin button, the number between its − and +
/// buttons, so the value is always on screen and can also be typed. Up and Down (and Page Up,
/// Page Down) step it from the keyboard; screen readers hear a spin button and its value.
///
/// ```swift
/// let step = Stepper()
/// step.minimumValue = 1
/// step.maximumValue = 10
/// step.value = 1
/// step.addAction(Action { _ in counter.step = Int(step.value) }, for: .valueChanged)
/// ```
///
/// Where GtkKit differs: the value is shown (a bare UIKit stepper shows none, and its app
/// puts a label beside it); holding − or + always repeats, so ``autorepeat`` cannot be turned
/// off; values are whole numbers unless ``stepValue`` has a fraction.
@MainActor
public final class Stepper: Control {
    /// Set while code sets the value, so only the user's changes send `.valueChanged`.
    private var isSettingInCode = false

    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init()
    }

    /// A stepper from 0 to 100 in steps of 1, at 0 (UIKit's defaults).
    public init() {
        View.adopt(untyped(gtk_spin_button_new_with_range(0, 100, 1)), ownership: .full)
        super.init(frame: .zero)
        verticalAlignment = .center
        gtk_spin_button_set_numeric(opaque, 1)
        connect("value-changed") { [weak self] in
            guard let self, !self.isSettingInCode else { return }
            if AccessibilityRepair.announceControlValue.isNeeded {
                WindowAccessibility.announce(String(cString: gtk_editable_get_text(self.opaque)), near: self)
            }
            self.sendActions(for: .valueChanged)
        }
    }

    /// The value (UIKit's `value`), kept between ``minimumValue`` and ``maximumValue``.
    /// Setting it sends no event, as in UIKit.
    public var value: Double {
        get { gtk_spin_button_get_value(opaque) }
        set { inCode { gtk_spin_button_set_value(opaque, newValue) } }
    }

    /// The lowest value (0 by default).
    public var minimumValue: Double {
        get { range.minimum }
        set { inCode { gtk_spin_button_set_range(opaque, newValue, max(newValue, range.maximum)) } }
    }

    /// The highest value (100 by default).
    public var maximumValue: Double {
        get { range.maximum }
        set { inCode { gtk_spin_button_set_range(opaque, min(newValue, range.minimum), newValue) } }
    }

    /// How much one press of − or + changes the value (1 by default). Page Up and Page Down
    /// step ten times as far.
    public var stepValue: Double {
        get {
            var step = 0.0
            gtk_spin_button_get_increments(opaque, &step, nil)
            return step
        }
        set {
            let step = max(newValue, .ulpOfOne)
            gtk_spin_button_set_increments(opaque, step, step * 10)
            gtk_spin_button_set_digits(opaque, step.rounded() == step ? 0 : 2)
        }
    }

    /// Whether stepping past one end goes round to the other (UIKit's `wraps`; false by default).
    public var wraps: Bool {
        get { Bool(gboolean: gtk_spin_button_get_wrap(opaque)) }
        set { gtk_spin_button_set_wrap(opaque, newValue.gboolean) }
    }

    /// Whether holding − or + repeats: always true on GNOME (see the type's note).
    public var autorepeat: Bool { true }

    /// Whether each change is sent as it happens (UIKit's `isContinuous`): always, here.
    public var isContinuous: Bool { true }

    private var range: (minimum: Double, maximum: Double) {
        var minimum = 0.0
        var maximum = 0.0
        gtk_spin_button_get_range(opaque, &minimum, &maximum)
        return (minimum, maximum)
    }

    private func inCode(_ change: () -> Void) {
        isSettingInCode = true
        defer { isSettingInCode = false }
        change()
    }
}

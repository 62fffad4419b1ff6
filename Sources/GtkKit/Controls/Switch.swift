internal import CGtk

/// UIKit's `UISwitch` on GTK's `GtkSwitch`: on or off, toggled by a click, a drag of its knob,
/// or Space and Enter. Screen readers meet a switch and hear "on" or "off".
///
/// ```swift
/// let confirm = Switch()
/// confirm.accessibilityLabel = "Confirm before resetting counts"
/// confirm.isOn = preferences.confirmsReset
/// confirm.addAction(Action { _ in preferences.confirmsReset = confirm.isOn }, for: .valueChanged)
/// ```
@MainActor
public final class Switch: Control {
    /// Set while code sets the value, so only the user's changes send `.valueChanged`.
    private var isSettingInCode = false

    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init()
    }

    /// A switch, off, at `frame` (UIKit's `init(frame:)`; `.zero` sets no frame, and
    /// the view takes its natural size until one is set or constraints place it).
    public override convenience init(frame: Rect) {
        self.init()
        if frame != .zero { self.frame = frame }
    }

    /// An off switch.
    public init() {
        View.adopt(untyped(gtk_switch_new()), ownership: .full)
        super.init(frame: .zero)
        verticalAlignment = .center
        connect(
            "notify::active",
            pointer: { [weak self] _ in
                guard let self, !self.isSettingInCode else { return }
                self.sendActions(for: .valueChanged)
            })
    }

    /// Whether the switch is on (UIKit's `isOn`). Setting it sends no event, as in UIKit.
    public var isOn: Bool {
        get { Bool(gboolean: gtk_switch_get_active(opaque)) }
        set { setOn(newValue, animated: false) }
    }

    /// Turns the switch on or off (UIKit's `setOn(_:animated:)`): GTK slides the knob when the
    /// desktop's animations are on, whatever `animated` says, as every GNOME switch does.
    public func setOn(_ on: Bool, animated: Bool) {
        isSettingInCode = true
        defer { isSettingInCode = false }
        gtk_switch_set_active(opaque, on.gboolean)
    }
}

internal import CGtk

/// UIKit's `UISegmentedControl` as GNOME draws one: linked toggle buttons in a group, one of
/// them pressed. Tab reaches each segment and Space picks it; screen readers hear the group's
/// name, then each segment as a toggle button, pressed or not.
///
/// ```swift
/// let position = SegmentedControl(items: ["Bottom", "Top"])
/// position.accessibilityLabel = "Tab bar position"
/// position.selectedSegmentIndex = 0
/// position.addAction(Action { _ in move(to: position.selectedSegmentIndex) }, for: .valueChanged)
/// ```
@MainActor
public final class SegmentedControl: Control {
    /// UIKit's index for "no segment selected".
    public static let noSegment = -1

    /// The segments' buttons, in order.
    private var buttons: [UnsafeMutablePointer<GtkToggleButton>] = []
    /// Set while code changes the selection, so only the user's picks send `.valueChanged`.
    private var isSettingInCode = false

    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init()
    }

    /// A control with a segment for each title in `items`, none selected (UIKit's
    /// `init(items:)`).
    public init(items: [String] = []) {
        View.adopt(gtkkit_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_GROUP)!, ownership: .full)
        super.init(frame: .zero)
        addCSSClass("linked")
        // Segments of equal width, as UIKit's and GNOME's view switcher draw them.
        gtk_box_set_homogeneous(pointer(), 1)
        horizontalAlignment = .start
        verticalAlignment = .center
        for (index, title) in items.enumerated() { insertSegment(withTitle: title, at: index, animated: false) }
    }

    /// How many segments there are.
    public var numberOfSegments: Int { buttons.count }

    /// The selected segment's index, or ``noSegment`` (UIKit's `selectedSegmentIndex`).
    /// Setting it sends no event, as in UIKit.
    public var selectedSegmentIndex: Int {
        get { buttons.firstIndex { Bool(gboolean: gtk_toggle_button_get_active($0)) } ?? Self.noSegment }
        set {
            isSettingInCode = true
            defer { isSettingInCode = false }
            if buttons.indices.contains(newValue) {
                gtk_toggle_button_set_active(buttons[newValue], 1)
            } else {
                for button in buttons { gtk_toggle_button_set_active(button, 0) }
            }
        }
    }

    /// Inserts a segment titled `title` at `segment` (clamped to the ends).
    public func insertSegment(withTitle title: String, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), buttons.count)
        let button = UnsafeMutableRawPointer(gtk_toggle_button_new_with_label(title)!).assumingMemoryBound(to: GtkToggleButton.self)
        if let first = buttons.first { gtk_toggle_button_set_group(button, first) }
        let sibling = index > 0 ? Self.widget(buttons[index - 1]) : nil
        gtk_box_insert_child_after(pointer(), Self.widget(button), sibling)
        buttons.insert(button, at: index)
        let toggled: @convention(c) (UnsafeMutablePointer<GtkToggleButton>?, UnsafeMutableRawPointer?) -> Void = { button, _ in
            guard let button, Bool(gboolean: gtk_toggle_button_get_active(button)) else { return }
            MainActor.assumeIsolated {
                // The control is found through the button's parent, never kept by the signal.
                guard let parent = gtk_widget_get_parent(SegmentedControl.widget(button)),
                    let control = Object.wrapper(of: UnsafeMutableRawPointer(parent)) as? SegmentedControl,
                    !control.isSettingInCode
                else { return }
                control.describeSelection()
                control.sendActions(for: .valueChanged)
            }
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(button), "toggled", unsafeBitCast(toggled, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
    }

    /// Removes the segment at `segment`.
    public func removeSegment(at segment: Int, animated: Bool) {
        guard buttons.indices.contains(segment) else { return }
        let button = buttons.remove(at: segment)
        gtk_toggle_button_set_group(button, nil)
        gtk_box_remove(pointer(), Self.widget(button))
    }

    /// Removes every segment.
    public func removeAllSegments() {
        while !buttons.isEmpty { removeSegment(at: buttons.count - 1, animated: false) }
    }

    /// Sets the title of the segment at `segment`.
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard buttons.indices.contains(segment) else { return }
        gtk_button_set_label(UnsafeMutableRawPointer(buttons[segment]).assumingMemoryBound(to: GtkButton.self), title ?? "")
    }

    /// The title of the segment at `segment`.
    public func titleForSegment(at segment: Int) -> String? {
        guard buttons.indices.contains(segment) else { return nil }
        return gtk_button_get_label(UnsafeMutableRawPointer(buttons[segment]).assumingMemoryBound(to: GtkButton.self)).map {
            String(cString: $0)
        }
    }

    /// Makes the segment at `segment` pickable or not (dimmed, and skipped by Tab).
    public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard buttons.indices.contains(segment) else { return }
        gtk_widget_set_sensitive(Self.widget(buttons[segment]), enabled.gboolean)
    }

    /// Whether the segment at `segment` can be picked.
    public func isEnabledForSegment(at segment: Int) -> Bool {
        guard buttons.indices.contains(segment) else { return false }
        return Bool(gboolean: gtk_widget_get_sensitive(Self.widget(buttons[segment])))
    }

    /// On GTK 4.8, the segment the user picks is described "Selected" (see
    /// `AccessibilityRepair.describeSegmentSelection`): a change of the focused segment's
    /// description is what Orca 43 says. Not for a selection made in code: GTK 4.8 replays a
    /// widget's earlier changes at its first focus, and Orca 43 said "Selected" twice.
    private func describeSelection() {
        guard AccessibilityRepair.describeSegmentSelection.isNeeded else { return }
        let picked = selectedSegmentIndex
        for (index, button) in buttons.enumerated() {
            AccessibleDescription.set(index == picked ? gettextString("Selected") : nil, on: Self.widget(button))
        }
    }

    /// A segment's button as a widget.
    private static func widget(_ button: UnsafeMutablePointer<GtkToggleButton>) -> UnsafeMutablePointer<GtkWidget> {
        UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkWidget.self)
    }
}

internal import CGtk

/// A `GtkButton` (UIKit's `UIButton`): a ``Control`` that sends `.primaryActionTriggered` and
/// `.touchUpInside` when clicked — by the pointer, Space or Enter while focused, or a screen
/// reader's "click" action.
///
/// ```swift
/// let save = Button(label: "_Save", mnemonic: true)
/// save.addAction(Action { _ in document.save() }, for: .primaryActionTriggered)
/// ```
@MainActor
public final class Button: Control {
    /// The view `init(label: "")` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init(label: "")
    }

    /// A button with no title yet at `frame` (UIKit's `init(frame:)`; `.zero` sets no frame, and
    /// the view takes its natural size until one is set or constraints place it).
    public override convenience init(frame: Rect) {
        self.init(label: "")
        if frame != .zero { self.frame = frame }
    }

    /// Creates a button with a text label; `_` before a letter marks its mnemonic (Alt+letter).
    public init(label: String, mnemonic: Bool = false) {
        View.adopt(untyped(mnemonic ? gtk_button_new_with_mnemonic(label) : gtk_button_new_with_label(label)), ownership: .full)
        super.init(frame: .zero)
        // Named by the text it shows (AccessibilityRepair.nameMnemonicButtonByText).
        if mnemonic, AccessibilityRepair.nameMnemonicButtonByText.isNeeded {
            gtk_accessible_reset_property(opaque, GTK_ACCESSIBLE_PROPERTY_LABEL)
        }
        sendActionsWhenClicked()
    }

    /// Creates an icon-only button. Its accessible name and tooltip are `accessibilityLabel`,
    /// because GTK would otherwise announce it as "GtkImage".
    public init(iconName: String, accessibilityLabel: String) {
        View.adopt(untyped(gtk_button_new_from_icon_name(iconName)), ownership: .full)
        super.init(frame: .zero)
        // Named by its own label alone (AccessibilityRepair.nameIconButtonAlone).
        if AccessibilityRepair.nameIconButtonAlone.isNeeded { gtk_accessible_reset_relation(opaque, GTK_ACCESSIBLE_RELATION_LABELLED_BY) }
        self.accessibilityLabel = accessibilityLabel
        tooltip = accessibilityLabel
        sendActionsWhenClicked()
    }

    /// A button that draws nothing — no frame, no background, not even on hover — laid over
    /// something else (a thumbnail) to make it clickable, as a UIKit "custom" button with no image.
    /// Keyboard focus still shows its focus ring. Give it an accessible label: it has no text.
    public init(transparentWithAccessibleLabel accessibilityLabel: String) {
        View.adopt(untyped(gtk_button_new()), ownership: .full)
        super.init(frame: .zero)
        hasFrame = false
        addCSSClass("gtkkit-transparent")
        self.accessibilityLabel = accessibilityLabel
        tooltip = accessibilityLabel
        sendActionsWhenClicked()
    }

    /// A click, however made, is the button's primary action, and a press released inside it.
    private func sendActionsWhenClicked() {
        connect("clicked") { [weak self] in self?.sendActions(for: [.primaryActionTriggered, .touchUpInside]) }
    }

    /// The titles set for states other than `.normal` and the title colours set with
    /// `setTitleColor(_:for:)`; changed through its own methods (`StateTitles`).
    var stateTitles = StateTitles()

    /// The button's text label.
    public var label: String? {
        get { shownImage == nil ? gtk_button_get_label(pointer()).map { String(cString: $0) } : titleBesideImage }
        set {
            if shownImage == nil {
                gtk_button_set_label(pointer(), newValue)
            } else {
                titleBesideImage = newValue ?? ""
                showImage()
            }
        }
    }

    /// The picture set for `.normal` with ``setImage(_:for:)``, shown before the title.
    private var shownImage: Bitmap?
    /// The title shown beside ``shownImage`` (GTK's own label is replaced by the pair).
    private var titleBesideImage = ""
    /// The pictures set for states other than `.normal`.
    private var imagesByState: [Control.State: Bitmap] = [:]

    /// Shows `image` for `state` (UIKit's `setImage(_:for:)`): at its size in logical pixels (an
    /// asset's `@2x` file at half its pixels), before the title, or alone. A button showing a
    /// picture alone is named for screen readers by its ``View/accessibilityLabel``, or else by the
    /// asset's name, as VoiceOver reads an unlabelled image button. GTK shows one picture in every
    /// state, so one for another state is kept for ``image(for:)`` and not shown, as titles are.
    public func setImage(_ image: Bitmap?, for state: Control.State) {
        guard state == .normal else {
            imagesByState[state] = image
            return
        }
        if shownImage == nil { titleBesideImage = label ?? "" }
        shownImage = image
        if image == nil {
            gtk_button_set_label(pointer(), titleBesideImage)
            if accessibilityLabel == nil { gtk_accessible_reset_property(opaque, GTK_ACCESSIBLE_PROPERTY_LABEL) }
        } else {
            showImage()
        }
    }

    /// The picture set for `state`, or the `.normal` one when none was (UIKit's `image(for:)`).
    public func image(for state: Control.State) -> Bitmap? {
        state == .normal ? shownImage : imagesByState[state] ?? shownImage
    }

    /// The picture shown now (UIKit's `currentImage`).
    public var currentImage: Bitmap? { shownImage }

    /// Makes the button's content ``shownImage`` and the title beside it.
    private func showImage() {
        guard let shownImage else { return }
        let picture = Self.picture(of: shownImage, in: widget)
        gtk_image_set_pixel_size(OpaquePointer(picture), Int32(max(shownImage.size.width, shownImage.size.height).rounded()))
        // The picture says nothing a name does not; the button's name is read instead.
        gtkkit_accessible_set_hidden(UnsafeMutableRawPointer(picture), true.gboolean)
        defer {
            // GTK 4.18 labels a button by its child, which outranks the name given here.
            gtk_accessible_reset_relation(opaque, GTK_ACCESSIBLE_RELATION_LABELLED_BY)
        }
        if titleBesideImage.isEmpty {
            gtk_button_set_child(pointer(), picture)
            if accessibilityLabel == nil, let name = shownImage.assetName ?? shownImage.systemName {
                let spoken = name.split(separator: "/").last.map(String.init) ?? name
                gtkkit_accessible_set_string(raw, GTK_ACCESSIBLE_PROPERTY_LABEL, String(spoken.map { $0 == "_" || $0 == "." ? " " : $0 }))
            }
        } else {
            let pair = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
            let box = UnsafeMutableRawPointer(pair).assumingMemoryBound(to: GtkBox.self)
            gtk_box_append(box, picture)
            gtk_box_append(box, gtk_label_new(titleBesideImage))
            gtk_widget_set_halign(pair, GTK_ALIGN_CENTER)
            gtk_button_set_child(pointer(), pair)
            if accessibilityLabel == nil { gtkkit_accessible_set_string(raw, GTK_ACCESSIBLE_PROPERTY_LABEL, titleBesideImage) }
        }
    }

    /// A `GtkImage` of `image`: a symbol drawn as a template is its themed icon, which GTK draws
    /// in the button's colour whatever its state; another template is drawn in the colour the
    /// button has now; any other picture as it is.
    private static func picture(of image: Bitmap, in button: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        if image.isTemplate, let icon = image.symbol?.iconName { return gtk_image_new_from_icon_name(icon) }
        guard image.isTemplate else { return gtk_image_new_from_paintable(image.texture) }
        var color = GdkRGBA()
        gtkkit_widget_get_color(button, &color)
        let paintable = image.paintable(tintedWith: color)
        defer { if let paintable { g_object_unref(UnsafeMutableRawPointer(paintable)) } }
        return gtk_image_new_from_paintable(paintable)
    }

    /// Shows the themed icon `name` in place of a label.
    public func setIcon(_ name: String) {
        gtk_button_set_icon_name(pointer(), name)
        // GTK labels the button by its new image again (AccessibilityRepair.nameIconButtonAlone).
        if AccessibilityRepair.nameIconButtonAlone.isNeeded { gtk_accessible_reset_relation(opaque, GTK_ACCESSIBLE_RELATION_LABELLED_BY) }
    }

    /// Whether the button draws its frame; false for flat, transparent buttons.
    public var hasFrame: Bool {
        get { Bool(gboolean: gtk_button_get_has_frame(pointer())) }
        set { gtk_button_set_has_frame(pointer(), newValue.gboolean) }
    }

    /// Called on `clicked`: pointer click, Space/Enter while focused, or an accessible "click".
    public func onClicked(_ handler: @escaping @MainActor () -> Void) {
        connect("clicked", handler)
    }

    /// Emits `clicked` at once, as a finished press does. (`gtk_widget_activate` would first show
    /// the button pressed for a quarter second.)
    public func click() { gtkkit_signal_emit_simple(raw, "clicked") }
}

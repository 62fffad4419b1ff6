internal import CGtk

/// A centred empty state: a large dimmed icon, a title and a hint (libadwaita's status page).
@MainActor
public final class StatusPage: View {
    private let box = Box(.vertical, spacing: 12)

    /// The view `init(iconName: "", title: "", description: "")` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init(iconName: "", title: "", description: "")
    }

    /// Creates a status page. The title is also its accessible name; the hint its description.
    public init(iconName: String, title: String, description: String) {
        View.adopt(untyped(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)), ownership: .full)
        super.init(frame: .zero)
        let icon = Image(iconName: iconName)
        icon.pixelSize = 96
        icon.addCSSClass("gtkkit-status-icon")
        let titleLabel = Label(title)
        titleLabel.addCSSClass("title-1")
        let hint = Label(description)
        hint.wraps = true
        hint.justification = .center
        hint.addCSSClass("dim-label")
        [icon, titleLabel, hint].forEach(box.append)
        box.verticalAlignment = .center
        box.expandsVertically = true
        box.setMargins(36)
        gtk_box_append(pointer(), box.widget)
        expandsVertically = true
        accessibilityLabel = title
        accessibilityHint = description
    }
}

/// UIKit's names for what a ``TableViewCell`` calls otherwise, so ported cell code reads the same.
extension TableViewCell {
    /// UIKit's name for ``accessory``: `cell.accessoryType = .disclosureIndicator`.
    public var accessoryType: Accessory {
        get { accessory }
        set { accessory = newValue }
    }

    /// The label showing the row's text (UIKit's `textLabel`, optional there too, so ported
    /// `cell.textLabel?.text = …` reads the same). A text written on it is the row's ``text``
    /// and accessible name; ``text`` is the GtkKit way.
    public var textLabel: Label? { mainLabel }

    /// A label whose text is the row's ``detailText``, the second, smaller line (UIKit's
    /// `detailTextLabel`): `cell.detailTextLabel?.text = …` sets it. The label itself is not
    /// shown — the row's one label draws both lines, so a subtitle costs no widget and the row
    /// is read as one text — so its font and colour are not the row's.
    public var detailTextLabel: Label? { detailLabel }

    /// An image view at the row's start (UIKit's `imageView`): `cell.imageView?.image = …`
    /// shows a picture before the text, aspect-fitted. Made when first asked for; a symbolic
    /// icon is ``iconName``, GNOME's way, which follows the theme's colours.
    public var imageView: ImageView? { leadingImageView }
}

/// UIKit's `UIImageView`: GtkKit's ``Picture``, which shows a ``Bitmap`` (UIKit's `UIImage`)
/// with UIKit's ``Picture/image`` and ``Picture/contentMode``. A themed or SF Symbols icon is an
/// ``Image`` instead (GTK's `GtkImage`), recoloured with the text as a template image is.
public typealias ImageView = Picture

/// GtkKit's former name for ``View``, from before GTK's widgets and UIKit's views became one
/// class tree: kept so that code written against it still builds, with a fix-it to the new name.
@available(*, deprecated, renamed: "View")
public typealias Widget = View

internal import CGtk

/// The GType behind ``View``: a plain `GtkWidget` subclass ("GtkKitView") that holds any children
/// and hands its measuring and its size allocation to the Swift ``View`` wrapping it, so a view
/// lays out its subviews as UIKit's do (by frame, or a ``StackView``'s arrangement) and hears of
/// every new size (``View/layoutSubviews()``). GTK has no public widget that does both: a
/// `GtkFixed` places children but tells no one its size, a layout manager is told the size but
/// is a separate object the view would have to keep in step.
@MainActor
enum ViewType {
    static let type: GType = {
        let parent = gtk_widget_get_type()
        var query = GTypeQuery()
        g_type_query(parent, &query)
        return g_type_register_static_simple(
            parent, "GtkKitView", query.class_size,
            { klass, _ in
                guard let klass else { return }
                let widgetClass = gtkkit_widget_class(klass)!
                widgetClass.pointee.measure = { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
                    minimumBaseline?.pointee = -1
                    naturalBaseline?.pointee = -1
                    // The instance crosses into the main actor as an address (GTK calls this on
                    // the main thread; a pointer is not Sendable).
                    let address = Int(bitPattern: widget)
                    let measured = MainActor.assumeIsolated { () -> (Int32, Int32) in
                        guard let view = Object.wrapper(of: UnsafeMutableRawPointer(bitPattern: address)) as? View else { return (0, 0) }
                        let horizontal = orientation == GTK_ORIENTATION_HORIZONTAL
                        // Heights follow widths, never the other way (the request mode below): a
                        // width is measured for no height. GtkStack asks a page's minimum width
                        // for its whole height; shared out along a vertical stack view, that gave
                        // a wrapping label its one-line height, and the width that text needs on
                        // one line became the page's minimum (Notes' About page, 524 px wide in a
                        // 360-px window).
                        let size = view.measureAsView(horizontal: horizontal, forSize: horizontal ? -1 : Int(forSize))
                        return (Int32(clamping: size.minimum), Int32(clamping: max(size.minimum, size.natural)))
                    }
                    minimum?.pointee = measured.0
                    natural?.pointee = measured.1
                }
                widgetClass.pointee.size_allocate = { widget, width, height, _ in
                    let address = Int(bitPattern: widget)
                    MainActor.assumeIsolated {
                        let view = Object.wrapper(of: UnsafeMutableRawPointer(bitPattern: address)) as? View
                        view?.allocateSubviews(width: Int(width), height: Int(height))
                    }
                }
                // A stack view wants the room its arranged views want, as a GtkBox does: a page
                // stacking a table that expands over bars expands too, in a stack of its own.
                widgetClass.pointee.compute_expand = { widget, hexpand, vexpand in
                    let address = Int(bitPattern: widget)
                    let expands = MainActor.assumeIsolated { () -> (Bool, Bool) in
                        guard let stack = Object.wrapper(of: UnsafeMutableRawPointer(bitPattern: address)) as? StackView else {
                            return (false, false)
                        }
                        return stack.arrangedViewsExpand
                    }
                    hexpand?.pointee = expands.0.gboolean
                    vexpand?.pointee = expands.1.gboolean
                }
                // A view's own drawing (draw(_:)) under its children, which GtkWidget's own
                // snapshot draws.
                widgetClass.pointee.snapshot = { widget, snapshot in
                    let (address, target) = (Int(bitPattern: widget), Int(bitPattern: snapshot))
                    MainActor.assumeIsolated {
                        guard let view = Object.wrapper(of: UnsafeMutableRawPointer(bitPattern: address)) as? View,
                            let snapshot = OpaquePointer(bitPattern: target)
                        else { return }
                        view.drawing.snapshot(view, into: snapshot)
                    }
                    let widgetClass = g_type_class_peek(gtk_widget_get_type())!.assumingMemoryBound(to: GtkWidgetClass.self)
                    widgetClass.pointee.snapshot?(widget, snapshot)
                }
                // Heights may depend on widths (wrapped labels in a vertical stack view).
                widgetClass.pointee.get_request_mode = { _ in GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH }
                // A view's children are its own: unparented when it goes (GTK requires it of a
                // widget that parents children itself), then GtkWidget's dispose.
                widgetClass.pointee.parent_class.dispose = { object in
                    guard let object else { return }
                    let widget = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
                    while let child = gtk_widget_get_first_child(widget) { gtk_widget_unparent(child) }
                    let widgetClass = g_type_class_peek(gtk_widget_get_type())!.assumingMemoryBound(to: GObjectClass.self)
                    widgetClass.pointee.dispose?(object)
                }
                gtk_widget_class_set_css_name(widgetClass, "gtkkit-view")
                // UIKit's plain view is no accessibility element: ARIA's generic, which screen
                // readers pass through to the views inside.
                gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_GENERIC)
            },
            query.instance_size, nil, GTypeFlags(rawValue: 0))
    }()

    /// A new, floating view instance.
    static func make() -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil)!)
    }
}

import CGtk
import GtkKit
import XCTest

/// Reading back what GTK paints, for tests of colours and pictures.
extension GtkTestCase {
    /// Asks GTK for the dark style (or the light one) as a desktop's setting does, and lets it
    /// restyle.
    @MainActor
    public func setDarkStyle(_ dark: Bool) {
        gtkkit_object_set_bool(UnsafeMutableRawPointer(gtk_settings_get_default()), "gtk-application-prefer-dark-theme", dark.gboolean)
        pump()
    }

    /// `views` side by side, each `width` / `views.count` wide and `height` tall, shown at the
    /// top left of a new window, once laid out; the window is returned to close.
    @MainActor
    public func presentSwatches(_ views: [View], width: Int, height: Int) -> Window {
        let row = StackView(arrangedSubviews: views)
        row.distribution = .fillEqually
        row.setMinimumSize(width: width, height: height)
        row.horizontalAlignment = .start
        row.verticalAlignment = .start
        let window = presentInWindow(ContentPage(row))
        XCTAssertTrue(pump(until: { views.allSatisfy { $0.bounds.width > 0 } }), "the swatches laid out")
        return window
    }

    /// The red, green, blue and alpha (0…255) GTK paints at (`x`, `y`) of `widget`.
    @MainActor
    public func pixel(of widget: View, x: Int, y: Int) -> [Int] {
        let width = gtk_widget_get_width(widget.widget)
        let height = gtk_widget_get_height(widget.widget)
        let paintable = gtk_widget_paintable_new(widget.widget)
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return [0, 0, 0, 0] } // nothing drawn
        defer { gsk_render_node_unref(node) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)
        gsk_render_node_draw(node, cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else { return [0, 0, 0, 0] }
        let offset = y * stride + x * 4 // ARGB32 in native byte order: B, G, R, A on little-endian
        return [Int(data[offset + 2]), Int(data[offset + 1]), Int(data[offset]), Int(data[offset + 3])]
    }
}

internal import CGtk

/// SF Symbols as pictures (UIKit's `UIImage(systemName:)`, symbol configurations and rendering
/// modes): the GNOME symbolic icon that plays the symbol's role, drawn at the configuration's
/// size and, as a template, in the colour of the view that shows it.
extension Bitmap {
    /// How a view draws a picture (UIKit's `UIImage.RenderingMode`).
    public enum RenderingMode: Sendable, CaseIterable {
        /// A symbol as a template, any other picture as it is (UIKit's default).
        case automatic
        /// In its own colours.
        case alwaysOriginal
        /// As a shape in the showing view's ``View/tintColor`` (the theme's text colour when it
        /// has none): only its alpha counts.
        case alwaysTemplate
    }

    /// A symbol's weight (UIKit's `UIImage.SymbolWeight`). GNOME's symbolic icons come in one
    /// weight, so every weight draws the same icon; it is kept for ``SymbolConfiguration``'s
    /// equality and for code that reads it back.
    public enum SymbolWeight: Sendable, CaseIterable {
        /// Not set: a configuration applied over another keeps that one's.
        case unspecified
        /// The lightest (Font.Weight's ultraLight).
        case ultraLight
        /// Thin.
        case thin
        /// Light.
        case light
        /// Body text's weight.
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold
        /// Heavy.
        case heavy
        /// The heaviest.
        case black
    }

    /// A symbol's size relative to its point size (UIKit's `UIImage.SymbolScale`).
    public enum SymbolScale: Sendable, CaseIterable {
        /// The medium scale, UIKit's default.
        case `default`
        /// Not set: a configuration applied over another keeps that one's.
        case unspecified
        /// About a fifth smaller than medium.
        case small
        /// The size of the point size.
        case medium
        /// About a third larger than medium.
        case large

        /// The factor on the point size; UIKit's small and large symbols are about this much
        /// smaller and larger than the medium one beside the same text.
        var factor: Double {
            switch self {
            case .small: 0.8
            case .large: 1.3
            case .default, .unspecified, .medium: 1
            }
        }
    }

    /// The size, weight and scale a symbol is drawn at (UIKit's `UIImage.SymbolConfiguration`).
    /// Its point size is in UIKit's points: 17, the size of body text, is GNOME's 16-pixel
    /// symbolic icon, and other sizes scale with it as ``Font``'s sizes do.
    public struct SymbolConfiguration: Hashable, Sendable {
        /// The point size, or nil for the size of body text.
        public var pointSize: Double?
        /// The weight (drawn alike: see ``SymbolWeight``).
        public var weight: SymbolWeight
        /// The scale on the point size.
        public var scale: SymbolScale

        /// A configuration of `pointSize`, `weight` and `scale` (UIKit's
        /// `init(pointSize:weight:scale:)`).
        public init(pointSize: Double, weight: SymbolWeight = .regular, scale: SymbolScale = .default) {
            self.pointSize = max(1, pointSize)
            self.weight = weight
            self.scale = scale
        }

        /// The size of the text style's font (UIKit's `init(textStyle:scale:)`).
        public init(textStyle: Font.TextStyle, scale: SymbolScale = .default) {
            self.init(pointSize: Font.preferredFont(forTextStyle: textStyle).pointSize, scale: scale)
        }

        /// The body text's size in `weight` (UIKit's `init(weight:)`).
        public init(weight: SymbolWeight) {
            pointSize = nil
            self.weight = weight
            scale = .unspecified
        }

        /// The body text's size at `scale` (UIKit's `init(scale:)`).
        public init(scale: SymbolScale) {
            pointSize = nil
            weight = .unspecified
            self.scale = scale
        }

        /// This configuration with what `other` specifies put over it (UIKit's `applying(_:)`):
        /// its point size if it has one, its weight and scale unless unspecified.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            var merged = self
            if let size = other.pointSize { merged.pointSize = size }
            if other.weight != .unspecified { merged.weight = other.weight }
            if other.scale != .unspecified { merged.scale = other.scale }
            return merged
        }

        /// The icon's side in logical pixels: 16 for body text's 17 points, in proportion.
        var pixels: Int {
            let points = (pointSize ?? Font.labelFontSize) * scale.factor
            return max(1, Int((points / Font.labelFontSize * 16).rounded()))
        }
    }

    /// The icon behind a symbol picture and how it was configured.
    struct Symbol: Sendable {
        /// The SF Symbols name asked for.
        let systemName: String
        /// The icon theme's icon drawn for it.
        let iconName: String
        /// The configuration it was drawn at.
        let configuration: SymbolConfiguration
    }

    /// The SF Symbols picture `systemName` (UIKit's `UIImage(systemName:withConfiguration:)`): the
    /// GNOME symbolic icon in ``Image/systemNameIcons`` for it, drawn at `configuration`'s size
    /// for the display's scale, a template unless made otherwise. nil for a name not in the table
    /// (as UIKit answers nil for a symbol it does not have) or when no display is open.
    @MainActor
    public convenience init?(systemName: String, withConfiguration configuration: SymbolConfiguration? = nil) {
        guard let icon = Image.iconName(forSystemName: systemName) else { return nil }
        let symbol = Symbol(systemName: systemName, iconName: icon, configuration: configuration ?? SymbolConfiguration(scale: .default))
        guard let texture = Self.drawIcon(of: symbol, scale: Screen.main.scale) else { return nil }
        self.init(
            texture: texture.texture, width: texture.pixels, height: texture.pixels, scale: Screen.main.scale, assetName: nil,
            symbol: symbol)
    }

    /// Whether it is an SF Symbols picture (UIKit's `isSymbolImage`).
    public var isSymbolImage: Bool { symbol != nil }

    /// The configuration a symbol was drawn at; nil for any other picture (UIKit's
    /// `symbolConfiguration`).
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// The SF Symbols name it was made from, or nil; a button showing it alone with no
    /// accessibility label is named by its words.
    public var systemName: String? { symbol?.systemName }

    /// The same picture drawn with `mode` (UIKit's `withRenderingMode(_:)`).
    public func withRenderingMode(_ mode: RenderingMode) -> Bitmap {
        g_object_ref(UnsafeMutableRawPointer(texture)) // the copy's own reference to the shared texture
        return Bitmap(
            texture: texture, width: width, height: height, scale: scale, assetName: assetName, renderingMode: mode,
            symbol: symbol)
    }

    /// Whether a view draws it in its tint colour: a template, or a symbol left automatic.
    public var isTemplate: Bool { renderingMode == .alwaysTemplate || (renderingMode == .automatic && symbol != nil) }

    /// A symbol drawn again at `configuration` (UIKit's `withConfiguration(_:)`); any other
    /// picture, and a symbol when no display is open, comes back unchanged.
    @MainActor
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Bitmap {
        guard let symbol else { return self }
        let redrawn = Symbol(systemName: symbol.systemName, iconName: symbol.iconName, configuration: configuration)
        guard let drawn = Self.drawIcon(of: redrawn, scale: scale) else { return self }
        return Bitmap(
            texture: drawn.texture, width: drawn.pixels, height: drawn.pixels, scale: scale, assetName: nil,
            renderingMode: renderingMode, symbol: redrawn)
    }

    /// A symbol with `configuration` put over its own (UIKit's
    /// `applyingSymbolConfiguration(_:)`); nil for a picture that is no symbol, as UIKit's.
    @MainActor
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Bitmap? {
        guard let symbol else { return nil }
        return withConfiguration(symbol.configuration.applying(configuration))
    }

    /// The picture with every pixel in `color`, keeping its alpha, drawn as it is from now on
    /// (UIKit's `withTintColor(_:)`): how a template looks in that colour, wherever it is shown.
    @MainActor
    public func withTintColor(_ color: Color) -> Bitmap {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The picture in `color`, drawn with `renderingMode` (UIKit's
    /// `withTintColor(_:renderingMode:)`).
    @MainActor
    public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Bitmap {
        let snapshot = gtk_snapshot_new()!
        Self.appendTinted(texture, size: (width, height), color: color.components.rgba, to: snapshot)
        guard let drawn = Self.texture(of: snapshot, width: width, height: height, scale: 1) else { return self }
        return Bitmap(
            texture: drawn, width: width, height: height, scale: scale, assetName: assetName, renderingMode: renderingMode,
            symbol: symbol)
    }

    /// A paintable of the picture at its logical size (an `@2x` asset drawn from all its pixels),
    /// in `color` when one is given — a template drawn in a widget's colour. The caller owns it.
    @MainActor
    func paintable(tintedWith color: GdkRGBA?) -> OpaquePointer? {
        let snapshot = gtk_snapshot_new()!
        if let color {
            gtk_snapshot_scale(snapshot, Float(1 / scale), Float(1 / scale))
            Self.appendTinted(texture, size: (width, height), color: color, to: snapshot)
        } else {
            var bounds = graphene_rect_t()
            graphene_rect_init(&bounds, 0, 0, Float(size.width), Float(size.height))
            gtk_snapshot_append_texture(snapshot, texture, &bounds)
        }
        var logical = graphene_size_t(width: Float(size.width), height: Float(size.height))
        return gtk_snapshot_free_to_paintable(snapshot, &logical)
    }

    /// Appends `texture` at `size` to `snapshot` with its colour replaced by `rgba` (alpha
    /// multiplied), through GTK's colour matrix: a template drawn in a colour.
    @MainActor
    static func appendTinted(_ texture: OpaquePointer, size: (width: Int, height: Int), color rgba: GdkRGBA, to snapshot: OpaquePointer) {
        var matrix = graphene_matrix_t()
        // Rows are the output's red, green, blue and alpha; columns the input's. Only alpha is
        // read, scaled by the colour's alpha; the colour comes in as the offset.
        var values: [Float] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, rgba.alpha]
        values.withUnsafeMutableBufferPointer { _ = graphene_matrix_init_from_float(&matrix, $0.baseAddress) }
        var offset = graphene_vec4_t()
        graphene_vec4_init(&offset, rgba.red, rgba.green, rgba.blue, 0)
        gtk_snapshot_push_color_matrix(snapshot, &matrix, &offset)
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, 0, 0, Float(size.width), Float(size.height))
        gtk_snapshot_append_texture(snapshot, texture, &bounds)
        gtk_snapshot_pop(snapshot)
    }

    /// The icon of `symbol` drawn in black at its size times `scale` pixels, as a texture.
    @MainActor
    private static func drawIcon(of symbol: Symbol, scale: Double) -> (texture: OpaquePointer, pixels: Int)? {
        guard let display = gdk_display_get_default() else { return nil }
        let side = symbol.configuration.pixels
        let pixels = max(1, Int((Double(side) * scale).rounded()))
        let theme = gtk_icon_theme_get_for_display(display)
        guard
            let icon = gtk_icon_theme_lookup_icon(
                theme, symbol.iconName, nil, Int32(side), Int32(max(1, scale)), GTK_TEXT_DIR_NONE, GtkIconLookupFlags(0))
        else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
        let snapshot = gtk_snapshot_new()!
        gtk_snapshot_scale(snapshot, Float(pixels) / Float(side), Float(pixels) / Float(side))
        gdk_paintable_snapshot(icon, snapshot, Double(side), Double(side))
        guard let drawn = texture(of: snapshot, width: pixels, height: pixels, scale: 1) else { return nil }
        // Symbolic icons come in the theme's grey: a symbol out of a view is black, as UIKit's is.
        let black = gtk_snapshot_new()!
        appendTinted(drawn, size: (pixels, pixels), color: GdkRGBA(red: 0, green: 0, blue: 0, alpha: 1), to: black)
        g_object_unref(UnsafeMutableRawPointer(drawn))
        guard let tinted = texture(of: black, width: pixels, height: pixels, scale: 1) else { return nil }
        return (tinted, pixels)
    }

    /// Renders what `snapshot` holds (ending it) into a `width` × `height` texture with cairo;
    /// nil when it holds nothing.
    @MainActor
    private static func texture(of snapshot: OpaquePointer, width: Int, height: Int, scale: Double) -> OpaquePointer? {
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        cairo_scale(cairo, scale, scale)
        gsk_render_node_draw(node, cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let bytes = g_bytes_new(cairo_image_surface_get_data(surface), gsize(stride * height))
        defer { g_bytes_unref(bytes) }
        // Cairo's ARGB32 is premultiplied, in native byte order: B, G, R, A on little-endian.
        return gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride))
    }
}

extension Color.Components {
    /// As GDK takes a colour.
    var rgba: GdkRGBA { GdkRGBA(red: red, green: green, blue: blue, alpha: alpha) }
}

internal import CGtk
import Foundation

/// Pictures by name from the app's resources (UIKit's `UIImage(named:)`).
extension Bitmap {
    /// The picture named `name` in `bundle`'s resources, or the app's own for nil (UIKit's
    /// `UIImage(named:in:compatibleWith:)`): an asset catalog's image set — the file for the
    /// display's scale, the dark variant under a dark desktop style — or else a picture file of
    /// that name (`name`, `name.png`, `name.jpg`). Nil, as UIKit answers, when there is neither
    /// or it does not decode.
    ///
    /// Decoded on the main thread the first time and kept, as UIKit caches named images: these
    /// are an app's own icons and artwork. Pictures the user chose load with
    /// ``load(contentsOf:fittingIn:)``, off the main thread.
    @MainActor
    public convenience init?(named name: String, in bundle: Bundle? = nil) {
        let dark = DesktopStyle.current.style == .dark
        let scale = Screen.main.scale
        let key = NamedBitmaps.Key(bundle: bundle?.bundlePath, name: name, dark: dark, scale: scale)
        if let known = NamedBitmaps.cache[key] {
            self.init(sharing: known)
            return
        }
        guard let (path, fileScale) = Self.namedFile(name, in: bundle, dark: dark, scale: scale),
            let size = try? Self.dimensions(of: path)
        else { return nil }
        var error: UnsafeMutablePointer<GError>?
        let loaded = gdk_pixbuf_new_from_file(path, &error)
        guard size.width > 0, let pixbuf = try? Self.upright(loaded, path: path, error: &error) else { return nil }
        self.init(taking: pixbuf, scale: fileScale, assetName: name)
        NamedBitmaps.cache[key] = self
    }

    /// A second reference to `other`'s texture, with its scale and name.
    private convenience init(sharing other: Bitmap) {
        g_object_ref(UnsafeMutableRawPointer(other.texture))
        self.init(texture: other.texture, width: other.width, height: other.height, scale: other.scale, assetName: other.assetName)
    }

    /// The file for `name`: an image set's, or a loose picture file's at 1x.
    @MainActor
    private static func namedFile(_ name: String, in bundle: Bundle?, dark: Bool, scale: Double) -> (String, Double)? {
        if let set = AssetCatalog.set(named: name, kind: "imageset", in: bundle) {
            guard let variants = AssetCatalog.variants(of: set, key: "images") else { return nil }
            return AssetCatalog.imageFile(in: set, variants: AssetCatalog.forDesktop(variants, dark: dark), scale: scale)
        }
        for candidate in [name, name + ".png", name + ".jpg"] {
            if let path = InterfaceFiles.locate(candidate, extension: (candidate as NSString).pathExtension, bundle: bundle).path {
                return (path, 1)
            }
        }
        return nil
    }
}

/// The pictures ``Bitmap/init(named:in:)`` has decoded, as UIKit keeps its named images.
@MainActor
enum NamedBitmaps {
    struct Key: Hashable {
        let bundle: String?
        let name: String
        let dark: Bool
        let scale: Double
    }

    static var cache: [Key: Bitmap] = [:]
}

internal import CGtk
import Foundation

/// The app icon set of an asset catalog (`AppIcon.appiconset`, the name Xcode's templates give
/// it) offered as the app's icon: the window's icon, and the one the desktop's switchers show.
///
/// GNOME finds an app's icon by name in the icon theme; the set's largest image is linked under
/// the application ID in a hicolor folder of the user's runtime directory, which is added to the
/// theme's search path, and that name is every window's default icon. An installed app still needs its
/// icon in the theme (`hicolor/…/apps/<app id>.png`) for the launcher, as every GNOME app does:
/// the launcher reads it before the app runs.
@MainActor
enum AppIconSet {
    /// The image file of `set` (an `.appiconset` folder) with the most pixels, or nil.
    static func largestImage(in set: String) -> String? {
        guard let variants = AssetCatalog.variants(of: set, key: "images") else { return nil }
        let files = variants.compactMap { variant -> (path: String, pixels: Double)? in
            guard let file = variant.entry["filename"] as? String else { return nil }
            let side = (variant.entry["size"] as? String)?.split(separator: "x").first.flatMap { Double($0) } ?? 0
            let scale = (variant.entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
            return (set + "/" + file, side * scale)
        }
        return files.max { $0.pixels < $1.pixels }?.path
    }

    /// Makes the icon set named `name` in `bundle`'s catalogs (the app's for nil) the icon of
    /// every window of the application `id`; false when there is no such set or image. The
    /// display must be open.
    @discardableResult
    static func install(named name: String = "AppIcon", in bundle: Bundle? = nil, id: String) -> Bool {
        guard let set = AssetCatalog.set(named: name, kind: "appiconset", in: bundle), let image = largestImage(in: set),
            let display = gdk_display_get_default()
        else { return false }
        // In the hicolor theme's layout, at its largest size: GTK scales it to each size asked.
        let folder = String(cString: g_get_user_runtime_dir()) + "/gtkkit-icons/" + id
        let apps = folder + "/hicolor/512x512/apps"
        let link = apps + "/" + id + "." + (image as NSString).pathExtension
        do {
            try FileManager.default.createDirectory(atPath: apps, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: link)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: image)
        } catch {
            logProgrammingError("\(set): the app icon could not be offered to GTK (\(error))")
            return false
        }
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), folder)
        gtk_window_set_default_icon_name(id)
        return true
    }
}

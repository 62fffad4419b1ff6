/// Names that identify the application to the desktop.
public enum AppIdentity {
    /// The GApplication / D-Bus id, also the desktop file, icon and data folder name.
    public static let applicationID = "io.github.segue.Segue"
    /// The version shown by `--version` and the About dialog.
    public static let version = "0.2.0"
    /// The GSettings schema path (the app ID as a path).
    public static let settingsPath = "/io/github/segue/Segue/"
    /// The project's homepage: About, Open Website, the metainfo's homepage URL.
    public static let website = "https://github.com/segue/segue"
    /// The user-visible application name, also the navigation root's title.
    public static var name: String { localized("Segue") }
}

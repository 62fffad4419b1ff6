internal import CGtk
import Foundation

/// The computer the app runs on (UIKit's `UIDevice`): its name, its system's name and version,
/// and the kind of interface it calls for.
///
/// The name is the one GNOME Settings shows as the Device Name (systemd's pretty host name),
/// else the host name; the system's name and version are the distribution's, from os-release,
/// as GLib reads them — what an app shows in an About box or a bug report.
@MainActor
public final class Device {
    /// The computer the app runs on (UIKit's `UIDevice.current`).
    public static let current = Device()

    /// The computer's name as its user set it in Settings ("Ada's laptop"), else its host name.
    public let name: String
    /// The operating system's name ("Debian GNU/Linux"; UIKit says "iOS").
    public let systemName: String
    /// The operating system's version ("12"), or "" when os-release gives none (a rolling release).
    public let systemVersion: String
    /// The kind of computer (UIKit says "iPhone" or "iPad"): "Computer".
    public let model = "Computer"
    /// ``model`` in the user's language.
    public var localizedModel: String { gettextString("Computer") }

    /// What kind of interface the app should offer (UIKit's `userInterfaceIdiom`): ``UserInterfaceIdiom/pad``.
    ///
    /// Where GNOME's convention wins: a desktop window is what iPad code expects — a large,
    /// resizable window, a pointer and a keyboard, popovers rather than full-screen sheets — so
    /// GtkKit answers `.pad`, as a Mac Catalyst app scaled to match iPad does. A window's own
    /// size class (``TraitCollection``) says when it is narrow.
    public let userInterfaceIdiom = UserInterfaceIdiom.pad

    /// Whether the app may run while another is in front: always, on a desktop.
    public let isMultitaskingSupported = true

    private init() {
        name = Self.prettyHostName() ?? String(cString: g_get_host_name())
        systemName = Self.osInfo("NAME") ?? "Linux"
        systemVersion = Self.osInfo("VERSION_ID") ?? ""
    }

    /// A key of the system's os-release, as GLib reads it.
    private static func osInfo(_ key: String) -> String? {
        guard let value = g_get_os_info(key) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// The name the user gave the computer (`PRETTY_HOSTNAME` in /etc/machine-info, which
    /// GNOME Settings' Device Name writes through systemd-hostnamed), if any.
    private static func prettyHostName() -> String? {
        guard let contents = try? String(contentsOfFile: "/etc/machine-info", encoding: .utf8) else { return nil }
        for line in contents.split(separator: "\n") where line.hasPrefix("PRETTY_HOSTNAME=") {
            var value = line.dropFirst("PRETTY_HOSTNAME=".count)
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = value.dropFirst().dropLast()
            }
            return value.isEmpty ? nil : String(value)
        }
        return nil
    }
}

/// The kinds of interface UIKit tells apart (UIKit's `UIUserInterfaceIdiom`); GtkKit's
/// ``Device/userInterfaceIdiom`` is always ``pad`` (see there why).
public enum UserInterfaceIdiom: Sendable, Equatable {
    /// Not known.
    case unspecified
    /// A phone's.
    case phone
    /// A tablet's — and a desktop window's, in GtkKit.
    case pad
    /// A television's.
    case tv
    /// A car's.
    case carPlay
    /// A Mac app's own.
    case mac
    /// A headset's.
    case vision
}

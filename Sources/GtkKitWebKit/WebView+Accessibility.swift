internal import CGtk
import Foundation
import GtkKit

/// The page for screen readers where GTK cannot embed WebKit's own accessible tree.
extension WebView {
    /// Whether GTK shows WebKit's accessible tree of the page (headings, links, fields) inside
    /// the app's: it can from GTK 4.14, whose AT-SPI socket WebKitGTK plugs the page into.
    nonisolated static var embedsPageAccessibility: Bool { gtk_get_major_version() > 4 || gtk_get_minor_version() >= 14 }

    /// The most of a page's text the view's description carries where the page's own tree is not
    /// reachable: a screen reader reads it whole when the view takes the focus.
    static let describedTextLimit = 4000

    /// On an older GTK: names the view by the page's title and describes it by the page's text,
    /// so a screen reader reads what the page says when the focus reaches it.
    func describePageForScreenReaders() {
        guard !Self.embedsPageAccessibility, library != nil else { return }
        accessibilityLabel = title.flatMap { $0.isEmpty ? nil : $0 } ?? gettextString("Web page")
        evaluateJavaScript("document.body ? document.body.innerText : ''") { [weak self] value, _ in
            guard let self, var text = (value as? String)?.trimmingCharacters(in: .whitespacesAndNewlines) else { return }
            if text.count > Self.describedTextLimit { text = String(text.prefix(Self.describedTextLimit)) + "…" }
            self.pageDescription.write(text.isEmpty ? nil : text)
        }
    }
}
